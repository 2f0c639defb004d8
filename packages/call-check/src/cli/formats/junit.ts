/**
 * `--format junit`: a JUnit XML test report, which CI systems show as tests: one test case per call, a failure per
 * finding; an input not read is a test case with an error, so the report never passes over it.
 */
import { place, type ReportedFinding, type Report } from "../../batch/report.ts";
import { TOOL } from "../tool.ts";
import { clock } from "./words.ts";

/** Characters XML 1.0 cannot hold at all, even escaped: most control characters, and unpaired surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids are what it matches
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML attribute or element; what XML cannot hold is dropped. */
const xml = (text: string): string =>
  text.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const where = ({ turn, line, time }: ReportedFinding): string =>
  [`turn ${turn}`, line === null ? "" : `line ${line}`, time === null ? "" : `at ${clock(time)}`]
    .filter(Boolean)
    .join(", ");

const failure = (finding: ReportedFinding): string =>
  `      <failure type="${xml(finding.rule)}" message="${xml(finding.name)}">${xml(
    `${finding.law}, ${finding.citation}; ${where(finding)}: “${finding.quote}”`,
  )}</failure>`;

export function junit({ calls, problems }: Report): string {
  const cases = [
    ...calls.map(({ file, jsonLine, findings }) => {
      const name = xml(place(file, jsonLine));
      const head = `    <testcase classname="${TOOL.name}" name="${name}" file="${xml(file)}"`;
      return findings.length === 0 ? `${head}/>` : `${head}>\n${findings.map(failure).join("\n")}\n    </testcase>`;
    }),
    ...problems.map(({ file, line, message }) => {
      const name = xml(place(file, line));
      return `    <testcase classname="${TOOL.name}" name="${name}" file="${xml(file)}">\n      <error type="not-read" message="${xml(message)}"/>\n    </testcase>`;
    }),
  ];
  // Counted as test cases, as CI systems count them: a call with three findings is one failed test.
  const counts = `tests="${cases.length}" failures="${calls.filter(({ findings }) => findings.length > 0).length}" errors="${problems.length}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${TOOL.name}" ${counts}>`,
    `  <testsuite name="${TOOL.name} ${TOOL.version} (rules ${TOOL.rulesVersion})" ${counts}>`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
