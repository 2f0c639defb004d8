import type { Locator, Page } from "@playwright/test";
import { demoSection } from "#src/content/demo.ts";
import { industries } from "#src/content/industries.ts";
import { laws } from "#src/content/laws.ts";
import { problemCards } from "#src/content/problems.ts";
import { scenarios } from "#src/content/scenarios.ts";
import { tooltipDelays } from "#src/content/ui.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import {
  blockSiteScripts,
  demo,
  gotoHydrated,
  industry,
  demoEnhanced,
  mitigation,
  problemCard,
  visiblePanel,
  tile,
} from "./page-helpers.ts";

/** The computed state of a problem card's turner and faces. */
const faces = (page: Page, title: string) =>
  problemCard(page, title).evaluate((element) => {
    const turner = element.querySelector(".flip-card-turner");
    const style = (selector: string) => {
      const face = element.querySelector(selector);
      return face ? { visibility: getComputedStyle(face).visibility, opacity: getComputedStyle(face).opacity } : {};
    };
    return {
      turner: turner
        ? { transformStyle: getComputedStyle(turner).transformStyle, transform: getComputedStyle(turner).transform }
        : {},
      front: style(".flip-card-front"),
      back: style(".flip-card-back"),
    };
  });
const showsSolution = async (page: Page, title: string) => (await faces(page, title)).back.visibility === "visible";

/** Until a card's turn (or cross-fade) to its solution is over: the front is hidden, the back fully drawn. */
const untilTurned = (page: Page, title: string) =>
  expect
    .poll(() => faces(page, title))
    .toMatchObject({ front: { visibility: "hidden" }, back: { visibility: "visible", opacity: "1" } });

/**
 * Hovers a law badge and returns how long after the pointer entered it its tooltip showed, as the page measures it
 * (event time to the first frame that draws it).
 */
async function timeTooltip(page: Page, badge: Locator): Promise<number> {
  await badge.evaluate((button) => {
    const tooltip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    const shown = () =>
      !!tooltip && getComputedStyle(tooltip).visibility === "visible" && tooltip.getBoundingClientRect().width > 1;
    (window as unknown as { tooltipTiming: Promise<number> }).tooltipTiming = new Promise((resolve, reject) => {
      button.addEventListener(
        "pointerenter",
        (event) => {
          // performance.now(), not the frame's timestamp: a frame's start can precede the timer that showed the
          // tooltip by more than a frame on a loaded machine (686 ms was once measured for a 700 ms delay).
          const tick = () => {
            const now = performance.now();
            if (shown()) resolve(now - event.timeStamp);
            else if (now - event.timeStamp > 3000) reject(new Error("the tooltip did not show within 3 s"));
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { once: true },
      );
    });
  });
  await badge.hover();
  return page.evaluate(() => (window as unknown as { tooltipTiming: Promise<number> }).tooltipTiming);
}

const firstCard = problemCards[0]!.title;

/** Turns a card over to stay, as a visitor does: a tap on a touch screen, Space from the keyboard elsewhere. */
async function toggleCard(page: Page, title: string, isMobile: boolean) {
  const toggle = problemCard(page, title).getByRole("checkbox");
  if (isMobile) {
    await toggle.tap();
  } else {
    await toggle.focus();
    await page.keyboard.press("Space");
  }
  await expect(toggle).toBeChecked();
}

test.describe("landing page", () => {
  test("has every section, in the spec's order", async ({ page }) => {
    await gotoHydrated(page);
    const headings = await page.locator("main h1, main h2").allTextContents();
    expect(headings).toHaveLength(6);
    expect(headings.slice(1, 5)).toEqual([
      "What Problems We Solve",
      "See what your agent could say",
      "How Your Protection Works",
      "Compliance that pays for itself",
    ]);
    await expect(page.locator("footer")).toContainText("SOC 2");
    await expect(page.locator("footer")).toContainText("ISO/IEC 27001");
  });

  test("opens the scheduling page in a new tab from every call to action, each tagged", async ({ page }) => {
    await gotoHydrated(page);
    const names = [
      "Contact Us",
      "Run a Free Diagnostic",
      "Book a Demo",
      "Discover Hidden Risks",
      "Start Your Free Trial",
    ];
    const placements = new Set<string>();
    for (const name of names) {
      const links = page.getByRole("link", { name: new RegExp(`^${name}`) });
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        const href = new URL((await link.getAttribute("href")) ?? "");
        placements.add(href.searchParams.get("utm_content") ?? "");
      }
    }
    // Contact, hero ×2, seven demo panels share one placement, trial, closing ×2.
    expect([...placements].sort()).toEqual(
      [
        "closing-demo",
        "closing-diagnostic",
        "demo-discover",
        "hero-demo",
        "hero-diagnostic",
        "nav-contact",
        "returns-trial",
      ].sort(),
    );
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`every in-page link lands on its section, from anywhere on the page (${motion} motion)`, async ({ page }) => {
      // Reduced motion jumps at once: the sections in between must have their real heights already.
      await page.emulateMedia({ reducedMotion: motion });
      await gotoHydrated(page);
      // Below the fold, sections wait to render until they near the viewport (decision 004).
      const skipped = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll("main > *, main > div > *, body > footer")].filter(
              (element) => getComputedStyle(element).contentVisibility === "auto",
            ).length,
        );
      expect(await skipped()).toBeGreaterThan(0);
      // The section's top ends just below the viewport's (its scroll margin), once any smooth scroll is over.
      const expectAtTop = (id: string) =>
        expect
          .poll(
            () =>
              page.evaluate(
                (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1),
                id,
              ),
            { message: id },
          )
          .toBe(24);
      const nav = page.getByRole("navigation", { name: "Main" });
      const footer = page.locator("footer");

      await nav.getByRole("link", { name: "Compliance" }).click();
      await expect(page).toHaveURL(/#demo-section$/);
      await expectAtTop("demo-section");
      // Once the address names a section, every section renders at its real size.
      expect(await skipped()).toBe(0);

      // From the bottom of the page, back up, then down again: sections in between have their real height.
      for (const [name, id] of [
        ["Problems", "problems-section"],
        ["Returns", "returns"],
        ["How it works", "how-it-works"],
        ["Demo", "demo-section"],
      ] as const) {
        await footer.getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expectAtTop(id);
      }
    });
  }

  test("the demo: mitigate, switch industry, come back, restore", async ({ page, browserErrors }) => {
    await gotoHydrated(page);
    await expect(visiblePanel(page)).toHaveAccessibleName("Healthcare");
    await expect(visiblePanel(page).getByText("NON-COMPLIANT")).toBeVisible();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeHidden();
    await expect(visiblePanel(page).getByText("Not triggered").filter({ visible: true })).toHaveCount(0);

    // The toggle's name is only its visible label.
    await expect(mitigation(page)).toHaveAccessibleName("Mitigate");
    await mitigation(page).check();
    await expect(mitigation(page)).toHaveAccessibleName("Back to Common Risks");
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(visiblePanel(page).getByText("NON-COMPLIANT")).toBeHidden();
    await expect(visiblePanel(page).getByText("Not triggered").filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: /risk mitigated/i })).toHaveCount(1);

    await tile(page, "Finance").click();
    await expect(page).toHaveURL(/\?industry=finance$/);
    await expect(visiblePanel(page)).toHaveAccessibleName("Finance");
    await expect(visiblePanel(page).getByText("NON-COMPLIANT")).toBeVisible();
    // The healthcare tile carries the mitigated dot, the finance tile does not.
    await expect(tile(page, "Healthcare").locator("[data-mitigated-dot]")).toBeVisible();
    await expect(tile(page, "Finance").locator("[data-mitigated-dot]")).toBeHidden();

    await tile(page, "Healthcare").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await mitigation(page).uncheck();
    await expect(visiblePanel(page).getByText("NON-COMPLIANT")).toBeVisible();
    await expect(demo(page).getByRole("status")).toHaveText(/Healthcare: showing the non-compliant response/);
    expect(browserErrors).toEqual([]);
  });

  test("each panel is as tall as its own content; tiles stay put, and mitigating moves nothing", async ({ page }) => {
    await gotoHydrated(page);
    // Positions in the document, wherever a click has scrolled the page.
    const panelBox = () =>
      visiblePanel(page).evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
      });
    const tilesTop = () =>
      page
        .locator("[data-tile-strip]")
        .evaluate((strip) => Math.round(strip.getBoundingClientRect().top + window.scrollY));
    const heights = new Map<string, number>();
    // Where the tapped tile is on the screen, before and after: a switch to a shorter panel must not move it.
    const onScreen = (name: string) =>
      tile(page, name).evaluate((label) => Math.round(label.getBoundingClientRect().top));
    await page.locator("[data-tile-strip]").evaluate((strip) => {
      strip.scrollIntoView({ block: "center", behavior: "instant" });
    });
    for (const { title } of industries) {
      const tileBefore = await onScreen(title);
      await tile(page, title).click();
      await expect(visiblePanel(page)).toHaveAccessibleName(title);
      expect(await onScreen(title), `${title}: the tapped tile stays under the finger`).toBe(tileBefore);
      const tilesBefore = await tilesTop();
      const before = await panelBox();
      // The panel's own content fills it: no blank band under its last row.
      const blank = await visiblePanel(page).evaluate((panel) => {
        const last = panel.lastElementChild?.getBoundingClientRect();
        return last ? Math.round(panel.getBoundingClientRect().bottom - last.bottom) : -1;
      });
      expect(blank, title).toBeLessThanOrEqual(1);
      await mitigation(page).check();
      await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
      expect(await panelBox(), `${title} mitigated`).toEqual(before);
      expect(await tilesTop(), `${title}: mitigating moves no tile`).toBe(tilesBefore);
      await mitigation(page).uncheck();
      await page.locator("[data-tile-strip]").evaluate((strip) => {
        strip.scrollIntoView({ block: "center", behavior: "instant" });
      });
      heights.set(title, before.height);
    }
    // Panels differ: the shorter ones are not stretched to the tallest.
    expect(new Set(heights.values()).size).toBeGreaterThan(1);
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`a problem card turns to its solution on keyboard focus, and back (${motion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await gotoHydrated(page);
      // At rest the solution face is not drawn, and screen readers do not read it.
      expect(await faces(page, firstCard)).toMatchObject({
        turner: { transform: "none" },
        back: { visibility: "hidden" },
      });

      await page.keyboard.press("Shift"); // focus from now on is keyboard focus (:focus-visible)
      await problemCard(page, firstCard).getByRole("checkbox").focus();
      // Until the turn (or the cross-fade) is over.
      if (motion === "reduce") {
        await expect
          .poll(() => faces(page, firstCard))
          .toMatchObject({
            turner: { transform: "none" },
            front: { visibility: "hidden", opacity: "0" },
            back: { visibility: "visible", opacity: "1" },
          });
      } else {
        // Turned half a revolution about the vertical axis, in 3D, the solution face drawn, the problem face not.
        await expect
          .poll(() => faces(page, firstCard))
          .toMatchObject({
            turner: { transformStyle: "preserve-3d", transform: expect.stringMatching(/^matrix3d\(-1, 0, 0, 0, /) },
            front: { visibility: "hidden" },
            back: { visibility: "visible" },
          });
      }

      await page.getByRole("link", { name: "Skip to content" }).focus();
      await expect
        .poll(() => faces(page, firstCard))
        .toMatchObject({
          turner: { transform: "none" },
          front: { visibility: "visible", opacity: "1" },
          back: { visibility: "hidden" },
        });
    });
  }

  test("a problem card shows its solution while the pointer is over it, or toggles on tap", async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page);
    const card = problemCard(page, firstCard);
    if (isMobile) {
      await card.tap();
      await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
      await expect(card.getByRole("checkbox")).toBeChecked();
      await card.tap();
      await expect.poll(() => showsSolution(page, firstCard)).toBe(false);
    } else {
      await card.hover();
      await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
      // A click does not pin it: hover already shows the solution, and leaving puts it back.
      await card.click();
      await page.mouse.move(0, 0);
      await expect.poll(() => showsSolution(page, firstCard)).toBe(false);
      await expect(card.getByRole("checkbox")).not.toBeChecked();
    }
  });

  test("a shared link opens its industry, its tile in view", async ({ page }) => {
    await gotoHydrated(page, "/?industry=hospitality#demo-section");
    await expect(visiblePanel(page)).toHaveAccessibleName("Hospitality");
    await expect(industry(page, "Hospitality")).toBeChecked();
    await expect(tile(page, "Hospitality")).toBeInViewport();
  });

  test("an unknown industry falls back to healthcare", async ({ page }) => {
    await gotoHydrated(page, "/?industry=%3Cscript%3E");
    await expect(visiblePanel(page)).toHaveAccessibleName("Healthcare");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a law's tooltip opens after a rest of 700 ms, the next one at once, and Escape hides it", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "hover tooltips are a pointer feature; keyboard focus is covered in the keyboard test");
    await gotoHydrated(page, "/?industry=finance");
    const tooltip = page.getByRole("tooltip").filter({ visible: true });
    const glba = visiblePanel(page).getByRole("link", { name: "GLBA", exact: true });
    const openDelay = await timeTooltip(page, glba);
    // The spec's open delay, within a few frames of it.
    expect(openDelay).toBeGreaterThanOrEqual(tooltipDelays.openMs - 10);
    expect(openDelay).toBeLessThan(tooltipDelays.openMs + 300);
    await expect(tooltip).toContainText(laws.GLBA.name);
    // Within the skip delay, the next badge's tooltip opens at once.
    expect(
      await timeTooltip(page, visiblePanel(page).getByRole("link", { name: "PCI DSS", exact: true })),
    ).toBeLessThan(150);
    await expect(tooltip).toContainText(laws["PCI DSS"].name);
    await page.keyboard.press("Escape");
    await expect(tooltip).toHaveCount(0);
    // Leaving and resting on a badge again shows it again.
    await page.mouse.move(0, 0);
    await glba.hover();
    await expect(tooltip).toContainText(laws.GLBA.name);
  });
});

test.describe("landing page accessibility", () => {
  test("axe finds nothing in the default, mitigated and turned states", async ({ page, isMobile }) => {
    await gotoHydrated(page);
    await expectNoAxeViolations(page);

    // Then what each change touched: the demo, mitigated; the cards, one turned.
    await mitigation(page).check();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expectNoAxeViolations(page, { within: "#demo-section" });

    await toggleCard(page, firstCard, isMobile);
    await untilTurned(page, firstCard); // contrast is measured on the final colours
    await expectNoAxeViolations(page, { within: "li.flip-card" });
  });

  for (const width of [360, 390]) {
    test(`nothing overflows horizontally at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            // A link scrolled out of view inside a row that scrolls sideways (the header's guides) is clipped there.
            const scroller = element.parentElement?.closest("nav");
            if (scroller && getComputedStyle(scroller).overflowX !== "visible") return false;
            // 1 px boxes are visually hidden (sr-only) text.
            return box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(wide).toEqual([]);
    });
  }

  test("keyboard only: skip link, a card, the tiles, a tooltip, the toggle", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard walk runs on the desktop project");
    await gotoHydrated(page);
    // As a visitor who starts at the top. gotoHydrated scrolled to the islands, and Debian's Chromium 150 then starts
    // Tab from there (seen on 2 December 2026: the first Tab went to the demo's toggle); focusing the body puts the
    // starting point back at the top of the document.
    await page.evaluate(() => {
      document.body.tabIndex = -1;
      document.body.focus();
      document.body.removeAttribute("tabindex");
    });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    // Through the header and hero to the first card, which turns on focus; Space keeps it turned.
    const toggle = problemCard(page, firstCard).getByRole("checkbox");
    for (let i = 0; i < 15 && !(await toggle.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(toggle).toBeFocused();
    await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
    await page.keyboard.press("Space");
    await expect(toggle).toBeChecked();

    // On to the industry tiles: one tab stop, arrows move and select, Home and End too.
    const healthcare = industry(page, "Healthcare");
    for (let i = 0; i < 10 && !(await healthcare.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(healthcare).toBeFocused();
    await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect(industry(page, "Finance")).toBeFocused();
    await expect(visiblePanel(page)).toHaveAccessibleName("Finance");
    await page.keyboard.press("End");
    const last = industries.at(-1)!.title;
    await expect(industry(page, last)).toBeFocused();
    await expect(visiblePanel(page)).toHaveAccessibleName(last);
    await page.keyboard.press("Home");
    await expect(visiblePanel(page)).toHaveAccessibleName("Healthcare");

    // Into the panel: the first law badge shows its tooltip on focus, Escape hides it.
    await page.keyboard.press("Tab");
    await expect(visiblePanel(page).getByRole("link", { name: "HIPAA", exact: true }).first()).toBeFocused();
    await expect(page.getByRole("tooltip").filter({ visible: true })).toContainText(laws.HIPAA.name);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveCount(0);
    for (let i = 0; i < 6 && !(await mitigation(page).evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(mitigation(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(mitigation(page)).toBeFocused();
    await expect(mitigation(page)).toHaveAccessibleName("Back to Common Risks");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every section, the problem faces, the healthcare scenario and working links", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const title of ["Hidden Compliance Gaps", "Monitoring Gaps"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(visiblePanel(page)).toHaveAccessibleName("Healthcare");
    await expect(visiblePanel(page).getByText(/Dr\. Patel prescribed/)).toBeVisible();
    await expect(visiblePanel(page).getByText("up to $1.5M per year").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How Your Protection Works" })).toBeVisible();
    await expect(page.getByText("650%+")).toBeVisible();
    const trial = page.getByRole("link", { name: /^Start Your Free Trial/ });
    await expect(trial).toHaveAttribute("href", /^https:\/\/.+utm_content=returns-trial/);
  });

  test("the whole demo works: every tile, Mitigate, Back, and each industry keeps its flag", async ({ page }) => {
    await page.goto("/");
    for (const { id, title } of industries) {
      const scenario = scenarios[id];
      await tile(page, title).click();
      await expect(visiblePanel(page)).toHaveAccessibleName(title);
      await expect(visiblePanel(page).getByText(scenario.prompt)).toBeVisible();
      await expect(visiblePanel(page).getByText(scenario.response)).toBeVisible();
      for (const { law, fine } of scenario.totalExposure) {
        await expect(visiblePanel(page).getByText(demoSection.exposureLine(law, fine), { exact: true })).toBeVisible();
      }
      await mitigation(page).check();
      await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
      await expect(
        visiblePanel(page).getByText(scenario.mitigatedExposure ?? demoSection.mitigatedExposure, { exact: true }),
      ).toBeVisible();
      await expect(visiblePanel(page).getByText(scenario.mitigatedResponse)).toBeVisible();
      await expect(visiblePanel(page).getByText("Not triggered").filter({ visible: true })).toHaveCount(
        scenario.violations.length,
      );
      await expect(mitigation(page)).toHaveAccessibleName("Back to Common Risks");
    }
    // Every industry kept its flag; Back to Common Risks restores one of them, and only that one.
    await tile(page, "Retail").click();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await mitigation(page).uncheck();
    await expect(visiblePanel(page).getByText("NON-COMPLIANT")).toBeVisible();
    await expect(visiblePanel(page).getByText(scenarios.retail.response)).toBeVisible();
    await tile(page, "Finance").click();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
  });

  test("a card shows its solution on hover or focus, or on tap; a tooltip on hover or focus", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    const card = problemCard(page, firstCard);
    if (isMobile) {
      await card.tap();
      await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
    } else {
      await card.hover();
      await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
      await page.mouse.move(0, 0);
      await expect.poll(() => showsSolution(page, firstCard)).toBe(false);
      const badge = visiblePanel(page).getByRole("link", { name: "HIPAA", exact: true }).first();
      await badge.hover();
      await expect(page.getByRole("tooltip").filter({ visible: true })).toContainText(laws.HIPAA.name);
      await page.mouse.move(0, 0);
    }
    await page.keyboard.press("Shift");
    await problemCard(page, problemCards[1]!.title).getByRole("checkbox").focus();
    await expect.poll(() => showsSolution(page, problemCards[1]!.title)).toBe(true);
    await visiblePanel(page).getByRole("link", { name: "HIPAA", exact: true }).first().focus();
    await expect(page.getByRole("tooltip").filter({ visible: true })).toContainText(laws.HIPAA.name);
  });
});

test.describe("with the site's scripts blocked", () => {
  // axe needs script of its own in the page, so this is the page when its JavaScript fails rather than when
  // the browser has none: the same HTML and CSS, and the same inline scripts.
  test("axe finds nothing in the default, mitigated and turned states", async ({ page, isMobile }) => {
    await blockSiteScripts(page);
    await page.goto("/");
    await expectNoAxeViolations(page);
    await tile(page, "Government").click();
    await mitigation(page).check();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await toggleCard(page, firstCard, isMobile);
    await untilTurned(page, firstCard);
    await expectNoAxeViolations(page, { within: "#demo-section, li.flip-card" });
  });
});

test.describe("before the JavaScript arrives", () => {
  test("a tap takes effect at once, and hydration keeps what the visitor set", async ({
    page,
    browserErrors,
    isMobile,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });

    await tile(page, "Retail").click();
    await mitigation(page).check();
    await toggleCard(page, firstCard, isMobile);
    await expect(visiblePanel(page)).toHaveAccessibleName("Retail");
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect.poll(() => showsSolution(page, firstCard)).toBe(true);
    // The demo's script was asked for as the demo came into view, and waits for it.
    expect(await demoEnhanced(page)).toBe(false);

    release();
    await expect.poll(() => demoEnhanced(page)).toBe(true);
    // Once the script has run, the address bar follows the choice made before it...
    await expect(page).toHaveURL(/\?industry=retail$/);
    // ...and nothing was reset.
    await expect(industry(page, "Retail")).toBeChecked();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(problemCard(page, firstCard).getByRole("checkbox")).toBeChecked();
    // What only script adds now works: the next change is announced.
    await tile(page, "Finance").click();
    await expect(demo(page).getByRole("status")).toHaveText(/^Finance selected/);
    expect(browserErrors).toEqual([]);
  });

  test("a shared link shows its industry before any external script has run", async ({ page }) => {
    await blockSiteScripts(page);
    await page.goto("/?industry=retail");
    await expect(industry(page, "Retail")).toBeChecked();
    await expect(visiblePanel(page)).toHaveAccessibleName("Retail");
    await expect(visiblePanel(page).getByText(scenarios.retail.prompt)).toBeVisible();
    await expect(demo(page)).toBeVisible();
    expect(await demoEnhanced(page)).toBe(false);
  });
});
