/**
 * The landing page's demo calls as transcripts, for "Check this call" and the tests: an inbound call whose opening
 * discloses the AI and the recording, the caller's request, and the agent's answer. In the mitigated call the
 * transcript is stored as a compliant system stores it, with what the caller read out already redacted.
 */
import { industries, type IndustryId } from "#src/content/industries.ts";
import { redactText } from "#check/redact.ts";
import { spansInTurn } from "#check/sensitive.ts";

const DEMO_OPENING = "Thanks for calling. I’m Ava, an AI assistant, and this call is recorded. How can I help?";

/** Build time only: the registry is not for the browser. */
export function demoCallTranscript(id: IndustryId, { mitigated }: { mitigated: boolean }): string {
  const industry = industries.find((entry) => entry.id === id);
  if (!industry) throw new Error(`demoCallTranscript: no industry "${id}"`);
  const { prompt, response, mitigatedResponse } = industry.scenario;
  const said = mitigated
    ? redactText(prompt, spansInTurn({ index: 1, speaker: "caller", text: prompt, time: null }, undefined))
    : prompt;
  return [`Agent: ${DEMO_OPENING}`, `Caller: ${said}`, `Agent: ${mitigated ? mitigatedResponse : response}`].join("\n");
}
