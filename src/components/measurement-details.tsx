import { textLinkClasses } from "./button-classes.ts";
import { ExternalLink } from "./external-link.tsx";
import { consentCopy } from "#src/content/consent-copy.ts";

/** “What Google would receive”: the data inventory's account of the conversion, folded, with the policy's link. */
export function MeasurementDetails() {
  return (
    <details className="mt-2 text-sm text-slate-600">
      <summary className="cursor-pointer rounded font-medium text-accent-700 hover:text-accent-800">
        {consentCopy.detailsSummary}
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {consentCopy.details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-2">{consentCopy.californiaNote}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <a href={consentCopy.policyLink.href} className={textLinkClasses}>
          {consentCopy.policyLink.label}
        </a>
        <ExternalLink href={consentCopy.googleLink.href}>{consentCopy.googleLink.label}</ExternalLink>
      </p>
    </details>
  );
}
