/**
 * What "Check a call" works on: a transcript's turns, the user's settings, and what a rule finds. No DOM: the page,
 * the build's worked example and the tests share these modules.
 */

export type Speaker = "agent" | "caller";

/** What the redaction replaces: a card number, its security code, an SSN, an email address, a phone number. */
export type SensitiveKind = "card" | "securityCode" | "ssn" | "email" | "phone";

/** Where a sensitive value is in a turn's text (packages/call-check/src/sensitive.ts finds them). */
export interface Span {
  kind: SensitiveKind;
  start: number;
  end: number;
  /** For a card number split over turns: the turns it spans. */
  turns?: readonly number[];
}

/** One thing somebody said on the call. System prompts, tool calls and tool results are never turns. */
export interface Turn {
  /** Its position among the call's turns, from 0. */
  index: number;
  speaker: Speaker;
  /** What was said, as the transcript gives it. */
  text: string;
  /** Seconds from the start of the call, where the format gives it. */
  time: number | null;
}

export type Direction = "inbound" | "outbound";

/** The formats recognized from a transcript's content. */
export type FormatId =
  "plain" | "webvtt" | "srt" | "vapi-call" | "vapi-report" | "retell-call" | "retell-webhook" | "messages";

export interface Transcript {
  format: FormatId;
  turns: readonly Turn[];
  /** The direction the file states (Vapi's `type`, Retell's `direction`), or null. */
  direction: Direction | null;
  /** The day the call started, YYYY-MM-DD (UTC), where the file's metadata says; it wins over the "Call date" setting. */
  startedOn: string | null;
}

/** What the user sets beside the transcript. */
export interface CheckSettings {
  /** "detect": the file's metadata, else the agent's opening. */
  direction: "detect" | Direction;
  /** "The call is recorded or transcribed": on by default. */
  recorded: boolean;
  /** The name the business is registered under, which the opening must state; empty when not set. */
  businessName: string;
  /** For transcripts whose speaker labels are not recognized: the label of the agent. */
  agentSpeaker: string;
  /**
   * "Other party's location" (the caller, inbound; the person called, outbound): a code of the registry
   * (src/data/jurisdictions.json: a US state, "DC", "EU", "UK"), "elsewhere", or "unknown": the strictest reading.
   */
  location: string;
  /** "Call date", YYYY-MM-DD, for a file whose metadata gives none; empty: today. */
  date: string;
}

/** The choices of "Call direction", in the order the form lists them. */
export const DIRECTIONS = ["detect", "outbound", "inbound"] as const satisfies readonly CheckSettings["direction"][];

export const DEFAULT_SETTINGS: CheckSettings = {
  direction: "detect",
  recorded: true,
  businessName: "",
  agentSpeaker: "",
  location: "unknown",
  date: "",
};

/** A call ready for the rules: its turns, and the settings resolved against the file. */
export interface CallUnderCheck {
  turns: readonly Turn[];
  /** Card numbers, security codes, SSNs, emails and phone numbers, per turn index (./sensitive.ts). */
  sensitive: ReadonlyMap<number, readonly Span[]>;
  /** null: neither the file nor the opening tells; the outbound-only rules are not checked. */
  direction: Direction | null;
  recorded: boolean;
  businessName: string;
}

/** One rule broken, at one turn. */
export interface Finding {
  ruleId: string;
  /** The turn that breaks the rule. */
  turn: Turn;
  /** What in that turn breaks it: the words quoted, or for a number, where it is (never the number itself). */
  evidence: string;
}

/**
 * The laws the rules cite, by the law registry's codes (src/data/laws.json): the site's guides are keyed by them
 * (tests/rule-registry.test.ts holds each to the registry).
 */
export const ruleLaws = [
  "CCPA",
  "CIPA",
  "COPPA",
  "EU AI Act",
  "FERPA",
  "GDPR",
  "GLBA",
  "HIPAA",
  "PCI DSS",
  "TCPA",
] as const;

/** A rule's logic: what the checker runs, in the Web Worker too. Its words are `RuleWords`, kept apart. */
export interface Rule {
  id: string;
  law: (typeof ruleLaws)[number];
  /** Only outbound calls can break it. */
  outboundOnly?: boolean;
  find(call: CallUnderCheck): Finding[];
}

/**
 * What the page and the exports say of a rule, beside its logic in the rule's file. Only the build and Node read
 * these: the page embeds them (src/pages/check.astro), so the Web Worker's code carries none of them.
 */
export interface RuleWords {
  /** The rule's name, as the page lists it. */
  name: string;
  citation: string;
  /** The primary source of the citation. */
  source: string;
  /** Why it matters, in a sentence or two. */
  why: string;
  /** What the agent could say instead. */
  compliantWording: string;
  /** Where the rule is explained: a regulation guide's address, with the anchor of its section. */
  guide: `/${string}`;
  /**
   * For a law that binds by where the other party is: which obligations of the registry the rule reads
   * (src/lib/rule-reach.ts). Without it, the rule's findings stand wherever the call went.
   */
  reads?: RegistryReading;
}

/** The kinds of obligation the jurisdiction registry holds and a rule can read (`RegistryReading`). */
export const obligationKinds = ["call-recording-consent", "ai-disclosure", "telemarketing"] as const;
export type ObligationKind = (typeof obligationKinds)[number];

/** The obligations a rule reads: plain data, so that the page can receive the rule's words as props. */
export type RegistryReading =
  | {
      kind: ObligationKind;
      /** Those whose citation contains one of these; all of the kind when absent. */
      citing?: readonly string[];
      /** For a US recording rule, whose consent it needs; obligations that do not say (EU, UK) are all read. */
      consent?: readonly ("all-party" | "unsettled")[];
    }
  | {
      /** A law the registry does not hold: the rule's own citation, in these places only (registry codes). */
      places: readonly string[];
    };
