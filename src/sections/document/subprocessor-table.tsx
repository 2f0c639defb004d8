import type { DocumentFacts } from "#src/content/document-facts.ts";
import { DocumentTable } from "./document-table.tsx";

/** The configured sub-processors of customer call data (VITE_SUBPROCESSORS); nothing when none are configured. */
export function SubprocessorTable({ facts }: { facts: DocumentFacts }) {
  if (!facts.subprocessors) return null;
  return (
    <DocumentTable caption="Sub-processors of customer call data" columns={["Company", "What it does", "Where"]}>
      {facts.subprocessors.map(({ name, purpose, location }) => (
        <tr key={name}>
          <th scope="row">{name}</th>
          <td>{purpose}</td>
          <td>{location}</td>
        </tr>
      ))}
    </DocumentTable>
  );
}
