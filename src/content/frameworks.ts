/**
 * Each framework's status, from the configured facts only: /security states it in full, the footer badge in short.
 * Both read this module, so they cannot disagree. SOC 2 is an audit report, HIPAA has no certification (we offer a
 * BAA), and ISO/IEC 27001 is "certified" only once a certificate date is configured.
 */
import type { CompanyFacts } from "#src/config/env-schema.ts";

type Facts = Pick<CompanyFacts, "soc2" | "iso27001">;

/** One state's wording: the security page's status line (given the date, formatted) beside the footer's badge. */
interface Wording {
  status: (date: string) => string;
  badge: string;
}

const soc2: Record<"unset" | "Type I" | "Type II", Wording> = {
  unset: { status: () => "Report available under NDA", badge: "SOC 2 report under NDA" },
  "Type II": { status: (date) => `Type II report, period ending ${date}`, badge: "SOC 2 Type II report" },
  "Type I": { status: (date) => `Type I report as of ${date}`, badge: "SOC 2 Type I report" },
};

const hipaa: Wording = { status: () => "Business Associate Agreement available", badge: "HIPAA: BAA available" };

const iso27001: Record<"unset" | "certified", Wording> = {
  unset: { status: () => "Certificate details on request", badge: "ISO/IEC 27001: details on request" },
  certified: { status: (date) => `Certificate issued ${date}`, badge: "ISO/IEC 27001 certified" },
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
      title: "ISO/IEC 27001",
      wording: facts.iso27001 ? iso27001.certified : iso27001.unset,
      date: facts.iso27001?.certifiedOn,
    },
  ];
}

/** The footer's badges: no dates, which stay on /security. */
export const frameworkBadges = (facts: Facts): string[] => states(facts).map(({ wording }) => wording.badge);

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
