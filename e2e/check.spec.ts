/**
 * Check a call, as a visitor uses it: paste or drop a transcript, check, read the findings, copy or download the
 * redacted copy; nothing leaves the page. And the worked example without JavaScript.
 */
import type { Page, Request } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { blockSiteScripts } from "./page-helpers";

const CALL = [
  "[00:00:01] Agent: Hi, this is Sam calling from Brightwave Fiber about your account.",
  "[00:00:05] Caller: Okay.",
  "[00:00:07] Agent: Great. What card should we put the upgrade on?",
  "[00:00:10] Caller: 4111 1111 1111 1111. Stop calling me after this.",
  "[00:00:15] Agent: Before you go, this offer ends Friday!",
].join("\n");

const findings = (page: Page) => page.getByRole("region", { name: "Findings", exact: true });

async function checkPasted(page: Page, transcript: string) {
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(transcript);
  await page.getByRole("button", { name: "Check the call" }).click();
}

test("a pasted call: its findings, announced, quoted without the card number; nothing leaves the page", async ({
  page,
  browserErrors,
}) => {
  await page.goto("/check");
  await expect(page.getByRole("button", { name: "Check the call" })).toBeEnabled();
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
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
  // What the page asks for once it runs: its own scripts (the checker's worker), never the transcript.
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
  await expect(page.getByRole("button", { name: "Check the call" })).toBeEnabled();
  await page.getByLabel("Or choose a file").setInputFiles({
    name: "call.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(JSON.stringify(call)),
  });
  await expect(findings(page)).toContainText("Social Security number in the transcript");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Redacted transcript" }).getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("transcript-redacted.json");
  const saved = JSON.parse(
    await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
  ) as typeof call;
  expect(saved.artifact.messages[1]?.message).toBe("My social is [SSN].");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the worked example and its findings, and why checking needs JavaScript", async ({ page }) => {
    await page.goto("/check");
    await expect(page.getByText(/^Checking a call of your own needs JavaScript/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toBeHidden();
    const example = page.getByRole("region", { name: "Findings in the example" });
    await expect(example).toContainText("6 findings");
    await expect(example.getByRole("heading", { level: 3 })).toHaveCount(6);
  });
});

test("axe finds nothing on the page as it reads without its scripts: the worked example", async ({ page }) => {
  await blockSiteScripts(page);
  await page.goto("/check");
  await expect(page.getByRole("region", { name: "Findings in the example" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the redacted copy is copied as shown, and the print view reads as an audit record", async ({ page, context }) => {
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
  await expect(page.getByText(/^Checked .* · plain · 5 turns · outbound · recorded: yes$/)).toBeVisible();
  await expect(page.getByText(/^Rules checked: Business not named at the start; /)).toBeVisible();
  await expect(findings(page).getByRole("heading", { level: 3 }).first()).toBeVisible();
});

test("where the worker cannot load, the call is checked on the page all the same", async ({ page }) => {
  await page.route(/\/assets\/check-worker-/, (route) => route.abort());
  await page.goto("/check");
  await checkPasted(page, CALL);
  await expect(findings(page).getByRole("heading", { level: 3 })).toContainText(["Card number in the transcript"]);
});

test("a file dropped on the transcript box is read and checked; markup in it stays text", async ({ page }) => {
  await page.goto("/check");
  const box = page.getByRole("textbox", { name: "Transcript", exact: true });
  // A drop is handled once the checker runs (the button is enabled then).
  await expect(page.getByRole("button", { name: "Check the call" })).toBeEnabled();
  const messages = [
    { role: "assistant", content: "Hi, this is Vigil Dental. <img src=x onerror=alert(1)> Your card on file?" },
    { role: "user", content: "<b>4111 1111 1111 1111</b>" },
  ];
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "call.bin", { type: "application/octet-stream" }));
    return transfer;
  }, JSON.stringify(messages));
  await box.dispatchEvent("drop", { dataTransfer });
  await expect(box).toHaveValue(/^\[\{"role":"assistant"/);
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(findings(page)).toContainText("<img src=x onerror=alert(1)>");
  await expect(page.locator("main img, main b")).toHaveCount(0);
});

test("a 5 MB paste is checked, and the page answers while it is", async ({ page, context }, testInfo) => {
  // One run is enough: a paste is not about the viewport, and laying out 5 MB in the box takes the browser seconds.
  test.skip(testInfo.project.name === "mobile", "run on the desktop project");
  test.setTimeout(90_000);
  await page.goto("/check");
  const opening = "Agent: Thanks for calling Acme Orders, I am an AI assistant and this call is recorded.\n";
  const exchange = "Caller: Could you check the status of my order, please?\nAgent: Of course, one moment.\n";
  const huge = opening + exchange.repeat(60_000);
  expect(huge.length).toBeGreaterThan(5_000_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(page.getByRole("button", { name: "Check the call" })).toBeEnabled();
  await page.evaluate((text) => navigator.clipboard.writeText(text), huge);
  await page.getByRole("textbox", { name: "Transcript", exact: true }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await page.getByRole("button", { name: "Check the call" }).click();
  // While it checks, the page answers: the business name takes what is typed.
  await page.getByRole("textbox", { name: "Business name" }).fill("Acme Orders");
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Acme Orders");
  await expect(findings(page)).toContainText(/findings?/, { timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "Redacted transcript" })).toHaveValue(
    /^Agent: Thanks for calling Acme Orders/,
  );
  await expect(
    page.getByText(/^Card numbers, .* The box shows the first 20,000 of 5,160,0\d\d characters/),
  ).toBeVisible();
});

test("the form shows from the first paint, nothing moves when the checker starts, and a call and settings given before are kept", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/call-checker\./, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/check");
  const check = page.getByRole("button", { name: "Check the call" });
  await expect(check).toBeDisabled();
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(CALL);
  await page.getByRole("checkbox", { name: "The call is recorded or transcribed" }).uncheck();
  await page.getByRole("textbox", { name: "Business name" }).fill("Brightwave Fiber");
  release();
  await expect(check).toBeEnabled();
  const shifts = await page.evaluate(() =>
    performance
      .getEntriesByType("layout-shift")
      .filter((entry) => !(entry as unknown as { hadRecentInput: boolean }).hadRecentInput)
      .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
  );
  expect(shifts).toBe(0);
  await check.click();
  await expect(findings(page)).toContainText("Card number in the transcript");
  // The settings made before are kept too: unrecorded, so no recording notice is asked for.
  await expect(page.getByRole("checkbox", { name: "The call is recorded or transcribed" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Brightwave Fiber");
  await expect(findings(page)).not.toContainText("No recording notice at the start");
});

test("a file dropped on the box before the checker runs is kept, not opened, and checked when it starts", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/call-checker\./, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/check");
  await expect(page.getByRole("button", { name: "Check the call" })).toBeDisabled();
  // Dispatched by hand to read whether the page took the drop: a drop left to the browser opens the file instead.
  const taken = await page.evaluate((text) => {
    const box = document.querySelector("#transcript");
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "call.txt", { type: "text/plain" }));
    const drag = (type: string) => new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true });
    return { dragover: !box?.dispatchEvent(drag("dragover")), drop: !box?.dispatchEvent(drag("drop")) };
  }, CALL);
  expect(taken).toEqual({ dragover: true, drop: true });
  release();
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(CALL);
});
