/**
 * Copy of /check, "Check a call". Rule names and their texts live with the rules (packages/call-check/src/rules/). Three objects: what
 * only the page's HTML says (read at build); the checker's words, which the build hands the island as props; and its
 * phrases with a figure or a name in them, which are code and so bundled with the island. Only the last counts
 * against the checker's script budget.
 */
export const checkPageStatic = {
  metaTitle: "Check a call: find the compliance rules a voice agent’s transcript may break · Vigil",
  metaDescription:
    "Paste a transcript of your voice agent’s call and see which TCPA, HIPAA, PCI DSS, GDPR and AI-disclosure rules it may break, the words that may break them and what to say instead. It runs in your browser: nothing is uploaded.",
  title: "Check a call",
  intro:
    "Paste the transcript of one of your agent’s calls, or drop the file, and see each rule it may break, the words that may break it, where the rule comes from and what compliant wording sounds like.",
  privacy: "The check runs in this browser: your transcript is not uploaded, stored or logged.",
  noScript:
    "Checking a call of your own needs JavaScript, which runs the check in your browser. Below is a worked example, checked when this page was built by the same code.",
  exampleTitle: "Worked example",
  exampleFindingsTitle: "Findings in the example",
  exampleIntro: "An outbound call to a clinic patient, checked at build by the same code the page runs.",
} as const;

/**
 * What the checker's form and results say in words alone: the build writes them into /check's HTML as the island's
 * props (decision 026), so they are not in the checker's script; the worked example reads them at build.
 */
export const checkPageText = {
  formats:
    "Plain text (“Agent: …”, “Caller: …”), Vapi and Retell call objects and webhooks, OpenAI-style messages (LiveKit, Pipecat), WebVTT, SubRip (.srt).",
  transcriptLabel: "Transcript",
  fileLabel: "Or choose files",
  folderLabel: "Or choose a folder",
  unreadableFile:
    "This file could not be read: it may have been moved or deleted since it was chosen, or be a folder (to check a folder, choose it with “Or choose a folder”, or drop it again).",
  batchHint:
    "Several files, or a folder (its .json, .jsonl, .txt, .vtt and .srt files), are checked as a batch, one call per file or per line of JSON Lines.",
  directionLabel: "Call direction",
  directions: { detect: "Detect", outbound: "Outbound", inbound: "Inbound" },
  recordedLabel: "The call is recorded or transcribed",
  businessLabel: "Business name",
  businessHint: "Optional: the name the business is registered under, which the opening must state.",
  agentSpeakerLabel: "Which speaker is the agent?",
  locationLabel: "Other party’s location",
  locationHint:
    "The caller on an inbound call, the person called on an outbound one. Unknown reads every place’s law a rule knows: the strictest reading.",
  locations: { unknown: "Unknown", elsewhere: "Elsewhere" },
  dateLabel: "Call date",
  dateHint: "A file’s own start time wins (Vapi startedAt, Retell start_timestamp); left empty, today.",
  appliesLabel: { known: "In force there", unknown: "Where it could apply", note: "Where or when it applies" },
  notesTitle: "Good practice there, not counted",
  submit: "Check the call",
  checking: "Checking the call…",
  findingsTitle: "Findings",
  cannotShow:
    "A transcript cannot show what happened outside the words: consent before dialing, do-not-call and reassigned-number checks, calling hours, or a notice played by an IVR before the agent spoke. Nor can it show which of these laws apply to you (where the caller and your business are, and whether you are a HIPAA covered entity, a financial institution, a school or an online service), what consents or authorizations you hold, whether the line called is residential or wireless, whether keypad tones are masked, how the recording and transcript are stored, or whether speech-to-text heard the words right.",
  directionUnknown:
    "The call’s direction is not in the file and the opening does not show it, so the rules for outbound calls were not checked: set Call direction to check them.",
  whyLabel: "Why it matters",
  wordingLabel: "Compliant wording",
  /** For a rule explained on a page other than a regulation guide. */
  explainedLink: "Where this rule is explained",
  redactedTitle: "Redacted transcript",
  redactedHint:
    "Card numbers, security codes, Social Security numbers, email addresses and phone numbers replaced; everything else kept, in the same format.",
  copy: "Copy",
  copied: "Copied",
  download: "Download",
  exportTitle: "Export",
  exportJson: "Findings as JSON",
  exportCsv: "Findings as CSV",
  print: "Print findings record",
  batch: {
    title: "Calls",
    byRuleTitle: "Findings by rule",
    noneByRule: "No rule found a break in any call checked.",
    columns: {
      file: "File",
      format: "Format",
      findings: "Findings",
      rules: "Rules",
      rule: "Rule",
      law: "Law",
      calls: "Calls",
    },
    notRead: "Not read",
    onlyFlagged: "Only calls with findings, or not read",
    previous: "Previous",
    next: "Next",
    stop: "Stop",
    exportCsv: "All findings as CSV",
    exportJson: "All findings as JSON",
    starting: "Reading the files…",
  },
} as const;

/** The checker's copy, as received by its components. */
export type CheckPageText = typeof checkPageText;

/** What the checker's form, results and exports say with a figure, a date or a name in it: code, bundled. */
export const checkPage = {
  /** "12 December 2026", from YYYY-MM-DD. */
  day: (day: string): string =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { timeZone: "UTC", dateStyle: "long" }),
  placing: (place: string, day: string, from: "file" | "settings" | "today"): string =>
    `Checked for a party in ${place === "Unknown" ? "an unknown place (the strictest reading)" : place === "Elsewhere" ? "a place outside the US, the EU/EEA and the UK" : place}, on a call dated ${day}${from === "file" ? " (from the file)" : from === "today" ? " (today)" : ""}.`,
  placesCount: (count: number): string => `${count} places`,
  obligation: (place: string, provision: string, from: string | null, unsettled: boolean): string =>
    `${place}: ${provision}${from ? `, from ${from}` : ""}${unsettled ? " (whether it covers this call is unsettled)" : ""}`,
  notesIntro: (count: number): string =>
    `${count === 1 ? "One check" : `${count} checks`} found words that no obligation the rules read requires of a call to or from that place on that date; each says where, or from when, one does.`,
  count: (count: number): string => (count === 0 ? "No findings" : count === 1 ? "1 finding" : `${count} findings`),
  noFindings: (rules: number): string =>
    `No finding for the ${rules} rules checked. This does not show that the call complied with the law.`,
  turnLabel: (turn: number, speaker: string): string => `Turn ${turn}, ${speaker}`,
  guideLink: (law: string): string => `The rule in the ${law} guide`,
  /** A copy too long to lay out in the box whole: the box shows its start. */
  redactedPreview: (shown: number, total: number): string =>
    `The box shows the first ${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} characters; Copy and Download give the whole copy.`,
  demoLoaded: (industry: string): string => `The ${industry} demo call is loaded and checked.`,
} as const;
