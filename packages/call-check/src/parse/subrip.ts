/**
 * SubRip (.srt): cues set apart by blank lines, each a number, a timing ("00:00:01,000 --> 00:00:04,000") and the
 * text, whose speaker is named as "Agent: …", on each "- " dialogue line or by a WebVTT-style voice tag. Read
 * strictly: any text with a timing line is read here, and a line that is no part of a cue means the text is in no
 * format the checker knows, which it says rather than reading timings as something said.
 */
import { cueSegments, cueTurns, TIMING, type Segment } from "./cues.ts";
import { clockSeconds } from "./plain.ts";
import { failure, type ParseResult } from "./result.ts";

const blank = (line: string | undefined): boolean => (line ?? "").trim() === "";

const unknownFormat = (line: number): ParseResult =>
  failure(
    "unknown-format",
    `This is in no format the checker knows: line ${line} reads as neither SubRip nor a labelled line. SubRip is cues set apart by blank lines, each a number, a timing such as “00:00:01,000 --> 00:00:04,000” and what was said, as “Agent: …”.`,
  );

export function parseSubRip(source: string, agentSpeaker: string): ParseResult {
  const segments: Segment[] = [];
  const lines = source.split(/\r?\n/);
  for (let at = 0; at < lines.length;) {
    if (blank(lines[at])) {
      at++;
      continue;
    }
    if (/^\s{0,20}\d{1,9}\s{0,20}$/.test(lines[at] ?? "")) at++;
    const timing = TIMING.exec(lines[at] ?? "");
    if (!timing) return unknownFormat(at + 1);
    let end = ++at;
    for (; !blank(lines[end]) && end < lines.length; end++) {
      // A timing in a cue's text is a cue with no blank line before it: its number would be read as said.
      if (TIMING.test(lines[end] ?? "")) return unknownFormat(end + 1);
    }
    segments.push(...cueSegments(lines.slice(at, end), at, clockSeconds(timing[1] ?? "0:00")));
    at = end;
  }
  const noLabels =
    "The SubRip cues name no speaker: begin each cue's text, or each “- ” line of it, with its speaker, as “Agent: …”.";
  return cueTurns(segments, agentSpeaker, "srt", noLabels);
}
