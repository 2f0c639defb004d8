/** `--format json`: the calls and their findings, in the shape issue 42 fixes, for scripts to read. */
import type { Report } from "../../batch/report.ts";
import { TOOL } from "../tool.ts";

export function json({ calls }: Report): string {
  const shaped = {
    tool: TOOL.name,
    version: TOOL.version,
    rulesVersion: TOOL.rulesVersion,
    calls: calls.map(({ file, format, location, date, findings }) => ({ file, format, location, date, findings })),
  };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}
