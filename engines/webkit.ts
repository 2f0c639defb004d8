/**
 * WebKit (WebKitGTK's MiniBrowser), driven by selenium-webdriver through WebKitWebDriver, which speaks classic
 * WebDriver only. Run under a display: `xvfb-run` (npm run test:webkit).
 */
import { Builder, By } from "selenium-webdriver";
import { DriverService } from "selenium-webdriver/remote";
import { inject } from "vitest";
import { findMiniBrowser, findWebKitWebDriver } from "../scripts/lib/other-engines.ts";
import { VIEWPORT, type EngineSession, type LaunchOptions } from "./engine-session.ts";

/**
 * Classic WebDriver cannot listen to the console: after the load event (before the islands hydrate, which they do
 * when idle or near the viewport) the page's console.error, uncaught errors and rejected promises are recorded here.
 */
const RECORD_PROBLEMS = `
  const problems = (window.__engineProblems = []);
  addEventListener("error", (event) => problems.push("uncaught: " + event.message));
  addEventListener("unhandledrejection", (event) => problems.push("unhandled rejection: " + String(event.reason)));
  const original = console.error;
  console.error = (...args) => { problems.push("console.error: " + args.map(String).join(" ")); original(...args); };
`;

export async function launchWebKit({ baseURL, javaScript }: LaunchOptions): Promise<EngineSession> {
  const driverPath = findWebKitWebDriver();
  const browserPath = findMiniBrowser();
  if (!driverPath || !browserPath) {
    throw new Error(
      "No WebKit: apt-get install webkit2gtk-driver, or set WEBKIT_WEBDRIVER_PATH and WEBKIT_BROWSER_PATH.",
    );
  }
  const port = inject("webKitDriverPort");
  const service = new DriverService(driverPath, { port, args: [`--port=${port}`], loopback: true });
  const driver = await new Builder()
    .usingServer(await service.start())
    .withCapabilities({
      // WebKitWebDriver names the browser after its binary.
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: browserPath,
        // Markup scripts off is a visitor's JavaScript off; the driver's own scripts still run.
        args: ["--automation", ...(javaScript ? [] : ["--enable-javascript-markup=false"])],
      },
    })
    .build();
  await driver.manage().window().setRect(VIEWPORT);
  const capabilities = await driver.getCapabilities();

  const read = <T>(expression: string): Promise<T> => driver.executeScript<T>(`return ${expression};`);
  const scrolledTo = async (selector: string) => {
    const element = await driver.findElement(By.css(selector));
    await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' });", element);
    return element;
  };

  return {
    version: `webkit/${String(capabilities.get("browserVersion"))}`,
    async open(path) {
      await driver.get(`${baseURL}${path}`);
      if (javaScript) await driver.executeScript(RECORD_PROBLEMS);
    },
    // Pointer actions, not Element Click, which refuses the demo's visually hidden radios' labels' overlays.
    click: async (selector) =>
      driver
        .actions()
        .move({ origin: await scrolledTo(selector) })
        .click()
        .perform(),
    hover: async (selector) =>
      driver
        .actions()
        .move({ origin: await scrolledTo(selector) })
        .perform(),
    read,
    problems: async () => (javaScript ? read<string[]>("window.__engineProblems ?? []") : []),
    // The recorder is installed once the page has loaded: an inline script's log comes before it.
    seesParseTimeLogs: false,
    async close() {
      await driver.quit();
      await service.kill();
    },
  };
}
