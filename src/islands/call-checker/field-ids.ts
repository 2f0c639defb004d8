/**
 * The ids of the checker's form and fields: the form renders them, the island reads what they held before it ran, and
 * the page's early-input script (src/inline-scripts/early-input.ts) finds the form, the transcript box and the file picker
 * by them.
 */
export const FIELD_IDS = {
  form: "check-form",
  transcript: "transcript",
  file: "transcript-file",
  folder: "transcript-folder",
  direction: "direction",
  businessName: "business-name",
  recorded: "recorded",
  agentSpeaker: "agent-speaker",
  location: "location",
  date: "call-date",
} as const;
