/**
 * The command line's options, read with node:util's parseArgs: the page's settings as flags, the output's format
 * and file, where the redacted copies go. A mistake is a usage error, answered with a message and exit status 2.
 */
import { parseArgs } from "node:util";
import { DEFAULT_SETTINGS, DIRECTIONS, type CheckSettings } from "../index.ts";
import { FORMATS, type FormatName } from "./formats/index.ts";
import { LOCATIONS } from "./reach.ts";

interface Options {
  settings: CheckSettings;
  format: FormatName;
  /** Where the report goes; null: standard output. */
  output: string | null;
  /** Where each input's redacted copy goes; null: none is written. */
  redact: string | null;
  /** Files, directories, and "-" for standard input. */
  paths: string[];
}

export type Parsed =
  { kind: "run"; options: Options } | { kind: "help" } | { kind: "version" } | { kind: "usage"; message: string };

const DIRECTION_CHOICES = DIRECTIONS.filter((direction) => direction !== "detect");

/** An option and what it does, in two columns; a long option puts its words on the next line. */
const row = (option: string, ...words: string[]): string => {
  const column = 33;
  const [first = "", ...rest] = words.map((line) => `${" ".repeat(column)}${line}`);
  const head = `  ${option}`;
  const opening = head.length < column ? head.padEnd(column) + first.trimStart() : `${head}\n${first}`;
  return [opening.trimEnd(), ...rest].join("\n");
};

export const USAGE = `Usage: vigil-check [options] <file|directory|->...

Checks call transcripts (plain text, Vapi, Retell, OpenAI-style messages, WebVTT, SubRip; JSON Lines, one call a
line) against the rules of Vigil's "Check a call", offline. A directory is read recursively: files ending in .json,
.jsonl, .txt, .vtt or .srt, each read by its content; "-" reads standard input.

Options (the page's settings; a file's own metadata wins where the page says it does):
${[
  row(
    `--direction ${DIRECTION_CHOICES.join("|")}`,
    "the call's direction (default: the file's metadata, else the agent's opening)",
  ),
  row("--not-recorded", "the call is neither recorded nor transcribed"),
  row("--business NAME", "the name the business is registered under, which the opening must state"),
  row("--agent-speaker LABEL", "the agent's label, where the speakers' labels are not recognized"),
  row(
    "--location XX",
    "the other party's location: a US state's two-letter code, DC, EU, UK or",
    "elsewhere (default: unknown, the strictest reading)",
  ),
  row("--date YYYY-MM-DD", "the call's date, for a file whose metadata gives none (default: today)"),
  row(`--format ${Object.keys(FORMATS).join("|")}`, "the report's format (default: text)"),
  row("--output FILE", "write the report to FILE instead of standard output"),
  row("--redact DIR", "write each input's redacted copy, in its own format, under DIR"),
  row("--help, --version"),
].join("\n")}

Exit status: 0 no finding, 1 a finding, 2 an input that could not be read, or a usage error.
`;

const OPTIONS = {
  direction: { type: "string" },
  "not-recorded": { type: "boolean" },
  business: { type: "string" },
  "agent-speaker": { type: "string" },
  location: { type: "string" },
  date: { type: "string" },
  format: { type: "string" },
  output: { type: "string" },
  redact: { type: "string" },
  help: { type: "boolean" },
  version: { type: "boolean" },
} as const;

/** A real day written YYYY-MM-DD: 2026-02-30 is not one. */
export const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text);

const oneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/** `--location`, in any case: "ca" is California, "Elsewhere" elsewhere. */
const location = (value: string): string | undefined =>
  LOCATIONS.find((code) => code.toLowerCase() === value.toLowerCase());

export function parseOptions(argv: readonly string[]): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return { kind: "usage", message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  const usage = (message: string): Parsed => ({ kind: "usage", message });
  const direction = values.direction ?? "detect";
  if (!oneOf(DIRECTIONS, direction))
    return usage(`--direction must be ${DIRECTION_CHOICES.join(" or ")}; got "${direction}".`);
  const place = values.location === undefined ? DEFAULT_SETTINGS.location : location(values.location);
  if (place === undefined)
    return usage(
      `--location must be a US state's two-letter code, DC, EU, UK or elsewhere; got "${values.location ?? ""}".`,
    );
  const date = values.date ?? DEFAULT_SETTINGS.date;
  if (date !== "" && !isDay(date)) return usage(`--date must be a day written YYYY-MM-DD; got "${date}".`);
  const format = values.format ?? "text";
  if (!oneOf(Object.keys(FORMATS) as FormatName[], format))
    return usage(`--format must be one of ${Object.keys(FORMATS).join(", ")}; got "${format}".`);
  if (positionals.length === 0) return usage('Name a file, a directory, or "-" for standard input.');
  return {
    kind: "run",
    options: {
      settings: {
        direction,
        recorded: !values["not-recorded"],
        businessName: values.business ?? DEFAULT_SETTINGS.businessName,
        agentSpeaker: values["agent-speaker"] ?? DEFAULT_SETTINGS.agentSpeaker,
        location: place,
        date,
      },
      format,
      output: values.output ?? null,
      redact: values.redact ?? null,
      paths: positionals,
    },
  };
}
