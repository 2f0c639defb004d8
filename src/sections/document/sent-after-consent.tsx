import { conversionPayload } from "~/config/data-inventory";

/** What Google receives only after Accept, as the middle of a sentence: "the identifiers in …". */
export function SentAfterConsent() {
  return conversionPayload
    .filter(({ withoutConsent }) => !withoutConsent)
    .map(({ label }) => label.charAt(0).toLowerCase() + label.slice(1))
    .join(", ");
}
