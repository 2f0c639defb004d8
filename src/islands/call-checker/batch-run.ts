/**
 * A batch as the checker's worker runs it (or this thread, where no worker starts): each file read, its calls checked
 * and described with the rules' words the page sent (the command line's `ReportedCall`), answered in groups, so that
 * the page redraws its progress a few times a second rather than once a call. The page hands the files over a slice
 * at a time (./start-batch.ts), and they are read here. A file that cannot be read is answered as such, and the rest
 * is still checked.
 */
import { foundSource } from "#check/batch/found-source.ts";
import { place, type ReportedCall } from "#check/batch/report.ts";
import { reportedCall } from "#check/batch/reported-call.ts";
import { sourcesOf, textOf } from "#check/batch/sources.ts";
import type { RuleReach } from "#check/place.ts";
import type { CheckSettings, RuleWords } from "#check/types.ts";
import { checkBatch } from "#src/content/check-batch.ts";
import type { BatchInput } from "./batch-input.ts";

/** What a batch is checked with: the same for each of its calls. */
export interface BatchJob {
  batch: number;
  settings: CheckSettings;
  /** The rules' words and the registry's obligations, from the page's props: the worker's script has neither. */
  words: Readonly<Record<string, RuleWords>>;
  reach: RuleReach;
  /** How many files the batch has; they come a slice at a time. */
  total: number;
  /** The first file to check: past 0 when a batch the worker had begun goes on on this thread. */
  from: number;
}

/** A call of a batch: its file, by its place in the batch, and its line in a JSON Lines file; found, or not read. */
export type BatchCall = { file: number; line: number | null; name: string } & (
  { reported: ReportedCall; problem: null } | { reported: null; problem: string }
);

export interface BatchReply {
  batch: number;
  calls: BatchCall[];
  /** How many of the batch's files are read and checked. */
  read: number;
  done: boolean;
}

/** How often progress is answered: often enough to look live, seldom enough that 1,000 calls redraw a few dozen times. */
const ANSWER_EVERY_MS = 150;
/** The calls of one file, each checked and described, or why the file was not read. */
function callsOf(job: BatchJob, index: number, input: BatchInput): BatchCall[] {
  const { name } = input;
  const text = input.problem === undefined ? textOf(new Uint8Array(input.bytes)) : { problem: input.problem };
  if ("problem" in text)
    return [{ file: index, line: null, name, reported: null, problem: checkBatch.unread(name, text.problem) }];
  return sourcesOf(name, null, text.text).map((source) => {
    const at = { file: index, line: source.line, name: place(name, source.line) };
    const found = foundSource(source, job.settings, false);
    if (found.ok)
      return { ...at, reported: reportedCall(source, found, job.words, job.reach, job.settings), problem: null };
    const hint = found.error.kind === "speakers" ? checkBatch.speakersHint : "";
    return { ...at, reported: null, problem: `${at.name}: ${found.error.message}${hint}` };
  });
}

/** Where a batch's files come from: in the worker, from the page, a slice at a time; on the page, from its own list. */
export interface BatchInputs {
  read: (index: number) => Promise<BatchInput>;
  /**
   * Whether the file must first come from the page: what is checked so far is answered before waiting for it, since
   * that answer is what asks the page for more.
   */
  waits: (index: number) => boolean;
}

/** Checks the job's files, while `current()` is its batch: a newer batch, or Stop, ends it. */
export async function runBatch(
  job: BatchJob,
  inputs: BatchInputs,
  answer: (reply: BatchReply) => void,
  current: () => number,
): Promise<void> {
  const { batch, total, from } = job;
  let calls: BatchCall[] = [];
  let answered = performance.now();
  if (from >= total) answer({ batch, calls, read: total, done: true });
  const flush = (read: number, done: boolean) => {
    answer({ batch, calls, read, done });
    calls = [];
    answered = performance.now();
  };
  for (let index = from; index < total; index++) {
    if (inputs.waits(index) && calls.length > 0) flush(index, false);
    const given = await inputs.read(index);
    if (current() !== batch) return;
    calls.push(...callsOf(job, index, given));
    const done = index === total - 1;
    if (done || performance.now() - answered >= ANSWER_EVERY_MS) flush(index + 1, done);
  }
}
