/** WebVTT captions whose cues name their speaker with a voice tag, `<v Agent>…</v>`, or as "Agent: …". */
import { cueSegments, cueTurns, TIMING, type Segment } from "./cues.ts";
import { clockSeconds } from "./plain.ts";
import type { ParseResult } from "./result.ts";

export function parseWebVtt(source: string, agentSpeaker: string): ParseResult {
  const segments: Segment[] = [];
  const lines = source.split(/\r?\n/);
  for (let at = 0; at < lines.length; at++) {
    const timing = TIMING.exec(lines[at] ?? "");
    if (!timing) continue;
    let end = at + 1;
    while (end < lines.length && (lines[end] ?? "").trim() !== "") end++;
    segments.push(...cueSegments(lines.slice(at + 1, end), at + 1, clockSeconds(timing[1] ?? "0:00")));
    at = end;
  }
  const noLabels = "The WebVTT cues name no speaker: give each cue a voice tag, such as <v Agent>…</v>.";
  return cueTurns(segments, agentSpeaker, "webvtt", noLabels);
}
