import { formatLifetime, storageEntries } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { DocumentCode } from "./document-code.tsx";
import { presentOn } from "./present.ts";

/** The retention table's rows for the browser storage keys: each key's lifetime, from the data inventory. */
export function StorageRetentionRows({ facts }: { facts: DocumentFacts }) {
  return presentOn(storageEntries, facts).map(({ key, lifetime }) => (
    <tr key={key}>
      <th scope="row">
        <DocumentCode>{key}</DocumentCode>
      </th>
      <td>{formatLifetime(lifetime)}.</td>
    </tr>
  ));
}
