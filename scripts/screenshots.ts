/**
 * Full-page screenshots of every page at 390 px and 1440 px, for a look before
 * shipping: `npm run screenshots` (builds first), files in `screenshots/`.
 * Extra states: the demo mitigated, and a card turned.
 */
import { chromium, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { freePorts } from "../e2e/ports.ts";
import { pagesWithUrls } from "./lib/built-pages.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startSiteServer } from "./lib/site-server.ts";

const [port = 0] = await freePorts(1);
const base = `http://127.0.0.1:${port}`;
const out = "screenshots";
const executablePath = chromiumPath();

// Every page of the site (its file name, "privacy/index.html" → "privacy"), then the landing page's other states.
const pageShots = pagesWithUrls("build/client").map((page) => ({
  name: page.file.replace(/(\/?index)?\.html$/, "") || "home",
  path: page.path,
}));

/** A page's state to capture: the whole page, or (`viewport`) what shows on screen, such as a toast. */
const shots: { name: string; path: string; viewport?: boolean; prepare?: (page: Page) => Promise<void> }[] = [
  ...pageShots,
  { name: "not-found", path: "/no-such-page" },
  {
    name: "home-mitigated",
    path: "/?industry=callcenter",
    prepare: async (page) => {
      await page.locator("#mitigate-callcenter").check();
    },
  },
  {
    name: "home-card-turned",
    path: "/",
    prepare: async (page) => {
      await page.locator("li.flip-card").filter({ hasText: "Data Exposure Vulnerabilities" }).hover();
    },
  },
  {
    name: "home-link-copied",
    path: "/?industry=retail",
    viewport: true,
    prepare: async (page) => {
      const demo = page.locator("#demo-section");
      await demo.scrollIntoViewIfNeeded();
      await page.locator("#demo-section[data-enhanced]").waitFor();
      const copy = page.locator("#demo-panel-retail").getByRole("link", { name: "Copy link" });
      await copy.scrollIntoViewIfNeeded();
      await copy.click();
    },
  },
];

mkdirSync(out, { recursive: true });
const server = await startSiteServer(port);
try {
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS],
  });
  for (const width of [390, 1440]) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      // Copy link writes to the clipboard, which a page may do only when allowed.
      permissions: ["clipboard-read", "clipboard-write"],
    });
    for (const shot of shots) {
      // A full-page capture is taken as one tall viewport: opened on an anchor, the page renders the sections that
      // otherwise wait until they near the viewport (decision 004); then back to the top.
      await page.goto(`${base}${shot.path}#main`, { waitUntil: "networkidle" });
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await shot.prepare?.(page);
      await page.waitForTimeout(700);
      const file = `${out}/${shot.name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: !shot.viewport });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.kill("SIGTERM");
}
