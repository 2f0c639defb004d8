/**
 * Reads a transcript whatever its format, recognized from its content (never the file name), into the turns the
 * rules read: consecutive lines of one speaker become one turn.
 */
import type { CheckSettings, Transcript, Turn } from "../types.ts";
import { parseJsonTranscript } from "./json-formats.ts";
import { jsonError } from "./json-error.ts";
import { MAX_CHARACTERS, tooLarge } from "./limits.ts";
import { parsePlain } from "./plain.ts";
import { failure, type ParseError, type ParseResult, type RawTurn } from "./result.ts";
import { parseSubRip } from "./subrip.ts";
import { parseWebVtt } from "./webvtt.ts";

export type ReadResult =
  { ok: true; transcript: Transcript; origins: unknown[][]; document: unknown } | { ok: false; error: ParseError };

/** What is wrong with a JSON text, and where, as a line and column. */
function jsonErrorMessage(source: string, error: unknown): string {
  const { offset, reason } = jsonError(source);
  // The scan accepts what JSON.parse accepts; should they ever disagree, no place is better than a wrong one.
  if (offset < 0 || !(error instanceof SyntaxError)) return "This looks like JSON but could not be read.";
  const before = source.slice(0, offset);
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  const found = reason ?? (offset < source.length ? `unexpected “${source[offset]}”` : "it ends too early");
  return `This looks like JSON but does not parse at line ${line}, column ${column}: ${found}.`;
}

/**
 * Consecutive turns of one speaker are one turn; each is numbered. `origins[i]` lists where turn i came from in the
 * source (lines, or JSON paths), for the redacted copy.
 */
function numberTurns(raw: readonly RawTurn[]): { turns: Turn[]; origins: unknown[][] } {
  const turns: Turn[] = [];
  const origins: unknown[][] = [];
  for (const { speaker, text, time, origin } of raw) {
    const previous = turns.at(-1);
    if (previous && previous.speaker === speaker) {
      previous.text = `${previous.text} ${text}`;
      origins.at(-1)?.push(origin);
    } else {
      turns.push({ index: turns.length, speaker, text, time });
      origins.push([origin]);
    }
  }
  return { turns, origins };
}

/**
 * What is read: the source after a byte-order mark and any white space before it starts. Line numbers (of the turns'
 * lines, of a JSON error) are counted from the source's own start, so they are shifted by the lines skipped.
 */
function parsed(source: string, settings: Pick<CheckSettings, "agentSpeaker">) {
  const unmarked = source.replace(/^\uFEFF/, "");
  const text = unmarked.trimStart();
  if (text.trim() === "") return failure("empty", "Paste a transcript, or choose a file.");
  if (text.length > MAX_CHARACTERS) return { ok: false as const, error: tooLarge(text.length) };
  if (/^WEBVTT\b/.test(text)) return parseWebVtt(text, settings.agentSpeaker);
  // JSON opens with an object or an array of them; "[00:00:01] Agent: …" is a timestamped line.
  if (text.startsWith("{") || /^\[\s*[{["\]]/.test(text)) {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      // JSON allows white space before a value: the error is placed in the text as it was given.
      return failure("json", jsonErrorMessage(unmarked, error));
    }
    return { ...parseJsonTranscript(document, settings.agentSpeaker), document };
  }
  // A cue timing on any line: SubRip, or no format at all, never plain text with timings read as what was said.
  if (/^(?:\d{1,2}:)?\d{2}:\d{2}[.,]\d{3}\s{1,10}-->/m.test(text)) return parseSubRip(text, settings.agentSpeaker);
  return parsePlain(text, settings.agentSpeaker);
}

/** The transcript's turns; for the redacted copy, where each came from and the parsed JSON document, if any. */
export function readTranscript(source: string, settings: Pick<CheckSettings, "agentSpeaker">): ReadResult {
  const result: ParseResult & { document?: unknown } = parsed(source, settings);
  if (!result.ok) return result;
  const { format, turns: raw, direction, startedOn } = result.transcript;
  const { turns, origins } = numberTurns(raw);
  // A text format's turns came from lines, counted after the blank lines it began with: counted again from its start,
  // so that the redacted copy replaces what was said on the line it was said on.
  const skipped = source.length - source.trimStart().length;
  const linesSkipped = source.slice(0, skipped).split("\n").length - 1;
  if (linesSkipped > 0 && !("document" in result))
    for (const turnOrigins of origins)
      turnOrigins.forEach((lines, at) => {
        if (Array.isArray(lines)) turnOrigins[at] = lines.map((line) => (line as number) + linesSkipped);
      });
  return { ok: true, transcript: { format, direction, startedOn, turns }, origins, document: result.document ?? null };
}
