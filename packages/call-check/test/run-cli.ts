/** Runs the command line in-process, as a test: its output, its standard error and its exit status. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../src/cli/main.ts";

export const CORPUS = join(import.meta.dirname, "../../../tests/check-corpus");

/** A call with an AI-disclosure, a recording and a card-number finding, on lines 1 and 2. */
export const CARD_CALL = "Agent: Hi, how can I help?\nCaller: my card is 4111 1111 1111 1111\n";

/** A call that breaks no rule: named, disclosed, recorded with notice. */
export const CLEAN_CALL =
  "Agent: Thanks for calling Acme Dental, this is an AI assistant and this call is recorded. How can I help?\nCaller: What are your opening hours?\nAgent: We are open nine to five.\n";

export const scratch = (): string => mkdtempSync(join(tmpdir(), "vigil-check-"));

export async function run(argv: readonly string[], { cwd = scratch(), stdin = "" } = {}) {
  let stdout = "";
  let stderr = "";
  const status = await main({
    argv,
    cwd,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: () => Promise.resolve(new TextEncoder().encode(stdin)),
    day: "2026-06-01",
  });
  return { status, stdout, stderr };
}
