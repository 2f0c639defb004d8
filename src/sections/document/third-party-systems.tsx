import { google } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { listSentence } from "#src/lib/text.ts";

/** The systems the website relies on but does not own, which a researcher may not test: out of scope. */
export function ThirdPartySystems({ facts }: { facts: DocumentFacts }) {
  return listSentence([
    `${facts.scheduling.provider?.name ?? "Our scheduling provider"}'s booking pages`,
    ...(facts.googleAdsEnabled ? [`${google.company}'s services`] : []),
    "our hosting provider",
  ]);
}
