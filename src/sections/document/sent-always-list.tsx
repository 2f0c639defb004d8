import { conversionPayload } from "~/config/data-inventory";
import { DocumentList } from "./document-list";

/** What Google receives with the conversion whatever the visitor chooses, item by item, from the data inventory. */
export function SentAlwaysList() {
  return (
    <DocumentList>
      {conversionPayload
        .filter(({ withoutConsent }) => withoutConsent)
        .map(({ id, label }) => (
          <li key={id}>{label}.</li>
        ))}
    </DocumentList>
  );
}
