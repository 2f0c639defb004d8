/**
 * Check a call, as a visitor uses it: paste or drop a transcript, check, read the findings, copy or download the
 * redacted copy; nothing leaves the page. And the worked example without JavaScript.
 */
import type { Request } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { CALL, checkPasted, findings, startChecker } from "./check-helpers.ts";
import { blockSiteScripts } from "./page-helpers.ts";

test("a pasted call: its findings, announced, quoted without the card number; nothing leaves the page", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/check", { waitUntil: "networkidle" });
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await startChecker(page);
  await checkPasted(page, CALL);
  await expect(page.getByRole("status").filter({ hasText: /findings?$/ })).toHaveText(/^\d+ findings$/);
  const region = findings(page);
  await expect(region.getByRole("heading", { level: 3 })).toContainText([
    "AI not disclosed at the start",
    "No recording notice at the start",
    "Card number in the transcript",
    "Stop request not honored",
  ]);
  await expect(region).not.toContainText("4111");
  await expect(region.getByRole("link", { name: "The rule in the PCI DSS guide" })).toHaveAttribute(
    "href",
    /^\/regulations\/pci-dss#/,
  );
  const redacted = page.getByRole("textbox", { name: "Redacted transcript" });
  await expect(redacted).toHaveValue(/Caller: \[card number\]\. Stop calling me after this\./);
  await expect(redacted).not.toHaveValue(/4111/);
  // What the page asks for once it is used: its own scripts (the checker's and its worker's), never the transcript.
  expect(requests.map((request) => request.url())).toContainEqual(expect.stringMatching(/\/assets\/check-worker-/));
  for (const request of requests) {
    expect(request.method(), request.url()).toBe("GET");
    expect(request.url()).toMatch(new RegExp(`^${new URL(page.url()).origin}/(assets/[\\w.-]+\\.js|favicon\\.svg)$`));
  }
  expect(page.workers()).toHaveLength(1);
  expect(page.url()).toMatch(/\/check$/);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect(messages.join("\n")).not.toContain("Brightwave");
  expect(browserErrors).toEqual([]);
  await expectNoAxeViolations(page);
});

test("the page's policy allows requests to no other site", async ({ request }) => {
  const response = await request.get("/check");
  expect(response.headers()["content-security-policy"]).toMatch(/(?:^|; )connect-src 'self'(?:;|$)/);
});

test("a demo call opens loaded and checked from the landing page's panel; the address names the demo only", async ({
  page,
}) => {
  await page.goto("/");
  const link = page.locator("#demo-section").getByRole("link", { name: "Check this call" }).first();
  await expect(link).toHaveAttribute("href", "/check?demo=healthcare");
  await page.goto("/check?demo=healthcare");
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(/calling for my wife/);
  await expect(findings(page).getByRole("heading", { level: 3 })).toContainText([
    "Health information shared with someone else",
  ]);
  await page.goto("/check?demo=healthcare&view=mitigated");
  await expect(findings(page)).toContainText("No findings");
});

test("bad input gets a clear answer; unknown speaker labels ask which one is the agent", async ({ page }) => {
  await page.goto("/check");
  await checkPasted(page, '{"call_id": "x", "transcript_object": [}');
  await expect(page.getByRole("alert")).toHaveText(/does not parse at line 1, column \d+/);
  await checkPasted(page, "Maya: Thanks for calling Lakeside Dental.\nTom: My card is 4111 1111 1111 1111.");
  await expect(page.getByRole("alert")).toHaveText(
    "The speakers are labelled “Maya” and “Tom”: say which one is the agent.",
  );
  await page.getByRole("combobox", { name: "Which speaker is the agent?" }).selectOption("Maya");
  await expect(findings(page)).toContainText("Card number in the transcript");
});

test("a file, recognized by its content: a Vapi call named .txt; the redacted copy downloads as JSON", async ({
  page,
}) => {
  await page.goto("/check");
  const call = {
    type: "inboundPhoneCall",
    artifact: {
      messages: [
        {
          role: "bot",
          message: "Thanks for calling. I'm an AI assistant, and this call is recorded.",
          secondsFromStart: 0,
        },
        { role: "user", message: "My social is 123-45-6789.", secondsFromStart: 4 },
      ],
    },
  };
  // Chosen once the checker runs (a file chosen before is read when it starts: see the early paste below).
  await startChecker(page);
  await page.getByLabel("Or choose files").setInputFiles({
    name: "call.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(JSON.stringify(call)),
  });
  await expect(findings(page)).toContainText("Social Security number in the transcript");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Redacted transcript" }).getByRole("button", { name: "Download" }).click(),
  ]);
  // Unknown location, and no start time in the file: dated today.
  expect(download.suggestedFilename()).toMatch(/^transcript-redacted-unknown-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
  ) as typeof call;
  expect(saved.artifact.messages[1]?.message).toBe("My social is [SSN].");
});

test("where and when: a finding names the state's statute; in a one-party state, or before a rule applies, it is a note", async ({
  page,
}) => {
  await page.goto("/check");
  await startChecker(page);
  const location = page.getByRole("combobox", { name: "Other party’s location" });
  await location.selectOption({ label: "Florida" });
  await checkPasted(page, CALL);
  const region = findings(page);
  const recording = region
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "No recording notice at the start" }) });
  await expect(recording).toContainText("In force there");
  await expect(recording).toContainText("Florida: Fla. Stat. §934.03");
  await expect(region).toContainText("Checked for a party in Florida");

  await location.selectOption({ label: "New York" });
  await page.getByLabel("Call date").fill("2026-03-01");
  await page.getByRole("button", { name: "Check the call" }).click();
  await expect(region).toContainText("Checked for a party in New York, on a call dated 1 March 2026.");
  await expect(region.getByRole("heading", { level: 3, name: "No recording notice at the start" })).toHaveCount(0);
  const notes = region
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 4, name: "No recording notice at the start" }) });
  await expect(region.getByRole("heading", { level: 3, name: "Good practice there, not counted" })).toBeVisible();
  await expect(notes).toContainText("Where or when it applies");
  // The card number stands wherever the call went (PCI DSS binds by who the business is).
  await expect(region.getByRole("heading", { level: 3, name: "Card number in the transcript" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the worked example and its findings, and why checking needs JavaScript", async ({ page }) => {
    await page.goto("/check");
    await expect(page.getByText(/^Checking a call of your own needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toBeHidden();
    const example = page.getByRole("region", { name: "Findings in the example" });
    await expect(example).toContainText("7 findings");
    await expect(example.getByRole("heading", { level: 3 })).toHaveCount(7);
  });
});

test("axe finds nothing on the page as it reads without its scripts: the worked example", async ({ page }) => {
  await blockSiteScripts(page);
  await page.goto("/check");
  await expect(page.getByRole("region", { name: "Findings in the example" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the redacted copy is copied as shown, and the print view reads as a findings record", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/check");
  await checkPasted(page, CALL);
  const redacted = page.getByRole("region", { name: "Redacted transcript" });
  await redacted.getByRole("button", { name: "Copy" }).click();
  await expect(redacted.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await redacted.getByRole("textbox").inputValue(),
  );
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Check the call" })).toBeHidden();
  await expect(
    page.getByText(/^Checked .* · plain · 5 turns · outbound · recorded: yes · Unknown · \d{4}-\d{2}-\d{2}$/),
  ).toBeVisible();
  await expect(page.getByText(/^Rules checked: Business not named at the start; /)).toBeVisible();
  await expect(findings(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
});

test("where the worker cannot load, the call is checked on the page all the same", async ({ page }) => {
  await page.route(/\/assets\/check-worker-/, (route) => route.abort());
  await page.goto("/check");
  await checkPasted(page, CALL);
  await expect(findings(page).getByRole("heading", { level: 3 })).toContainText(["Card number in the transcript"]);
});
