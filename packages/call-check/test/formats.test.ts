import { describe, expect, it } from "vitest";
import { checkSource, isProblem } from "../src/cli/check.ts";
import { FORMATS } from "../src/cli/formats/index.ts";
import { MAX_ROWS } from "../src/cli/formats/markdown.ts";
import type { Report, ReportedCall } from "../src/batch/report.ts";
import { TOOL } from "../src/cli/tool.ts";
import { DEFAULT_SETTINGS, rules, ruleWords } from "../src/index.ts";
import { CARD_CALL, CLEAN_CALL } from "./run-cli.ts";

function call(text: string, file: string, line: number | null = null): ReportedCall {
  const result = checkSource({ file, path: null, line, text }, DEFAULT_SETTINGS, { day: "2026-06-01", redact: false });
  if (isProblem(result)) throw new Error(result.message);
  return result.call;
}

const jsonLine = JSON.stringify({ messages: [{ role: "assistant", content: "Hi | <b>there</b> & @team" }] });
const report: Report = {
  calls: [
    call(CARD_CALL, "calls/card call.txt"),
    call(CLEAN_CALL, "calls/clean.txt"),
    call(jsonLine, "calls/b.jsonl", 2),
  ],
  problems: [
    {
      file: "calls/b.jsonl",
      line: 1,
      message: "calls/b.jsonl:1: This looks like JSON but does not parse at column 3: “}”.",
    },
  ],
};
const findingCount = report.calls.reduce((sum, { findings }) => sum + findings.length, 0);

describe("json", () => {
  it("has exactly the shape of issue 42", () => {
    const parsed = JSON.parse(FORMATS.json(report)) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(["tool", "version", "rulesVersion", "calls"]);
    expect(parsed).toMatchObject({ tool: "vigil-check", version: TOOL.version, rulesVersion: TOOL.rulesVersion });
    const [first] = parsed.calls as Record<string, unknown>[];
    expect(Object.keys(first!)).toEqual(["file", "format", "location", "date", "findings"]);
    const [finding] = first!.findings as Record<string, unknown>[];
    expect(finding).toEqual({
      rule: "ai-not-disclosed",
      name: ruleWords["ai-not-disclosed"]!.name,
      law: rules.find(({ id }) => id === "ai-not-disclosed")!.law,
      citation: ruleWords["ai-not-disclosed"]!.citation,
      turn: 1,
      time: null,
      line: 1,
      quote: "Hi, how can I help?",
    });
  });
});

describe("sarif", () => {
  // No package holding the SARIF 2.1.0 schema is installed: the structure it requires is checked here instead.
  const log = JSON.parse(FORMATS.sarif(report)) as {
    $schema: string;
    version: string;
    runs: {
      tool: {
        driver: {
          name: string;
          version: string;
          rules: { id: string; helpUri: string; shortDescription: { text: string } }[];
        };
      };
      invocations: { executionSuccessful: boolean; toolExecutionNotifications: { message: { text: string } }[] }[];
      results: {
        ruleId: string;
        ruleIndex: number;
        level: string;
        message: { text: string };
        locations: { physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } } }[];
      }[];
    }[];
  };
  const [run] = log.runs;

  it("is SARIF 2.1.0 with one rule per checker rule, each with its name and its guide", () => {
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-schema-2\.1\.0\.json$/);
    expect(log.runs).toHaveLength(1);
    expect(run!.tool.driver).toMatchObject({ name: "vigil-check", version: TOOL.version });
    expect(run!.tool.driver.rules.map(({ id }) => id)).toEqual(rules.map(({ id }) => id));
    for (const rule of run!.tool.driver.rules) {
      const words = ruleWords[rule.id]!;
      expect(rule.shortDescription.text).toBe(words.name);
      const help = new URL(rule.helpUri);
      expect(help.protocol).toBe("https:");
      expect(`${help.pathname}${help.hash}`).toBe(words.guide);
    }
  });

  it("locates each finding in its transcript, on its line where the file has lines", () => {
    expect(run!.results).toHaveLength(findingCount);
    for (const result of run!.results) {
      expect(run!.tool.driver.rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(["error", "warning", "note", "none"]).toContain(result.level);
      expect(result.message.text).not.toBe("");
      const [located] = result.locations;
      expect(located!.physicalLocation.region!.startLine).toBeGreaterThanOrEqual(1);
    }
    expect(run!.results[0]!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: "calls/card%20call.txt" },
      region: { startLine: 1 },
    });
  });

  it("marks a run with an input not read as not successful, naming it", () => {
    expect(run!.invocations[0]!.executionSuccessful).toBe(false);
    expect(run!.invocations[0]!.toolExecutionNotifications[0]!.message.text).toMatch(/^calls\/b\.jsonl:1: /);
  });
});

describe("junit", () => {
  const document = new DOMParser().parseFromString(FORMATS.junit(report), "application/xml");
  const cases = [...document.querySelectorAll("testcase")];

  it("is one test case per call, a failure per finding, an error per input not read", () => {
    expect(cases.map((testCase) => testCase.getAttribute("name"))).toEqual([
      "calls/card call.txt",
      "calls/clean.txt",
      "calls/b.jsonl:2",
      "calls/b.jsonl:1",
    ]);
    expect(cases[0]!.querySelectorAll("failure")).toHaveLength(report.calls[0]!.findings.length);
    expect(cases[0]!.querySelector("failure")!.getAttribute("message")).toBe(ruleWords["ai-not-disclosed"]!.name);
    expect(cases[1]!.children).toHaveLength(0);
    expect(cases[3]!.querySelector("error")!.getAttribute("message")).toMatch(/does not parse/);
    const suite = document.querySelector("testsuite")!;
    expect([suite.getAttribute("tests"), suite.getAttribute("failures"), suite.getAttribute("errors")]).toEqual([
      "4",
      "2",
      "1",
    ]);
  });

  it("escapes what XML would read, and drops what it cannot hold", () => {
    const written = FORMATS.junit({
      ...report,
      calls: [{ ...report.calls[0]!, file: 'a "<&>"\u0001.txt' }],
    });
    expect(written).toContain('name="a &quot;&lt;&amp;&gt;&quot;.txt"');
    expect(FORMATS.junit(report)).toContain("Hi | &lt;b&gt;there&lt;/b&gt; &amp; @team");
  });
});

describe("markdown", () => {
  const written = FORMATS.markdown(report);

  it("sums up the run, the findings by rule, and each finding, for a step summary", () => {
    expect(written).toMatch(new RegExp(`^## vigil-check: ${findingCount} findings\n`));
    expect(written).toContain("3 calls checked, 2 with findings; **1 input not read**.");
    const cardRule = ruleWords["card-number"]!;
    expect(written).toContain(`| [${cardRule.name}](https://`);
    expect(written).toContain(
      "| calls/card call.txt:2 | 2 | Card number in the transcript | my card is \\[card number\\] |",
    );
    expect(written).toContain("Hi \\| \\<b\\>there\\</b\\> & @\u200Bteam");
    expect(written).toMatch(/### Not read\n\n- calls\/b\.jsonl:1: /);
  });

  it("lists the first findings one by one and counts the rest", () => {
    const many = { ...report, calls: Array.from({ length: MAX_ROWS }, () => report.calls[0]!) };
    const rows = FORMATS.markdown(many)
      .split("\n")
      .filter((row) => row.startsWith("| calls/"));
    expect(rows).toHaveLength(MAX_ROWS);
    expect(FORMATS.markdown(many)).toContain(`…and ${MAX_ROWS * 3 - MAX_ROWS} more`);
  });
});

describe("text", () => {
  it("shows each call with findings, where and what, then the counts", () => {
    const written = FORMATS.text(report);
    expect(
      written.startsWith("calls/card call.txt: 3 findings (plain, unknown, 2026-06-01)\n  turn 1, line 1: AI not"),
    ).toBe(true);
    expect(written).toContain("calls/b.jsonl:2: ");
    expect(written).not.toContain("clean.txt");
    expect(written).toContain(
      `3 calls checked: ${findingCount} findings in 2 calls; 1 input not read (named on standard error).`,
    );
  });
});

describe("the notice", () => {
  it("says the check was of each call in a batch, of one call alone", () => {
    for (const format of ["text", "markdown"] as const) {
      expect(FORMATS[format](report)).toContain("what was said on each call against");
      expect(FORMATS[format]({ calls: report.calls.slice(0, 1), problems: [] })).toContain(
        "what was said on one call against",
      );
    }
  });
});
