// @vitest-environment node
/** The package's README lists every rule by its id, name and law, and its examples name the version published. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { rules, ruleWords } from "../src/index.ts";

const readme = readFileSync(join(import.meta.dirname, "../README.md"), "utf8");
const { version } = JSON.parse(readFileSync(join(import.meta.dirname, "../package.json"), "utf8")) as {
  version: string;
};

it.each(rules.map(({ id, law }) => [id, ruleWords[id]?.name, law]))("lists the rule %s: %s (%s)", (id, name, law) => {
  expect(readme).toMatch(new RegExp(`\\| \`${id}\` +\\| ${name} +\\| ${law} +\\|`));
});

it("lists no rule the package does not have", () => {
  const listed = [...readme.matchAll(/^\| `([a-z][a-z-]*)` /gm)].map(([, id]) => id);
  expect(listed).toEqual(rules.map(({ id }) => id));
});

it("names the package's own version where it pins one", () => {
  for (const [, pinned] of readme.matchAll(/vigil-call-check@(\d+\.\d+\.\d+)/g)) expect(pinned).toBe(version);
});
