import { consentCopy } from "#src/content/consent-copy.ts";
import { site } from "#src/content/site.ts";

/** The controls a document tells the reader to use, by the words on them. */
const controlLabels = {
  accept: consentCopy.accept,
  reject: consentCopy.reject,
  privacyChoices: site.privacyChoices,
} as const;

/** A button or link named as the reader sees it, in quotes: “Accept”. */
export function ControlName({ control }: { control: keyof typeof controlLabels }) {
  return `“${controlLabels[control]}”`;
}
