/** What a run found, as every output format receives it: plain data, each call's findings with its rules' words. */
import type { FormatId } from "../index.ts";

export interface ReportedFinding {
  /** The rule's id. */
  rule: string;
  /** As the page shows it. */
  name: string;
  law: string;
  citation: string;
  /** 1-based. */
  turn: number;
  /** Seconds from the start of the call, where the file has times. */
  time: number | null;
  /** 1-based: a text format's line, the line a JSON turn's value starts on, a JSON Lines call's line. */
  line: number | null;
  /** The words quoted, or for a number, where it is (never the number itself). */
  quote: string;
}

export interface ReportedCall {
  /** As the input was named, relative to the working directory where it is inside it; "-" for standard input. */
  file: string;
  /** For a call of a JSON Lines file: its line. */
  jsonLine: number | null;
  format: FormatId;
  /** The other party's location the findings were weighed at, a registry code, "elsewhere" or "unknown". */
  location: string;
  /** The call's date, YYYY-MM-DD: the file's, else --date, else today. */
  date: string;
  findings: ReportedFinding[];
}

/** An input that could not be checked, and what is wrong with it. */
export interface InputProblem {
  file: string;
  /** Where the file has lines and the fault is on one (a JSON Lines call). */
  line: number | null;
  message: string;
}

export interface Report {
  calls: ReportedCall[];
  problems: InputProblem[];
}

/** "calls.jsonl:3", "a.txt": where a call or a problem is. */
export const place = (file: string, line: number | null): string => (line === null ? file : `${file}:${line}`);
