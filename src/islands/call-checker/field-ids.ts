/**
 * The ids of the checker's fields: the form renders them, the island reads what they held before it ran, and the
 * page's early-drop script (src/lib/early-drop-script.ts) finds the transcript box and the file picker by them.
 */
export const FIELD_IDS = {
  transcript: "transcript",
  file: "transcript-file",
  direction: "direction",
  businessName: "business-name",
  recorded: "recorded",
  agentSpeaker: "agent-speaker",
} as const;
