/**
 * A short smoke test of every page in another engine than Chromium: it loads styled, its islands hydrate without a
 * console error or uncaught exception, and the landing page's demo and cards work, with JavaScript and without.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { industries } from "#src/content/industries.ts";
import { homePage } from "#src/config/site-pages.ts";
import { pagesToWalk } from "../scripts/lib/built-pages.ts";
import { notFoundPage } from "#src/content/pages.ts";
import type { EngineSession, LaunchOptions } from "./engine-session.ts";
import { launchFirefox } from "./firefox.ts";
import { launchWebKit } from "./webkit.ts";

const engine = process.env.ENGINE === "webkit" ? "webkit" : "firefox";
const launch: (options: LaunchOptions) => Promise<EngineSession> = engine === "webkit" ? launchWebKit : launchFirefox;

const tile = (id: string) => `label[for="industry-${id}"]`;
const mitigate = (id: string) => `#mitigate-${id}`;
const firstCard = "li.flip-card";

/** What a visitor sees of the demo and the first card, read from computed styles. */
const STATE = `(() => {
  const shown = (element) =>
    element && element.getClientRects().length > 0 && getComputedStyle(element).visibility === "visible";
  const panel = [...document.querySelectorAll("[data-scenario-panel]")].find(shown);
  const mitigated = panel && [...panel.querySelectorAll("span")]
    .some((span) => span.textContent.trim() === "RISK MITIGATED" && shown(span));
  return {
    panel: panel?.id,
    mitigated: Boolean(mitigated),
    cardSolution: shown(document.querySelector("${firstCard} .flip-card-back")),
    query: location.search,
  };
})()`;

interface State {
  panel: string;
  mitigated: boolean;
  cardSolution: boolean;
  query: string;
}

/** Waits (CSS transitions, hydration) until the state's `expected` keys have those values. */
async function expectState(session: EngineSession, expected: Partial<State>): Promise<void> {
  const pick = (state: State) =>
    Object.fromEntries(Object.keys(expected).map((key) => [key, state[key as keyof State]]));
  await expect.poll(async () => pick(await session.read<State>(STATE)), { timeout: 5_000 }).toEqual(expected);
}

/**
 * Brings the landing page's demo near the viewport (its script waits for it) and each island too, focuses the first
 * field of one that waits for first use (/check's), and waits until every script runs: the demo marks itself
 * enhanced, and each island has hydrated.
 */
async function untilHydrated(session: EngineSession): Promise<void> {
  const hydrated = `(() => {
    const demo = document.querySelector("#demo-section:has(~ template[data-demo-script])");
    if (demo && !demo.hasAttribute("data-enhanced")) demo.scrollIntoView({ behavior: "instant" });
    for (const island of document.querySelectorAll("astro-island[ssr]")) {
      const box = (island.firstElementChild ?? island.parentElement).getBoundingClientRect();
      window.scrollTo({ top: window.scrollY + box.top - window.innerHeight / 2, behavior: "instant" });
      if (island.getAttribute("client") === "firstuse") island.querySelector("textarea, input")?.focus();
    }
    return (!demo || demo.hasAttribute("data-enhanced")) &&
      document.querySelectorAll("astro-island[ssr]").length === 0 && document.readyState === "complete";
  })()`;
  await expect.poll(() => session.read<boolean>(hydrated), { timeout: 10_000, message: "the scripts run" }).toBe(true);
}

/** The demo walk of spec section 4: each tile its own panel; Mitigate, Back, flags kept across switches. */
async function walkTheDemo(session: EngineSession, tiles: readonly string[]): Promise<void> {
  for (const id of tiles) {
    await session.click(tile(id));
    await expectState(session, { panel: `demo-panel-${id}`, mitigated: false });
  }
  await session.click(tile("finance"));
  await session.click(mitigate("finance"));
  await expectState(session, { panel: "demo-panel-finance", mitigated: true });
  await session.click(tile("healthcare"));
  await expectState(session, { panel: "demo-panel-healthcare", mitigated: false });
  await session.click(tile("finance"));
  await expectState(session, { panel: "demo-panel-finance", mitigated: true });
  await session.click(mitigate("finance")); // Back to Common Risks
  await expectState(session, { panel: "demo-panel-finance", mitigated: false });
}

async function hoverTheFirstCard(session: EngineSession): Promise<void> {
  await expectState(session, { cardSolution: false });
  await session.hover(firstCard);
  await expectState(session, { cardSolution: true });
}

describe(`${engine}, with JavaScript`, () => {
  let session: EngineSession;
  beforeAll(async () => {
    session = await launch({ baseURL: inject("baseURL"), javaScript: true });
    console.log(`engine: ${session.version}`);
  });
  afterAll(() => session.close());

  it.each([...pagesToWalk("build/client").map((page) => page.path), "/no-such-page"])(
    "%s loads styled and hydrates without a console error or uncaught exception",
    async (path) => {
      await session.open(path);
      await untilHydrated(session);
      // Unstyled, the logo is drawn at the width of the page (the failure WebKit had under upgrade-insecure-requests).
      expect(
        await session.read<number>(`document.querySelector('a[href="/"] svg').getBoundingClientRect().width`),
      ).toBe(32);
      expect(await session.read<string>(`getComputedStyle(document.body).fontFamily`)).toMatch(/^"?Inter/);
      if (path === "/no-such-page") {
        expect(await session.read<string>(`document.querySelector("h1").textContent`)).toBe(notFoundPage.title);
      }
      // The not-found page logs the path it was asked for (spec section 8); nothing else may.
      // (Logged by an inline script as the page is parsed, which classic WebDriver cannot see.)
      const logged = path === "/no-such-page" && session.seesParseTimeLogs;
      const expected = logged ? [`console.error: ${notFoundPage.logMessage} ${path}`] : [];
      await expect.poll(() => session.problems()).toEqual(expected);
    },
  );

  it("the demo: a shared link, every tile, Mitigate and Back, flags kept, the address following", async () => {
    await session.open(`${homePage.path}?industry=retail`);
    await expectState(session, { panel: "demo-panel-retail" });
    await untilHydrated(session);
    await walkTheDemo(session, ["education", "retail"]);
    await expectState(session, { query: "?industry=finance" });
    await hoverTheFirstCard(session);
    expect(await session.problems()).toEqual([]);
  });
});

describe(`${engine}, without JavaScript`, () => {
  let session: EngineSession;
  beforeAll(async () => {
    session = await launch({ baseURL: inject("baseURL"), javaScript: false });
  });
  afterAll(() => session.close());

  it("the landing page's demo and cards work from HTML and CSS alone", async () => {
    await session.open(homePage.path);
    // No script of the page ran: the demo's was never started.
    expect(await session.read<boolean>(`document.querySelector("#demo-section").hasAttribute("data-enhanced")`)).toBe(
      false,
    );
    await expectState(session, { panel: "demo-panel-healthcare", mitigated: false, query: "" });
    await walkTheDemo(
      session,
      industries.map((industry) => industry.id),
    );
    await hoverTheFirstCard(session);
  });

  it("the not-found page renders", async () => {
    await session.open("/no-such-page");
    expect(await session.read<string>(`document.querySelector("h1").textContent`)).toBe(notFoundPage.title);
  });
});
