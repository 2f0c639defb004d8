import { google } from "#src/config/data-inventory/index.ts";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { listSentence } from "#src/lib/text.ts";

/** The companies this website (not the service) uses, with what for: "our scheduling provider and …". */
export function WebsiteParties({ facts }: { facts: DocumentFacts }) {
  return listSentence([
    ...(facts.googleAdsEnabled ? [`${google.company} for ad measurement`] : []),
    facts.scheduling.provider ? `${facts.scheduling.provider.name} for bookings` : "our scheduling provider",
    facts.hosting ? `${facts.hosting.name} for hosting` : "our hosting providers",
  ]);
}
