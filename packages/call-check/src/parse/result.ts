/** What reading a transcript gives: its turns, or a message for the user that says what is wrong and where. */
import type { Direction, FormatId, Speaker } from "../types.ts";

export type ParseErrorKind =
  "empty" | "too-large" | "json" | "unknown-shape" | "no-turns" | "no-labels" | "speakers" | "unknown-format";

export interface ParseError {
  kind: ParseErrorKind;
  message: string;
  /** For "speakers": the labels found, so the user can say which one is the agent. */
  labels?: readonly string[];
}

/** A turn before it is numbered and merged with its neighbours. */
export interface RawTurn {
  speaker: Speaker;
  text: string;
  time: number | null;
  /** Where it came from in the file, for the redacted copy: a line (plain, WebVTT, SubRip) or a JSON path. */
  origin?: unknown;
}

interface ParsedTranscript {
  format: FormatId;
  turns: RawTurn[];
  direction: Direction | null;
  /** The day the call started, YYYY-MM-DD in UTC, where the file's metadata says (Vapi `startedAt`, Retell `start_timestamp`). */
  startedOn: string | null;
}

export type ParseResult = { ok: true; transcript: ParsedTranscript } | { ok: false; error: ParseError };

export const failure = (kind: ParseErrorKind, message: string, labels?: readonly string[]): ParseResult => ({
  ok: false,
  error: labels ? { kind, message, labels } : { kind, message },
});

export const success = (
  format: FormatId,
  turns: RawTurn[],
  direction: Direction | null = null,
  startedOn: string | null = null,
): ParseResult =>
  turns.length === 0
    ? failure("no-turns", "The file has no turns: nothing the agent or the caller said.")
    : { ok: true, transcript: { format, turns, direction, startedOn } };
