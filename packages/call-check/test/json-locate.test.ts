// @vitest-environment node
import { expect, it } from "vitest";
import { linesOfPaths } from "../src/batch/json-locate.ts";

const key = (...path: (string | number)[]) => JSON.stringify(path);

it("finds the line each wanted value starts on, by its path", () => {
  const text = `\n{\n  "a": [1, {"b": "x\\\\\\"y,]}"}],\n  "messages": [\n    {},\n    [],\n    {\n      "content":\n        "Hi"\n    }\n  ],\n  "z": true\n}\n`;
  expect(JSON.parse(text)).toBeTruthy();
  const wanted = new Set([key("messages", 2, "content"), key("a", 1, "b"), key("z"), key("missing")]);
  expect(linesOfPaths(text, wanted)).toEqual(
    new Map([
      [key("a", 1, "b"), 3],
      [key("messages", 2, "content"), 9],
      [key("z"), 12],
    ]),
  );
});

it("reads a top-level array and the document itself", () => {
  expect(linesOfPaths('[\n{"role": "user"},\n{"content": "hi"}\n]', new Set([key(1, "content"), key()]))).toEqual(
    new Map([
      [key(), 1],
      [key(1, "content"), 3],
    ]),
  );
});
