import { conversionPayload } from "~/config/data-inventory";
import { DocumentList } from "./document-list";

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
