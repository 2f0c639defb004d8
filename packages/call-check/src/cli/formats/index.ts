/** The report's formats, by the name `--format` takes; text first, the default. */
import { json } from "./json.ts";
import { junit } from "./junit.ts";
import { markdown } from "./markdown.ts";
import { sarif } from "./sarif.ts";
import { text } from "./text.ts";

export const FORMATS = { text, json, sarif, junit, markdown } as const;

export type FormatName = keyof typeof FORMATS;
