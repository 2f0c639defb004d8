import { conversionPayload } from "#src/config/data-inventory/index.ts";
import { DocumentList } from "./document-list.tsx";

/** What Google receives with the conversion, once the visitor accepted, item by item, from the data inventory. */
export function SentAfterAcceptList() {
  return (
    <DocumentList>
      {conversionPayload.map(({ id, label }) => (
        <li key={id}>{label}.</li>
      ))}
    </DocumentList>
  );
}
