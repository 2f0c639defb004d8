import { formatLifetime, storageEntries } from "~/config/data-inventory";
import type { DocumentFacts } from "~/content/document-facts";
import { DocumentCode } from "./document-code";
import { presentOn } from "./present";

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
