/** The words of /states and of each jurisdiction's page (src/pages/states/). */
import type { ObligationKind } from "#src/data/jurisdiction-schema.ts";
import type { RecordingConsent } from "./jurisdictions.ts";

export const statesCopy = {
  label: "Laws by state",
  metaTitle: "Voice AI call laws by state: recording consent, AI disclosure, telemarketing · Vigil",
  metaDescription:
    "Whose consent a recorded call needs, which laws make an AI voice say what it is, and the state telemarketing rules, in every US state, DC, the EU and the UK, each cited to its source and dated.",
  title: "Laws by state",
  intro:
    "A voice agent’s duties depend on where the other party is. For the United States as a whole, each state, DC, the EU/EEA and the UK: whose consent a recorded call needs, the laws that make an automated or AI voice say what it is, and the state’s own telemarketing rules. Each entry gives its provision, its official source and the day it was checked.",
  mapTitle: "Recording consent by state",
  mapIntro:
    "Each state links to its entry. The pattern shows whose consent a recorded call needs; the marks show the other laws.",
  consent: {
    "all-party": "Every party must consent",
    unsettled: "Unsettled: read both ways",
    "one-party": "One party’s consent is enough",
  } satisfies Record<RecordingConsent, string>,
  consentShort: {
    "all-party": "All parties",
    unsettled: "Unsettled",
    "one-party": "One party",
  } satisfies Record<RecordingConsent, string>,
  aiMark: "An AI or bot disclosure law is in force",
  telemarketingMark: "The state has its own telemarketing rules",
  everyState: "In every state",
  everyStateNote: "Federal law applies to a call wherever in the United States it reaches, beside the state's own.",
  beyondUs: "Beyond the United States",
  tableTitle: "Every jurisdiction at a glance",
  tableColumns: {
    jurisdiction: "Jurisdiction",
    recording: "Recording a call",
    ai: "AI disclosure",
    telemarketing: "Telemarketing",
  },
  noneFound: "None found",
  /** A telemarketing law that sets no calling hours. */
  noHoursSet: "State rules; no calling hours set",
  /** A rule that applies only from a later day, in the table: "from July 1, 2027". */
  fromDay: (day: string): string => `from ${day}`,
  notUsRecording: "Notice and a lawful basis (see its page)",
  kinds: {
    "call-recording-consent": "Recording the call",
    "ai-disclosure": "Saying it is an AI",
    telemarketing: "Telemarketing rules",
  } satisfies Record<ObligationKind, string>,
  labels: {
    source: "Official text",
    callingWindow: "Calling hours",
    enforcedBy: "Who enforces it",
    privateRight: "Private right of action",
    unsettled: "Unsettled",
    forVoiceAgent: "For a voice agent",
  },
  verification: {
    official: "Read at its official source.",
    "verbatim-copy": "Read in a verbatim copy of the text; the link is the official source.",
    secondary: "Reported, not yet read in the text itself: confirm it at the official source before you rely on it.",
  },
  notFoundHeading: (kind: string): string => `${kind}: none in force found`,
  reviewed: "Checked at its sources on",
  /** A guide's link to a jurisdiction's entry, after the rule it states. */
  entryLink: (name: string): string => `${name} on Laws by state`,
  pageTitle: (name: string): string => `Voice AI call laws in ${name}`,
  pageMetaTitle: (name: string): string =>
    `Voice AI call laws in ${name}: recording, AI disclosure, telemarketing · Vigil`,
  pageMetaDescription: (name: string): string =>
    `What an AI voice agent’s call meets in ${name}: whose consent a recording needs, AI disclosure, and telemarketing rules, each cited to its official source.`,
  pageIntro: (name: string): string =>
    `The rules a voice agent’s call meets when the other party is in ${name}, as its own laws state them. Federal rules apply too: see United States (federal) and the regulation guides (the TCPA, HIPAA, GLBA…).`,
  federalPageIntro:
    "The federal rules a voice agent’s call meets wherever in the United States the other party is, beside that state’s own. The regulation guides cover the TCPA, HIPAA, GLBA and the other federal laws in depth.",
  notLegalAdvice:
    "A summary for people who build and test voice agents, not legal advice: laws change and turn on facts, so confirm how they apply to you with counsel.",
} as const;

/** When a rule applies, said as of `today` (the build's day): "In force since …", "Applies from …", "Lapsed on …". */
export function inForceWording(
  { appliesFrom, until }: { appliesFrom?: string; until?: string },
  today: string,
  longDay: (day: string) => string,
): string | null {
  if (until && until <= today) return `Lapsed on ${longDay(until)}`;
  const lapses = until ? `; lapses on ${longDay(until)}` : "";
  if (appliesFrom && appliesFrom > today) return `Applies from ${longDay(appliesFrom)}${lapses}`;
  if (appliesFrom) return `In force since ${longDay(appliesFrom)}${lapses}`;
  return until ? `In force${lapses}` : null;
}
