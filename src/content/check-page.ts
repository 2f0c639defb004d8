/** Copy of /check, "Check a call". Rule names and their texts live with the rules (src/check/rules/). */
export const checkPage = {
  metaTitle: "Check a call: find the compliance rules a voice agent’s transcript breaks · Vigil",
  metaDescription:
    "Paste a transcript of your voice agent’s call and see which TCPA, HIPAA, PCI DSS, GDPR and AI-disclosure rules it breaks, the words that break them and what to say instead. It runs in your browser: nothing is uploaded.",
  title: "Check a call",
  intro:
    "Paste the transcript of one of your agent’s calls, or drop the file, and see each rule it breaks, the words that break it, where the rule comes from and what compliant wording sounds like.",
  privacy: "The check runs in this browser: your transcript is not uploaded, stored or logged.",
  formats:
    "Plain text (“Agent: …”, “Caller: …”), Vapi and Retell call objects and webhooks, OpenAI-style messages (LiveKit, Pipecat), WebVTT.",
  transcriptLabel: "Transcript",
  fileLabel: "Or choose a file",
  directionLabel: "Call direction",
  directions: { detect: "Detect", outbound: "Outbound", inbound: "Inbound" },
  recordedLabel: "The call is recorded or transcribed",
  businessLabel: "Business name",
  businessHint: "Optional: the name the business is registered under, which the opening must state.",
  agentSpeakerLabel: "Which speaker is the agent?",
  submit: "Check the call",
  noScript:
    "Checking a call of your own needs JavaScript, which runs the check in your browser. Below is a worked example, checked when this page was built by the same code.",
  checking: "Checking the call…",
  findingsTitle: "Findings",
  count: (count: number): string => (count === 0 ? "No findings" : count === 1 ? "1 finding" : `${count} findings`),
  noFindings: (rules: number): string => `None of the ${rules} rules checked is broken in what was said on this call.`,
  cannotShow:
    "A transcript cannot show what happened outside the words: consent before dialing, do-not-call and reassigned-number checks, calling hours, or a notice played by an IVR before the agent spoke.",
  directionUnknown:
    "The call’s direction is not in the file and the opening does not show it, so the rules for outbound calls were not checked: set Call direction to check them.",
  turnLabel: (turn: number, speaker: string): string => `Turn ${turn}, ${speaker}`,
  whyLabel: "Why it matters",
  wordingLabel: "Compliant wording",
  guideLink: (law: string): string => `The rule in the ${law} guide`,
  /** For a rule explained on a page other than a regulation guide. */
  explainedLink: "Where this rule is explained",
  redactedTitle: "Redacted transcript",
  redactedHint:
    "Card numbers, security codes, Social Security numbers, email addresses and phone numbers replaced; everything else kept, in the same format.",
  /** A copy too long to lay out in the box whole: the box shows its start. */
  redactedPreview: (shown: number, total: number): string =>
    `The box shows the first ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} characters; Copy and Download give the whole copy.`,
  copy: "Copy",
  copied: "Copied",
  download: "Download",
  exportTitle: "Export",
  exportJson: "Findings as JSON",
  exportCsv: "Findings as CSV",
  print: "Print audit record",
  exampleTitle: "Worked example",
  exampleFindingsTitle: "Findings in the example",
  exampleIntro: "An outbound call to a clinic patient, checked at build by the same code the page runs.",
  demoLoaded: (industry: string): string => `The ${industry} demo call is loaded and checked.`,
} as const;
