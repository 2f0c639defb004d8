/**
 * Check a call, many at once: several files chosen or dropped, or a folder, give the table "Calls", the findings by
 * rule and the exports of every finding; choosing a call shows it alone. Nothing leaves the page or is stored.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { CALL, findings, startChecker } from "./check-helpers.ts";
import { expect, test } from "./fixtures.ts";

const CLEAN = [
  "Agent: Thanks for calling Brightwave Fiber, this is an AI assistant, and this call is recorded.",
  "Caller: What time do you open tomorrow?",
  "Agent: We open at nine.",
].join("\n");

/** Two calls in JSON Lines: the second tells a card number. */
const JSON_LINES = [
  JSON.stringify({
    messages: [
      { role: "assistant", content: "Thanks for calling, I'm an AI assistant and this call is recorded." },
      { role: "user", content: "Hi." },
    ],
  }),
  JSON.stringify({
    messages: [
      { role: "assistant", content: "Hello." },
      { role: "user", content: "My card is 4111 1111 1111 1111." },
    ],
  }),
].join("\n");

const file = (name: string, text: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) });

const batch = (page: Page) => page.getByRole("region", { name: "Calls", exact: true });
const callsTable = (page: Page) => batch(page).getByRole("table", { name: "Calls", exact: true });
/** The calls' names in the table, as the buttons that show each (a phone's row header also holds its format). */
const callNames = (page: Page) => callsTable(page).getByRole("rowheader").getByRole("button");

async function downloaded(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    batch(page).getByRole("button", { name: button }).click(),
  ]);
  return readFileSync(await download.path(), "utf8");
}

test("several files chosen: one row per call, findings by rule, every finding as CSV and JSON; a row shows its call", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/check", { waitUntil: "networkidle" });
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await startChecker(page);
  await page
    .getByLabel("Or choose files")
    .setInputFiles([file("b.txt", CLEAN), file("a.txt", CALL), file("calls.jsonl", JSON_LINES), file("empty.txt", "")]);
  await expect(batch(page).getByRole("status")).toHaveText(
    "Checked 4 files: 4 calls, 2 with findings, 1 input not read.",
  );
  const rows = callsTable(page).getByRole("row");
  await expect(rows).toHaveCount(6);
  await expect(callNames(page)).toHaveText(["a.txt", "b.txt", "calls.jsonl:1", "calls.jsonl:2", "empty.txt"]);
  await expect(rows.nth(1)).toContainText("Card number in the transcript");
  await expect(rows.nth(5)).toContainText("Not read");
  await expect(rows.nth(5)).toContainText("empty.txt is empty.");
  const byRule = batch(page).getByRole("table", { name: "Findings by rule" });
  await expect(byRule.getByRole("row", { name: /Card number in the transcript/ })).toContainText("PCI DSS");
  await expect(
    byRule
      .getByRole("row", { name: /Card number in the transcript/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText("2");

  const csv = await downloaded(page, "All findings as CSV");
  expect(csv.split("\r\n")[0]).toBe(
    "result,file,json_line,format,location,call_date,rule,name,law,citation,turn,time_seconds,line,quote,problem,notice",
  );
  expect(csv).toMatch(/\r\nfinding,a\.txt,,plain,unknown,\d{4}-\d\d-\d\d,card-number,/);
  expect(csv).toMatch(/\r\nfinding,calls\.jsonl,2,/);
  expect(csv).toMatch(/\r\nnot read,empty\.txt,,.*empty\.txt is empty\./);
  expect(csv).not.toContain("4111");
  const json = JSON.parse(await downloaded(page, "All findings as JSON")) as {
    rulesVersion: string;
    calls: { file: string; findings: { rule: string; line: number | null }[] }[];
    problems: { file: string }[];
  };
  expect(json.rulesVersion).toMatch(/^\d{4}-\d\d-\d\d$/);
  expect(json.calls.map(({ file: name }) => name)).toEqual(["a.txt", "b.txt", "calls.jsonl", "calls.jsonl"]);
  expect(json.calls[0]?.findings.find(({ rule }) => rule === "card-number")?.line).toBe(4);
  expect(json.problems.map(({ file: name }) => name)).toEqual(["empty.txt"]);

  await callsTable(page).getByRole("button", { name: "a.txt" }).click();
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(CALL);
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(page.locator(":focus")).toContainText("Findings");

  // The page's own scripts only: the files are read in this browser.
  for (const request of requests) {
    expect(request.method(), request.url()).toBe("GET");
    expect(request.url()).toMatch(new RegExp(`^${new URL(page.url()).origin}/assets/[\\w.-]+\\.js$`));
  }
  expect(page.url()).toMatch(/\/check$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect(browserErrors).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a folder chosen: its transcripts by path, a page at a time, its other files listed as skipped", async ({
  page,
}) => {
  const folder = join(mkdtempSync(join(tmpdir(), "vigil-batch-")), "calls");
  mkdirSync(join(folder, "week-2"), { recursive: true });
  for (let index = 1; index <= 60; index++)
    writeFileSync(join(folder, `call-${String(index).padStart(2, "0")}.txt`), index % 20 === 0 ? CALL : CLEAN);
  writeFileSync(join(folder, "week-2", "late.txt"), CALL);
  writeFileSync(join(folder, "notes.md"), "# not a call");
  writeFileSync(join(folder, ".hidden.txt"), CALL);
  await page.goto("/check", { waitUntil: "networkidle" });
  await startChecker(page);
  await page.getByLabel("Or choose a folder").setInputFiles(folder);
  await expect(batch(page).getByRole("status")).toHaveText("Checked 61 files: 61 calls, 4 with findings.");
  await expect(batch(page).getByText("2 files of the folders skipped: not a transcript’s ending")).toBeVisible();
  await expect(batch(page).getByText("Calls 1–50 of 61")).toBeVisible();
  await expect(callNames(page).first()).toHaveText("calls/call-01.txt");
  await batch(page).getByRole("button", { name: "Next" }).click();
  await expect(batch(page).getByText("Calls 51–61 of 61")).toBeVisible();
  await expect(callNames(page).last()).toHaveText("calls/week-2/late.txt");
  await batch(page).getByRole("checkbox", { name: "Only calls with findings, or not read" }).check();
  await expect(callNames(page)).toHaveText([
    "calls/call-20.txt",
    "calls/call-40.txt",
    "calls/call-60.txt",
    "calls/week-2/late.txt",
  ]);
});

test("several files dropped on the transcript box are checked as a batch", async ({ page }) => {
  await page.goto("/check", { waitUntil: "networkidle" });
  await startChecker(page);
  const transfer = await page.evaluateHandle(
    ({ one, two }) => {
      const data = new DataTransfer();
      data.items.add(new File([one], "one.txt", { type: "text/plain" }));
      data.items.add(new File([two], "two.txt", { type: "text/plain" }));
      return data;
    },
    { one: CALL, two: CLEAN },
  );
  await page
    .getByRole("textbox", { name: "Transcript", exact: true })
    .dispatchEvent("drop", { dataTransfer: transfer });
  await expect(batch(page).getByRole("status")).toHaveText("Checked 2 files: 2 calls, 1 with findings.");
  await expect(callNames(page)).toHaveText(["one.txt", "two.txt"]);
});
