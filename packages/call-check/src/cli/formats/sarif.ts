/**
 * `--format sarif`: SARIF 2.1.0, for code scanning. One rule per checker rule with its guide as help, each finding
 * located in its transcript (on its line where the file has lines); an input not read is a tool notification and
 * marks the run as not successful.
 */
import { isAbsolute } from "node:path";
import { pathToFileURL } from "node:url";
import { rules, ruleWords, SITE } from "../../index.ts";
import type { InputProblem, Report } from "../../batch/report.ts";
import { GUIDES_ORIGIN, TOOL } from "../tool.ts";

const SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** A report's file name as a URI reference: relative names stay relative, absolute ones become file: URLs. */
const uri = (file: string): string => (isAbsolute(file) ? pathToFileURL(file).href : encodeURI(file));

const location = (file: string, line: number | null) => ({
  physicalLocation: { artifactLocation: { uri: uri(file) }, ...(line === null ? {} : { region: { startLine: line } }) },
});

function driverRules() {
  return rules.map(({ id, law }) => {
    const words = ruleWords[id];
    if (!words) throw new Error(`no words for the rule "${id}"`);
    return {
      id,
      shortDescription: { text: words.name },
      fullDescription: { text: words.why },
      helpUri: new URL(words.guide, GUIDES_ORIGIN).href,
      help: { text: `${law}, ${words.citation}. What the agent could say instead: ${words.compliantWording}` },
      defaultConfiguration: { level: "error" },
      properties: { tags: ["compliance", law] },
    };
  });
}

const notification = ({ file, line, message }: InputProblem) => ({
  level: "error",
  message: { text: message },
  locations: [location(file, line)],
});

export function sarif({ calls, problems }: Report): string {
  const ruleIndex = new Map(rules.map(({ id }, index) => [id, index]));
  const results = calls.flatMap(({ file, findings }) =>
    findings.map((finding) => ({
      ruleId: finding.rule,
      ruleIndex: ruleIndex.get(finding.rule) ?? -1,
      level: "error",
      message: {
        text: `${finding.name}: “${finding.quote}” (turn ${finding.turn}). ${finding.law}, ${finding.citation}.`,
      },
      locations: [location(file, finding.line)],
    })),
  );
  const log = {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: TOOL.name,
            version: TOOL.version,
            semanticVersion: TOOL.version,
            informationUri: new URL(SITE.checkPath, GUIDES_ORIGIN).href,
            rules: driverRules(),
            properties: { rulesVersion: TOOL.rulesVersion },
          },
        },
        invocations: [
          { executionSuccessful: problems.length === 0, toolExecutionNotifications: problems.map(notification) },
        ],
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
