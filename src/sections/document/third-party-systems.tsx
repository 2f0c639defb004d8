import { google } from "~/config/data-inventory";
import type { DocumentFacts } from "~/content/document-facts";
import { listSentence } from "~/lib/text";

/** The systems the website relies on but does not own, which a researcher may not test: out of scope. */
export function ThirdPartySystems({ facts }: { facts: DocumentFacts }) {
  return listSentence([
    `${facts.scheduling.provider?.name ?? "Our scheduling provider"}'s booking pages`,
    ...(facts.googleAdsEnabled ? [`${google.company}'s services`] : []),
    "our hosting provider",
  ]);
}
