// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { textOf } from "../src/batch/sources.ts";
import { gather } from "../src/cli/inputs.ts";
import { jsonLines } from "../src/batch/json-lines.ts";
import { CARD_CALL, scratch } from "./run-cli.ts";

const noStdin = () => Promise.reject(new Error("standard input was not named"));

describe("gather", () => {
  it("reads a directory recursively, in order, the transcripts' endings only; the rest is listed as skipped", async () => {
    const cwd = scratch();
    mkdirSync(join(cwd, "calls/deep"), { recursive: true });
    mkdirSync(join(cwd, "calls/.git"));
    for (const name of [
      "b.txt",
      "a.JSON",
      "deep/c.vtt",
      "deep/d.srt",
      "e.jsonl",
      "notes.md",
      "audio.wav",
      ".git/x.txt",
    ])
      writeFileSync(join(cwd, "calls", name), name.endsWith(".JSON") ? '{"messages": []}' : CARD_CALL);
    const { sources, skipped, problems } = await gather(["calls"], { cwd, readStdin: noStdin });
    expect(sources.map(({ file }) => file)).toEqual([
      "calls/a.JSON",
      "calls/b.txt",
      "calls/deep/c.vtt",
      "calls/deep/d.srt",
      "calls/e.jsonl",
    ]);
    expect(skipped).toEqual(["calls/.git", "calls/audio.wav", "calls/notes.md"]);
    expect(problems).toEqual([]);
  });

  it("reads a file it is named whatever its ending, and standard input as '-'", async () => {
    const cwd = scratch();
    writeFileSync(join(cwd, "call.log"), CARD_CALL);
    const readStdin = () => Promise.resolve(new TextEncoder().encode(CARD_CALL));
    const { sources } = await gather(["call.log", "-"], { cwd, readStdin });
    expect(sources).toEqual([
      { file: "call.log", path: join(cwd, "call.log"), line: null, text: CARD_CALL },
      { file: "-", path: null, line: null, text: CARD_CALL },
    ]);
  });

  it("names what it cannot read and reads the rest", async () => {
    const cwd = scratch();
    writeFileSync(join(cwd, "empty.txt"), "");
    writeFileSync(join(cwd, "blank.txt"), " \n\n");
    writeFileSync(join(cwd, "binary.json"), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]));
    writeFileSync(join(cwd, "latin1.txt"), new Uint8Array([0x41, 0x67, 0x65, 0x6e, 0x74, 0x3a, 0x20, 0xe9]));
    writeFileSync(join(cwd, "good.txt"), CARD_CALL);
    const { sources, problems } = await gather(
      ["empty.txt", "blank.txt", "binary.json", "latin1.txt", "gone.txt", "good.txt"],
      {
        cwd,
        readStdin: noStdin,
      },
    );
    expect(sources.map(({ file }) => file)).toEqual(["good.txt"]);
    expect(problems.map(({ message }) => message)).toEqual([
      "empty.txt is empty.",
      "blank.txt is empty (only white space).",
      "binary.json is not text (it holds NUL bytes: a binary file?).",
      "latin1.txt is not UTF-8 text (a binary file?).",
      "gone.txt does not exist.",
    ]);
  });

  it("makes each line of JSON Lines a call of its own, with its line", async () => {
    const cwd = scratch();
    const line = JSON.stringify({ messages: [{ role: "assistant", content: "Hi" }] });
    writeFileSync(join(cwd, "calls.jsonl"), `${line}\n\n${line}\r\n`);
    const { sources } = await gather(["calls.jsonl"], { cwd, readStdin: noStdin });
    expect(sources.map(({ line: at, text }) => [at, text])).toEqual([
      [1, line],
      [3, line],
    ]);
  });
});

describe("jsonLines", () => {
  it("reads JSON Lines by content, not one JSON document, nor text, nor one line", () => {
    expect(jsonLines('{"a": 1}\n{"b": 2}')).toHaveLength(2);
    expect(jsonLines('{"a": 1}\n{"b": oops}')).toHaveLength(2);
    expect(jsonLines('[{"a": 1},\n{"b": 2}]')).toBeNull();
    expect(jsonLines('{\n  "a": 1\n}')).toBeNull();
    expect(jsonLines('{"a": 1}')).toBeNull();
    expect(jsonLines(CARD_CALL)).toBeNull();
  });
});

it("reads UTF-8, a byte-order mark not part of the text", () => {
  expect(textOf(new TextEncoder().encode("\uFEFFAgent: hi"))).toEqual({ text: "Agent: hi" });
});
