// @vitest-environment node
/** A large batch over worker threads gives what this thread gives, call for call, in order; the progress line. */
import { availableParallelism } from "node:os";
import { expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../src/index.ts";
import { checkAll } from "../src/cli/check-all.ts";
import { checkSource } from "../src/cli/check.ts";
import { progressLine } from "../src/cli/progress.ts";
import { CARD_CALL, CLEAN_CALL } from "./run-cli.ts";

const calls = Array.from({ length: 700 }, (_, at) => ({
  file: `call-${at}.txt`,
  path: null,
  line: null,
  text: at % 7 === 3 ? "not a call" : at % 2 ? CARD_CALL : CLEAN_CALL,
}));
const job = { settings: { ...DEFAULT_SETTINGS, location: "TX" }, day: "2026-06-01", redact: true };

it.skipIf(availableParallelism() < 2)(
  "checks 700 calls over threads as this thread does, in order",
  async () => {
    let reported = 0;
    const outcomes = await checkAll(calls, job, (done) => (reported = done));
    expect(outcomes).toEqual(calls.map((source) => checkSource(source, job.settings, job)));
    expect(reported).toBe(calls.length);
  },
  60_000,
);

it("shows progress on a terminal once a batch has taken a second, never in a pipe", () => {
  let clock = 0;
  const written: string[] = [];
  const io = (terminal: boolean) => ({ stderr: (text: string) => written.push(text), stderrIsTerminal: terminal });
  const line = progressLine(io(true), 10_000, () => clock);
  line.show(10);
  clock = 1500;
  line.show(4200);
  line.end();
  expect(written).toEqual(["\rvigil-check: 4,200 of 10,000 calls checked", "\r\u001b[2K"]);
  written.length = 0;
  const piped = progressLine(io(false), 10_000, () => clock);
  clock = 5000;
  piped.show(9000);
  piped.end();
  expect(written).toEqual([]);
});
