/**
 * No built page says a period still runs after its last day, or a rule is still ahead once it applies: such wording
 * is computed at build from the registries' days (src/content/registry-references.ts, `inForceWording`), and this
 * reads every page's text, and the changes feed, as of the day the test runs. A page built before a day and served
 * after it fails here until it is rebuilt.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isoDay } from "#src/lib/dates.ts";
import { BUILDS } from "../scripts/lib/builds.ts";
import { staleDatedWording } from "../scripts/lib/dated-wording.ts";
import { pageTexts } from "../scripts/lib/page-text.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => isMobile, "files, read once");

const [build] = BUILDS;

test("no page or feed entry words a day's period as if that day had not come", () => {
  const today = isoDay(new Date());
  const texts = [
    ...pageTexts(build!.client),
    { path: "/changes.xml", text: readFileSync(join(build!.client, "changes.xml"), "utf8") },
  ];
  const stale = texts.flatMap(({ path, text }) => staleDatedWording(text, today).map((phrase) => `${path}: ${phrase}`));
  expect(texts.length).toBeGreaterThan(50);
  expect(stale, `stale on ${today}: word it from the registry's day`).toEqual([]);
});
