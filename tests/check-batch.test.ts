// @vitest-environment node
/**
 * A batch on /check, its logic without a browser: which files are gathered from a choice or a drop (a folder's
 * transcripts only, an unreadable entry named and the rest kept), how the worker's loop reads and answers them, and how
 * the page counts and describes what it answered.
 */
import { describe, expect, test } from "vitest";
import { ruleWords } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";
import { ruleReach } from "#src/lib/rule-reach.ts";
import { readInput, type BatchFile } from "#src/islands/call-checker/batch-input.ts";
import { runBatch, type BatchReply } from "#src/islands/call-checker/batch-run.ts";
import { batchReport, byRule, callText } from "#src/islands/call-checker/batch-rows.ts";
import { gatherDropped, gatherPicked } from "#src/islands/call-checker/gather-files.ts";

const CARD = "Agent: Thanks for calling.\nCaller: My card is 4111 1111 1111 1111.";
const CLEAN = "Agent: Thanks for calling, I am an AI assistant and this call is recorded.\nCaller: Thanks.";
const JSON_LINES = [
  JSON.stringify({
    messages: [{ role: "assistant", content: "Thanks for calling, I am an AI assistant and this call is recorded." }],
  }),
  JSON.stringify({ messages: [{ role: "user", content: "4111 1111 1111 1111" }] }),
].join("\n");
const settings = { ...DEFAULT_SETTINGS, direction: "inbound" as const };
const reach = ruleReach(ruleWords);

const inFolder = (path: string, text = CLEAN) =>
  Object.assign(new File([text], path.split("/").at(-1) ?? path), { webkitRelativePath: path });

describe("gathering a batch's files", () => {
  test("chosen files are each read, whatever their names; a folder's only by a transcript's ending, dot-paths skipped", () => {
    expect(
      gatherPicked([new File(["x"], "b.md"), new File(["x"], "a.txt")], false).files.map(({ name }) => name),
    ).toEqual(["a.txt", "b.md"]);
    const folder = gatherPicked(
      [inFolder("calls/z.srt"), inFolder("calls/notes.md"), inFolder("calls/.git/x.json"), inFolder("calls/a/b.JSONL")],
      true,
    );
    expect(folder.files.map(({ name }) => name)).toEqual(["calls/a/b.JSONL", "calls/z.srt"]);
    expect(folder.skipped).toEqual(["calls/notes.md", "calls/.git/x.json"]);
  });

  /** A dropped entry as the browser gives it, for a file or a folder; `fails` makes reading it fail. */
  const entry = (fullPath: string, inner?: FileSystemEntry[], fails = false): FileSystemEntry => {
    const name = fullPath.split("/").at(-1) ?? "";
    if (!inner)
      return {
        name,
        fullPath,
        isFile: true,
        isDirectory: false,
        file: (resolve: (file: File) => void, reject: (error: Error) => void) => {
          if (fails) reject(new Error("NotFoundError"));
          else resolve(new File([CLEAN], name));
        },
      } as unknown as FileSystemEntry;
    return {
      name,
      fullPath,
      isFile: false,
      isDirectory: true,
      createReader: () => {
        // Two answers, as a browser gives a long folder's entries, then the empty one that ends it.
        const answers = fails ? [] : [inner.slice(0, 1), inner.slice(1), []];
        return {
          readEntries: (resolve: (entries: FileSystemEntry[]) => void, reject: (error: Error) => void) => {
            const next = answers.shift();
            if (next) resolve(next);
            else reject(new Error("NotReadableError"));
          },
        };
      },
    } as unknown as FileSystemEntry;
  };

  test("a drop: files as they are, folders walked to the end; what cannot be read is skipped by name, the rest kept", async () => {
    const gathered = await gatherDropped([
      entry("/loose.md"),
      entry("/calls", [
        entry("/calls/b.txt"),
        entry("/calls/a.vtt"),
        entry("/calls/readme.md"),
        entry("/calls/.DS_Store"),
        entry("/calls/gone.txt", undefined, true),
        entry("/calls/locked", [], true),
        entry("/calls/deeper", [entry("/calls/deeper/c.json")]),
      ]),
    ]);
    expect(gathered.files.map(({ name }) => name)).toEqual([
      "calls/a.vtt",
      "calls/b.txt",
      "calls/deeper/c.json",
      "loose.md",
    ]);
    expect(gathered.skipped).toEqual([
      "calls/readme.md",
      "calls/.DS_Store",
      "calls/gone.txt (could not be read)",
      "calls/locked (could not be read)",
    ]);
  });
});

/**
 * Runs a batch to its end and gathers its answers: as the worker does, each file at hand or, for the first `late`, sent
 * by the page a moment later; or (`onPage`) as the page's own thread does.
 */
async function run(
  files: BatchFile[],
  { from = 0, current = (): number => 1, late = 0, onPage = false } = {},
): Promise<BatchReply[]> {
  const replies: BatchReply[] = [];
  const job = { batch: 1, settings, words: ruleWords, reach, total: files.length, from };
  // In the worker the first `late` files come a moment after they are asked for; on the page all are at hand.
  const arrived = new Set([...files.keys()].filter((index) => onPage || index >= late));
  const inputs = {
    read: async (index: number) => {
      if (!arrived.has(index)) await new Promise((resolve) => setTimeout(resolve, 1));
      arrived.add(index);
      return readInput(files[index] ?? named("missing", ""));
    },
    waits: (index: number) => !arrived.has(index),
  };
  await runBatch(job, inputs, (reply) => replies.push(reply), current);
  return replies;
}
const named = (name: string, content: BlobPart, size?: number): BatchFile => {
  const file = new File([content], name);
  return { name, file: size === undefined ? file : Object.defineProperty(file, "size", { value: size }) };
};

describe("the worker's batch loop", () => {
  test("each file read: a call per file or per JSON Lines line, what cannot be read named, the last answer done", async () => {
    const replies = await run([
      named("card.txt", CARD),
      named("calls.jsonl", JSON_LINES),
      named("empty.txt", ""),
      named("binary.json", new Uint8Array([123, 0, 125])),
      named("huge.txt", "x", 50_000_000),
      named("speakers.txt", "Alex: Hi.\nSam: Hello."),
    ]);
    expect(replies.at(-1)).toMatchObject({ read: 6, done: true });
    expect(replies.slice(0, -1).every(({ done }) => !done)).toBe(true);
    const calls = replies.flatMap(({ calls: answered }) => answered);
    expect(calls.map(({ file, line }) => [file, line])).toEqual([
      [0, null],
      [1, 1],
      [1, 2],
      [2, null],
      [3, null],
      [4, null],
      [5, null],
    ]);
    expect(calls.map(({ name, problem }) => problem ?? `${name}: ok`)).toEqual([
      "card.txt: ok",
      "calls.jsonl:1: ok",
      "calls.jsonl:2: ok",
      "empty.txt is empty.",
      "binary.json is not text (it holds NUL bytes: a binary file?).",
      "huge.txt is over 24 MB: not read.",
      expect.stringMatching(/^speakers\.txt: .* Choose the call to name which speaker is the agent\.$/),
    ]);
    expect(calls[0]?.reported?.findings.find(({ rule }) => rule === "card-number")).toMatchObject({ line: 2, turn: 2 });
  });

  test("goes on from a file, and stops when its batch is no longer the current one", async () => {
    const files = [named("a.txt", CARD), named("b.txt", CLEAN), named("c.txt", CLEAN)];
    expect((await run(files, { from: 2 })).flatMap(({ calls }) => calls.map(({ file }) => file))).toEqual([2]);
    let checked = 0;
    const stopped = await run(files, { current: () => (checked++ < 1 ? 1 : 0) });
    expect(stopped.flatMap(({ calls }) => calls).length).toBeLessThan(3);
    expect(stopped.some(({ done }) => done)).toBe(false);
    expect(await run([])).toEqual([{ batch: 1, calls: [], read: 0, done: true }]);
    // A file that is not here yet: what was checked is answered first (the page then sends the next slice).
    const waited = await run(files, { late: 3 });
    expect(waited.map(({ read, calls }) => [read, calls.length])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe("the page's rows", () => {
  test("problems named with their file and line, findings counted by rule, a call's own text found again", async () => {
    const twoCards = `${CARD}\nAgent: And the other card?\nCaller: 5500 0000 0000 0004.`;
    const files = [
      named("card.txt", CARD),
      named("calls.jsonl", JSON_LINES),
      named("empty.txt", ""),
      named("two-cards.txt", twoCards),
    ];
    const calls = (await run(files)).flatMap(({ calls: answered }) => answered);
    expect(calls.map(({ name }) => name)).toEqual([
      "card.txt",
      "calls.jsonl:1",
      "calls.jsonl:2",
      "empty.txt",
      "two-cards.txt",
    ]);
    const { calls: reported, problems } = batchReport(calls);
    expect(reported.map(({ file }) => file)).toEqual(["card.txt", "calls.jsonl", "calls.jsonl", "two-cards.txt"]);
    expect(problems).toEqual([{ file: "empty.txt", line: null, message: "empty.txt is empty." }]);
    const card = byRule(calls).find(({ rule }) => rule === "card-number");
    expect(card).toMatchObject({ name: "Card number in the transcript", calls: 3, findings: 4 });
    expect(byRule(calls)[0]?.calls).toBeGreaterThanOrEqual(card?.calls ?? 0);
    expect(await callText(files[1]?.file ?? new File([], ""), 2)).toBe(JSON_LINES.split("\n")[1]);
    expect(await callText(files[0]?.file ?? new File([], ""), null)).toBe(CARD);
  });
});
