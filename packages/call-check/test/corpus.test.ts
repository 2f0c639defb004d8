// @vitest-environment node
/**
 * The labelled corpus through the command line, as a user would run it: file by file with each call's settings as
 * flags, and as one directory in every format. Its findings are the page's engine's, call for call, so its precision
 * and recall are the page's (tests/check-corpus.test.ts gates those).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, type TestContext } from "vitest";
import { FORMATS } from "../src/cli/formats/index.ts";
import { checkCall, DEFAULT_SETTINGS, type CheckSettings } from "../src/index.ts";
import { CORPUS, run } from "./run-cli.ts";

interface Label {
  direction?: CheckSettings["direction"];
  recorded?: boolean;
  businessName?: string;
  agentSpeaker?: string;
}

const labels = JSON.parse(readFileSync(join(CORPUS, "labels.json"), "utf8")) as Record<string, Label>;

const flags = ({ direction, recorded, businessName, agentSpeaker }: Label): string[] => [
  ...(direction && direction !== "detect" ? ["--direction", direction] : []),
  ...(recorded === false ? ["--not-recorded"] : []),
  ...(businessName ? ["--business", businessName] : []),
  ...(agentSpeaker ? ["--agent-speaker", agentSpeaker] : []),
];

interface JsonReport {
  calls: { file: string; findings: { rule: string }[] }[];
}

interface SarifLog {
  runs: { results: { locations: { physicalLocation: { region?: { startLine: number } } }[] }[] }[];
}

describe("the labelled corpus through vigil-check", () => {
  it("finds, file by file with the label's settings as flags, what the page's engine finds", async () => {
    const differences: string[] = [];
    for (const [file, label] of Object.entries(labels)) {
      const { status, stdout, stderr } = await run(["--format", "json", ...flags(label), file], { cwd: CORPUS });
      const page = checkCall(readFileSync(join(CORPUS, file), "utf8"), { ...DEFAULT_SETTINGS, ...label });
      const expected = page.ok ? [...new Set(page.report.findings.map(({ ruleId }) => ruleId))].sort() : [];
      const found = (JSON.parse(stdout) as JsonReport).calls.flatMap(({ findings }) =>
        findings.map(({ rule }) => rule),
      );
      if (JSON.stringify([...new Set(found)].sort()) !== JSON.stringify(expected) || stderr !== "")
        differences.push(`${file}: ${found.join(",")} / ${expected.join(",")} ${stderr}`);
      expect(status, file).toBe(expected.length > 0 ? 1 : 0);
    }
    expect(differences).toEqual([]);
  }, 120_000);

  const needAgent = Object.entries(labels).flatMap(([file, { agentSpeaker }]) => (agentSpeaker ? [file] : []));
  const calls = Object.keys(labels).length - needAgent.length;

  // One run per format, side by side: each reads and checks the whole corpus, over threads, as a user's run does.
  it.concurrent.for(Object.keys(FORMATS))(
    "reads the corpus as a directory as %s: every call but those that need --agent-speaker, each named",
    { timeout: 120_000 },
    async (format: string, { expect }: TestContext) => {
      const { status, stdout, stderr } = await run(["--format", format, "."], { cwd: CORPUS });
      expect(status, format).toBe(2);
      const named = stderr.split("\n").filter((line) => line !== "" && !line.startsWith("vigil-check: skipped"));
      expect(named.map((line) => /^vigil-check: ([^:]+):/.exec(line)?.[1])).toEqual(
        ["labels.json", ...needAgent].sort(),
      );
      for (const file of needAgent) expect(stderr).toMatch(new RegExp(`${file}: .*--agent-speaker`));
      expect(stderr).toContain("vigil-check: skipped README.md");
      if (format === "json") expect((JSON.parse(stdout) as JsonReport).calls).toHaveLength(calls);
      // Code scanning shows a result only on a line: every finding of the corpus has one.
      if (format === "sarif") {
        const [sarifRun] = (JSON.parse(stdout) as SarifLog).runs;
        expect(sarifRun!.results.length).toBeGreaterThan(calls);
        const unlined = sarifRun!.results.filter(
          ({ locations: [at] }) => (at?.physicalLocation.region?.startLine ?? 0) < 1,
        );
        expect(unlined).toEqual([]);
      }
      if (format === "junit") expect(stdout.match(/<testcase /g)).toHaveLength(calls + needAgent.length + 1);
    },
  );
});
