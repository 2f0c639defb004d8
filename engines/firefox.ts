/** Firefox, driven by puppeteer-core over WebDriver BiDi. */
import puppeteer from "puppeteer-core";
import { findFirefox } from "../scripts/lib/other-engines.ts";
import { VIEWPORT, type EngineSession, type LaunchOptions } from "./engine-session.ts";

/**
 * The expression that scrolls nothing but returns where the element's centre is, and how far to scroll to bring it
 * to the middle of the viewport. Scrolling itself is done with the driver's wheel, which works without page script.
 */
const centreOf = (selector: string) =>
  `(() => {
    const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    if (!box) throw new Error("no element matches " + ${JSON.stringify(selector)});
    const x = box.x + box.width / 2, y = box.y + box.height / 2;
    return { x: Math.round(x), y: Math.round(y), off: y < 0 || y > innerHeight ? Math.round(y - innerHeight / 2) : 0 };
  })()`;

const settle = () => new Promise((done) => setTimeout(done, 150));

export async function launchFirefox({ baseURL, javaScript }: LaunchOptions): Promise<EngineSession> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error("No Firefox: apt-get install firefox-esr, or set FIREFOX_PATH.");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    protocol: "webDriverBiDi",
    // The window's size, not page.setViewport: puppeteer-core 25 sends a screen orientation override with the viewport,
    // a command Firefox ESR 140 does not know (seen on 2 December 2026), and the viewport was then not applied.
    defaultViewport: null,
    args: [`--width=${VIEWPORT.width}`, `--height=${VIEWPORT.height}`],
    extraPrefsFirefox: {
      // Headless, Firefox reports no pointer, so (hover: hover) is false; say there is a mouse (fine | hover).
      "ui.primaryPointerCapabilities": 6,
      "ui.allPointerCapabilities": 6,
      // Firefox ESR has no BiDi command to turn a page's scripts off; the preference does it for the browser.
      ...(javaScript ? {} : { "javascript.enabled": false }),
    },
  });
  const page = await browser.newPage();
  const width = await page.evaluate(() => window.innerWidth);
  if (width !== VIEWPORT.width) throw new Error(`Firefox's viewport is ${width} px wide, not ${VIEWPORT.width}`);
  let problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${String(error)}`));

  const read = async <T>(expression: string): Promise<T> => (await page.evaluate(expression)) as T;

  /** Wheels the element to the middle of the viewport (page script may be off) and returns its centre. */
  async function pointAt(selector: string): Promise<{ x: number; y: number }> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const { x, y, off } = await read<{ x: number; y: number; off: number }>(centreOf(selector));
      if (off === 0) return { x, y };
      await page.mouse.wheel({ deltaY: off });
      await settle();
    }
    throw new Error(`${selector} did not scroll into view`);
  }

  return {
    version: await browser.version(),
    async open(path) {
      problems = [];
      await page.goto(`${baseURL}${path}`, { waitUntil: "load" });
    },
    async click(selector) {
      const { x, y } = await pointAt(selector);
      await page.mouse.click(x, y);
    },
    async hover(selector) {
      const { x, y } = await pointAt(selector);
      await page.mouse.move(x, y);
    },
    read,
    problems: () => Promise.resolve([...problems]),
    seesParseTimeLogs: true,
    close: () => browser.close(),
  };
}
