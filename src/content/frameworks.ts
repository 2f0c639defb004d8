/**
 * Each framework's status, from the configured facts only: /security states it in full, the footer badge in short.
 * Both read this module, so they cannot disagree. SOC 2 is an audit report, HIPAA has no certification (we offer a
 * BAA), and ISO/IEC 27001 is "certified" only once a certificate is configured. With no facts configured, nothing
 * here says a report or a certificate exists: /security says to ask for the current status, and the footer shows
 * no badge for it (docs/legal-review/resolutions-2026-12-privacy.md, S-1).
 */
import type { CompanyFacts } from "#src/config/env-schema.ts";

type Facts = Pick<CompanyFacts, "soc2" | "iso27001">;

/** One state's wording: the security page's status line (given the date, formatted) beside the footer's badge, if any. */
interface Wording {
  status: (date: string) => string;
  badge: string | null;
}

/** What /security says of a framework no fact is configured for: true whether or not a document exists. */
const UNSET: Wording = { status: () => "Ask us for our current status", badge: null };

const soc2: Record<"unset" | "Type I" | "Type II", Wording> = {
  unset: UNSET,
  "Type II": { status: (date) => `Type II report, period ending ${date}`, badge: "SOC 2 Type II report" },
  "Type I": { status: (date) => `Type I report as of ${date}`, badge: "SOC 2 Type I report" },
};

const hipaa: Wording = { status: () => "Business Associate Agreement available", badge: "HIPAA: BAA available" };

/**
 * Certification to the 2013 edition ended in October 2025 (the IAF transition, as the RvA reports it): a valid
 * certificate is to ISO/IEC 27001:2022, so the configured one is named by that edition.
 */
const ISO27001_EDITION = "ISO/IEC 27001:2022";

const iso27001: Record<"unset" | "certified", Wording> = {
  unset: UNSET,
  certified: { status: (date) => `Certificate issued ${date}`, badge: `${ISO27001_EDITION} certified` },
};

interface State {
  title: string;
  wording: Wording;
  date?: string;
}

/** SOC 2, HIPAA and ISO/IEC 27001, in the order both pages list them, each in its configured state. */
function states(facts: Facts): readonly [State, State, State] {
  return [
    { title: "SOC 2", wording: soc2[facts.soc2?.reportType ?? "unset"], date: facts.soc2?.periodEnd },
    { title: "HIPAA", wording: hipaa },
    {
      title: facts.iso27001 ? ISO27001_EDITION : "ISO/IEC 27001",
      wording: facts.iso27001 ? iso27001.certified : iso27001.unset,
      date: facts.iso27001?.certifiedOn,
    },
  ];
}

/** The footer's badges: only what the facts state (and the BAA), no dates, which stay on /security. */
export const frameworkBadges = (facts: Facts): string[] =>
  states(facts).flatMap(({ wording }) => (wording.badge === null ? [] : [wording.badge]));

export interface FrameworkStatus {
  title: string;
  status: string;
}

/**
 * The security page's status line for each framework. The caller formats the dates (`formatIsoDate`): the footer's
 * chunk, which shares this module, then carries no date formatter.
 */
export function frameworkStatuses(
  facts: Facts,
  formatDate: (iso: string) => string,
): Record<"soc2" | "hipaa" | "iso27001", FrameworkStatus> {
  const withStatus = ({ title, wording, date }: State): FrameworkStatus => ({
    title,
    status: wording.status(date ? formatDate(date) : ""),
  });
  const [soc2State, hipaaState, isoState] = states(facts);
  return { soc2: withStatus(soc2State), hipaa: withStatus(hipaaState), iso27001: withStatus(isoState) };
}
