import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

const panel = (page: Page) => page.getByRole("tabpanel");

async function gotoHydrated(page: Page, path = "/") {
  await page.goto(path);
  // Hydration is done once React has attached its handlers; the router exposes itself then.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
  await page.waitForLoadState("networkidle");
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
    await expect(page.locator("footer")).toContainText("ISO 27001");
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

  test("every in-page link lands on its section, from anywhere on the page", async ({ page }) => {
    await gotoHydrated(page);
    // The section's top ends just below the viewport's (its scroll margin), once the smooth scroll is over.
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

  test("the demo: mitigate, switch industry, come back, restore", async ({ page, browserErrors }) => {
    await gotoHydrated(page);
    await expect(panel(page)).toHaveAccessibleName("Healthcare");
    await expect(panel(page).getByText("NON-COMPLIANT")).toBeVisible();
    await expect(panel(page).getByText("RISK MITIGATED")).toBeHidden();
    await expect(panel(page).getByText("Not triggered").filter({ visible: true })).toHaveCount(0);

    // The toggle's name is only its visible label.
    await panel(page).getByRole("button", { name: "Mitigate", exact: true }).click();
    await expect(panel(page).getByRole("button", { name: "Back to Common Risks", exact: true })).toBeVisible();
    await expect(panel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(panel(page).getByText("NON-COMPLIANT")).toBeHidden();
    const visibleNotTriggered = panel(page).getByText("Not triggered").filter({ visible: true });
    await expect(visibleNotTriggered).toHaveCount(2);
    await expect(page.getByRole("status").filter({ hasText: /risk mitigated/i })).toHaveCount(1);

    await page.getByRole("tab", { name: "Finance" }).click();
    await expect(page).toHaveURL(/\?industry=finance$/);
    await expect(panel(page)).toHaveAccessibleName("Finance");
    await expect(panel(page).getByText("NON-COMPLIANT")).toBeVisible();

    await page.getByRole("tab", { name: "Healthcare" }).click();
    await expect(panel(page).getByText("RISK MITIGATED")).toBeVisible();
    await panel(page).getByRole("button", { name: "Back to Common Risks" }).click();
    await expect(panel(page).getByText("NON-COMPLIANT")).toBeVisible();
    expect(browserErrors).toEqual([]);
  });

  test("the demo panel keeps its height in every industry and state", async ({ page }) => {
    await gotoHydrated(page);
    const grid = page.locator("#demo-section [role=tabpanel]").first().locator("..");
    const footer = page.locator("#how-it-works");
    const heights = new Set<number>();
    const footerTops = new Set<number>();
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      for (const action of ["Mitigate", "Back to Common Risks"]) {
        heights.add(Math.round((await grid.boundingBox())?.height ?? 0));
        footerTops.add(
          Math.round(await footer.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)),
        );
        await panel(page).getByRole("button", { name: action }).click();
      }
    }
    expect(heights.size).toBe(1);
    expect(footerTops.size).toBe(1);
  });

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`a problem card turns to its solution and rests flat (${motion} motion)`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await gotoHydrated(page);
      const card = page.locator("li[data-flipped]").first();
      const faces = () =>
        card.evaluate((element) => {
          const [turner] = element.children;
          const [front, back] = turner ? [...turner.children] : [];
          const style = (face: Element | undefined) => (face ? getComputedStyle(face) : undefined);
          return {
            turner: { transformStyle: style(turner)?.transformStyle, transform: style(turner)?.transform },
            front: { visibility: style(front)?.visibility, opacity: style(front)?.opacity },
            back: { visibility: style(back)?.visibility, opacity: style(back)?.opacity },
          };
        });
      // At rest the card is flat (no composited 3D layers) and its solution face is not drawn.
      expect(await faces()).toMatchObject({ turner: { transformStyle: "flat" }, back: { visibility: "hidden" } });

      await page.keyboard.press("Shift");
      await card.getByRole("button").focus();
      await expect(card).toHaveAttribute("data-flipped", "true");
      await page.waitForTimeout(700); // the turn (or the cross-fade) is over
      if (motion === "reduce") {
        expect(await faces()).toMatchObject({
          turner: { transform: "none" },
          front: { opacity: "0" },
          back: { visibility: "visible", opacity: "1" },
        });
      } else {
        // Turned half a revolution about the vertical axis, in 3D, with the solution face drawn.
        const turned = await faces();
        expect(turned).toMatchObject({ turner: { transformStyle: "preserve-3d" }, back: { visibility: "visible" } });
        expect(turned.turner.transform).toMatch(/^matrix3d\(-1, 0, /);
      }

      await page.getByRole("link", { name: "Skip to content" }).focus();
      await expect(card).toHaveAttribute("data-flipped", "false");
      await page.waitForTimeout(700);
      expect(await faces()).toMatchObject({
        turner: { transformStyle: "flat", transform: "none" },
        front: { visibility: "visible", opacity: "1" },
        back: { visibility: "hidden" },
      });
    });
  }

  test("a shared link opens its industry, its tile in view", async ({ page }) => {
    await gotoHydrated(page, "/?industry=hospitality#demo-section");
    await expect(panel(page)).toHaveAccessibleName("Hospitality");
    const tile = page.getByRole("tab", { name: "Hospitality" });
    await expect(tile).toHaveAttribute("aria-selected", "true");
    // The last tile: on a phone the strip has to scroll sideways to show it.
    await expect(tile).toBeInViewport({ ratio: 0.9 });
  });

  test("an unknown industry falls back to healthcare", async ({ page }) => {
    await gotoHydrated(page, "/?industry=%3Cscript%3E");
    await expect(panel(page)).toHaveAccessibleName("Healthcare");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a law's tooltip names the law", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover tooltips are a pointer feature; keyboard focus is covered in the keyboard test");
    await gotoHydrated(page);
    const badge = panel(page).getByRole("button", { name: "HIPAA" }).first();
    // A pointer arrives and keeps moving: the first move sets the tooltip up, the next ones open it.
    await badge.hover({ position: { x: 4, y: 4 } });
    await badge.hover();
    await expect(page.getByRole("tooltip")).toHaveText(/Health Insurance Portability and Accountability Act/);
  });

  test("a law badge reached with Tab keeps its tooltip while the page scrolls it into view", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "keyboard walk runs on the desktop project");
    await gotoHydrated(page);
    // The selected tile sits at the bottom edge of the window, its panel's first badge below it.
    await page.keyboard.press("Shift");
    await page.getByRole("tab", { name: "Healthcare" }).evaluate((tab: HTMLElement) => {
      tab.focus({ preventScroll: true });
      window.scrollTo({
        top: tab.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 2,
        behavior: "instant",
      });
    });
    await page.keyboard.press("Tab");
    const badge = panel(page).getByRole("button", { name: "HIPAA" }).first();
    await expect(badge).toBeFocused();
    await page.waitForTimeout(800); // the page has scrolled the badge into view
    await expect(badge).toBeInViewport();
    await expect(page.getByRole("tooltip")).toHaveText(/Health Insurance Portability and Accountability Act/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });
});

test.describe("landing page accessibility", () => {
  test("axe finds nothing in the default, mitigated and flipped states", async ({ page }) => {
    await gotoHydrated(page);
    await expectNoAxeViolations(page);

    await panel(page).getByRole("button", { name: "Mitigate" }).click();
    await expect(panel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expectNoAxeViolations(page);

    const card = page.locator("li[data-flipped]").first();
    // As a keyboard user arrives: after a key press, focus shows as keyboard focus (:focus-visible), which turns the card.
    await page.keyboard.press("Shift");
    await card.getByRole("button").focus();
    await expect(card).toHaveAttribute("data-flipped", "true");
    await page.waitForTimeout(600); // let the turn finish so contrast is measured on the final colours
    await expectNoAxeViolations(page);
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
            const scroller = element.closest("[role=tablist]");
            // 1 px boxes are visually hidden (sr-only) text.
            return !scroller && box.width > 1 && (box.right > window.innerWidth + 0.5 || box.left < -0.5);
          })
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(wide).toEqual([]);
    });
  }

  test("keyboard only: skip link, tabs, a card, the demo", async ({ page, isMobile }) => {
    test.skip(isMobile, "keyboard walk runs on the desktop project");
    await gotoHydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    // Through the header and hero to the first card, which turns on focus.
    const firstCardButton = page.locator("li[data-flipped]").first().getByRole("button");
    for (let i = 0; i < 15 && !(await firstCardButton.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(firstCardButton).toBeFocused();
    await expect(page.locator("li[data-flipped]").first()).toHaveAttribute("data-flipped", "true");
    await page.keyboard.press("Enter");
    await expect(page.locator("li[data-flipped]").first()).toHaveAttribute("data-flipped", "false");

    // On to the industry tiles: one tab stop, arrows move and select.
    const healthcare = page.getByRole("tab", { name: "Healthcare" });
    for (let i = 0; i < 10 && !(await healthcare.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(healthcare).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Finance" })).toBeFocused();
    await expect(panel(page)).toHaveAccessibleName("Finance");
    await page.keyboard.press("End");
    await expect(panel(page)).toHaveAccessibleName("Hospitality");

    // Into the panel: the first law badge opens its tooltip on focus.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tooltip")).toBeVisible();
    const mitigate = panel(page).getByRole("button", { name: "Mitigate" });
    for (let i = 0; i < 6 && !(await mitigate.evaluate((element) => element === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    await expect(panel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Back to Common Risks" })).toBeFocused();
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
    await expect(panel(page)).toHaveAccessibleName("Healthcare");
    await expect(panel(page).getByText(/Dr\. Patel prescribed/)).toBeVisible();
    await expect(panel(page).getByText("up to $1.5M per year").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "How Your Protection Works" })).toBeVisible();
    await expect(page.getByText("650%+")).toBeVisible();
    const trial = page.getByRole("link", { name: /^Start Your Free Trial/ });
    await expect(trial).toHaveAttribute("href", /^https:\/\/.+utm_content=returns-trial/);
  });
});
