import { formatLifetime, storageEntries } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { DocumentCode } from "./document-code.tsx";
import { DocumentTable } from "./document-table.tsx";
import { presentOn } from "./present.ts";

/** The localStorage and sessionStorage keys this site writes, from the data inventory. */
export function StorageTable({ facts }: { facts: DocumentFacts }) {
  const entries = presentOn(storageEntries, facts);
  if (entries.length === 0) return null;
  return (
    <DocumentTable
      caption="Browser storage set by this site"
      columns={["Key", "Where", "Value", "Purpose", "Lifetime"]}
    >
      {entries.map((entry) => (
        <tr key={entry.key}>
          <th scope="row">
            <DocumentCode>{entry.key}</DocumentCode>
          </th>
          <td>
            <DocumentCode>{entry.area}</DocumentCode>
          </td>
          <td>{entry.value}</td>
          <td>
            {entry.purpose} {entry.written}
          </td>
          <td>{formatLifetime(entry.lifetime)}</td>
        </tr>
      ))}
    </DocumentTable>
  );
}
