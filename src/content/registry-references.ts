/**
 * What a guide says of a place's law, taken from the jurisdiction registry (src/data/jurisdictions.json) at build,
 * so that a state's rule is written once: a guide's frontmatter, a change entry or the law table writes a reference
 * and the build puts the registry's words in its place. In an MDX body, `<StateRule>` and `<Transition>`
 * (src/sections/guide/) say the same through these functions.
 *
 * - `{{state:CA:call-recording-consent}}`: the obligations of that kind there, each summary with its citation
 *   ("California: Every party must consent … (Cal. Penal Code §632.7(a)). …"); a fourth part keeps only the
 *   obligations whose citation contains it: `{{state:CA:ai-disclosure:1339.75}}`.
 * - `{{citations:CA:call-recording-consent}}`: their citations only, for a tooltip or a table cell.
 * - `{{transition:EU:ai-disclosure:Art. 50(2)}}`: the grace period of that obligation, worded from its day as of the
 *   build ("providers of systems placed on the market before 2 August 2026 have until 2 December 2026 (Art. 111(4))",
 *   "had until" from the day after), so no page says a period is still running once it has ended.
 */
import type { Obligation, ObligationKind } from "#src/data/jurisdiction-schema.ts";
import { obligationKinds } from "#src/data/jurisdiction-schema.ts";
import { dayMonthYear, isoDay, longDay } from "#src/lib/dates.ts";
import { mapStrings } from "#src/lib/map-strings.ts";
import { jurisdiction, jurisdictions, type Jurisdiction, type JurisdictionCode } from "./jurisdictions.ts";

export interface RegistryQuery {
  code: string;
  kind: string;
  /** Keeps only the obligations whose citation contains it. */
  cite?: string | undefined;
}

/** The jurisdiction and obligations a reference names; an error an editor can act on when it names none. */
export function referencedObligations({ code, kind, cite }: RegistryQuery): {
  place: Jurisdiction;
  obligations: Obligation[];
} {
  if (!jurisdictions.some((entry) => entry.code === code)) {
    throw new Error(`"${code}" is not a jurisdiction of src/data/jurisdictions.json (use its code: CA, NY, EU, UK…).`);
  }
  if (!(obligationKinds as readonly string[]).includes(kind)) {
    throw new Error(`"${kind}" is not a kind of obligation: use one of ${obligationKinds.join(", ")}.`);
  }
  const place = jurisdiction(code as JurisdictionCode);
  const obligations = place.obligations.filter(
    (obligation) => obligation.kind === (kind as ObligationKind) && (!cite || obligation.citation.includes(cite)),
  );
  if (obligations.length === 0) {
    const which = cite ? ` whose citation contains "${cite}"` : "";
    throw new Error(`src/data/jurisdictions.json has no ${kind} obligation for ${code}${which}.`);
  }
  return { place, obligations };
}

/** A summary with its citation before the final stop: "Every party must consent … (Cal. Penal Code §632.7(a))." */
const cited = ({ summary, citation }: Obligation): string => `${summary.replace(/\.$/, "")} (${citation}).`;

/** "California: Every party must consent … (Cal. Penal Code §632.7(a)). Recording a confidential …". */
export function stateRuleText(query: RegistryQuery): string {
  const { place, obligations } = referencedObligations(query);
  return `${place.name}: ${obligations.map(cited).join(" ")}`;
}

/** "Cal. Penal Code §632.7(a); Cal. Penal Code §632(a), (c); Cal. Penal Code §631(a)": citations hold commas. */
export function citationsText(query: RegistryQuery): string {
  return referencedObligations(query)
    .obligations.map((obligation) => obligation.citation)
    .join("; ");
}

/** The obligation's grace period, as of `today`: "have until" up to its last day, "had until" after it. */
export function transitionText(query: RegistryQuery, today: string = isoDay(new Date())): string {
  const { place, obligations } = referencedObligations(query);
  const transition = obligations.find((obligation) => obligation.transition)?.transition;
  if (!transition)
    throw new Error(`The ${query.kind} obligation of ${query.code} cited "${query.cite}" has no transition.`);
  const verb = today <= transition.until ? "have" : "had";
  const purpose = transition.purpose ? ` ${transition.purpose}` : "";
  // A US rule's day as US texts write it ("January 31, 2027"), elsewhere as Europe's do ("2 December 2026").
  const day = place.kind.startsWith("us") ? longDay(transition.until) : dayMonthYear(transition.until);
  return `${transition.covers} ${verb} until ${day}${purpose} (${transition.provision})`;
}

const REFERENCE = /\{\{(state|citations|transition):([^:}]+):([^:}]+)(?::([^}]+))?\}\}/g;
const wording = { state: stateRuleText, citations: citationsText, transition: transitionText } as const;

/** `text` with each reference replaced by the registry's words, as of `today`; throws on one that names nothing. */
export function expandReferences(text: string, today: string = isoDay(new Date())): string {
  const expanded = text.replace(
    REFERENCE,
    (_match, form: keyof typeof wording, code: string, kind: string, cite?: string) =>
      wording[form]({ code, kind, cite }, today),
  );
  const unknown = /\{\{[^}]*\}\}/.exec(expanded);
  if (unknown) {
    throw new Error(
      `${unknown[0]} is not a registry reference: write {{state:CA:call-recording-consent}}, {{citations:…}} or {{transition:…}}.`,
    );
  }
  return expanded;
}

/** Every string of a page's data, references expanded; web addresses are left exactly as written. */
export const expandReferencesIn = <T>(value: T): T => mapStrings(value, (text) => expandReferences(text));
