/** Which speaker label is the agent's: the usual names, or the one the user chose. */
import type { Speaker } from "../types.ts";

const AGENT_LABELS = new Set([
  "agent",
  "ai",
  "ai agent",
  "ai assistant",
  "assistant",
  "bot",
  "voice agent",
  "virtual agent",
  "voicebot",
]);
const CALLER_LABELS = new Set(["caller", "customer", "user", "human", "client", "patient", "guest", "contact", "lead"]);

const key = (label: string): string => label.trim().toLowerCase().replace(/\s+/g, " ");

/** The speaker of each label, or null when some label is neither known nor the one the user named as the agent. */
export function speakersOf(labels: readonly string[], agentSpeaker: string): Map<string, Speaker> | null {
  const chosen = key(agentSpeaker);
  const speakers = new Map<string, Speaker>();
  for (const label of labels) {
    const name = key(label);
    if (chosen !== "") speakers.set(label, name === chosen ? "agent" : "caller");
    else if (AGENT_LABELS.has(name)) speakers.set(label, "agent");
    else if (CALLER_LABELS.has(name)) speakers.set(label, "caller");
    else return null;
  }
  if (chosen !== "" && ![...speakers.values()].includes("agent")) return null;
  return speakers;
}

export const speakerQuestion = (labels: readonly string[]): string =>
  `The speakers are labelled ${labels.map((label) => `“${label}”`).join(" and ")}: say which one is the agent.`;
