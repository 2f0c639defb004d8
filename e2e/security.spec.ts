import type { Page } from "@playwright/test";
import { E2E_ADS } from "./ads-fixture";
import { expect, test } from "./fixtures";
import { mitigation, visiblePanel } from "./page-helpers";

const adsOrigin = `http://127.0.0.1:${E2E_ADS.port}`;

/** Records every Content-Security-Policy violation the page reports. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("Content-Security-Policy", () => {
  test("the landing page runs every interaction without a violation", async ({
    page,
    context,
    browserErrors,
    isMobile,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const violations = await watchCsp(page);
    await page.goto("/?industry=retail");
    await page.waitForLoadState("networkidle");
    const panel = visiblePanel(page);
    await expect(panel).toHaveAccessibleName("Retail");
    await mitigation(page).check();
    await expect(panel.getByText("RISK MITIGATED")).toBeVisible();
    if (!isMobile) {
      await panel.getByRole("button", { name: "PCI DSS" }).hover();
      await expect(page.getByRole("tooltip").filter({ visible: true })).toBeVisible();
    }
    await page.locator("li.flip-card").first().getByRole("checkbox").focus();
    // The toast brings Sonner's inserted stylesheet, which the policy allows by hash.
    await panel.getByRole("link", { name: "Copy link" }).click();
    await expect(page.getByText("Link to this scenario copied")).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(browserErrors).toEqual([]);
  });

  test("the confirmation flow with the ad tag runs without a violation", async ({ page, context, browserErrors }) => {
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) =>
        /googletagmanager\.com\/gtag\/js/.test(route.request().url())
          ? route.fulfill({ contentType: "text/javascript", body: "window.__gtagStubLoads = 1;" })
          : route.abort(),
    );
    const violations = await watchCsp(page);
    await page.goto(`${adsOrigin}/see-you-soon?uid=csp-check`);
    await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoads?: number }).__gtagStubLoads)).toBe(1);
    await page.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/`);
    expect(await violations()).toEqual([]);
    expect(browserErrors).toEqual([]);
  });

  test("the not-found page runs without a violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/definitely/missing");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });
});

test.describe("security headers", () => {
  // The e2e server trusts 127.0.0.1 as its TLS proxy (playwright.config.ts): X-Forwarded-Proto says how a request came.
  const transports: { name: string; headers: Record<string, string>; overHttps: boolean }[] = [
    { name: "plain HTTP", headers: {}, overHttps: false },
    { name: "HTTPS through the proxy", headers: { "x-forwarded-proto": "https" }, overHttps: true },
  ];
  for (const path of ["/", "/see-you-soon", "/missing"]) {
    for (const transport of transports) {
      test(`${path} over ${transport.name} carries a strict policy and the hardening headers`, async ({ request }) => {
        const headers = (await request.get(path, { headers: transport.headers })).headers();
        const policy = headers["content-security-policy"] ?? "";
        const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
        expect(scriptSrc).toMatch(/'sha256-/);
        expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
        for (const directive of [
          "default-src 'none'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ]) {
          expect(policy).toContain(directive);
        }
        expect(policy).not.toContain("googletagmanager");
        // WebKit upgrades even http://127.0.0.1 under this directive, so `npm start` must not send it over HTTP.
        expect(policy.endsWith("; upgrade-insecure-requests")).toBe(transport.overHttps);
        expect(headers["strict-transport-security"]).toBe(
          transport.overHttps ? "max-age=63072000; includeSubDomains; preload" : undefined,
        );
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["x-frame-options"]).toBe("DENY");
        expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
        expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
      });
    }
  }

  test("only the confirmation page of an ads build grants Google's origins", async ({ request }) => {
    const confirmation = (await request.get(`${adsOrigin}/see-you-soon`)).headers()["content-security-policy"] ?? "";
    expect(confirmation).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(confirmation).toMatch(/frame-src https:\/\/www\.googletagmanager\.com/);
    const home = (await request.get(`${adsOrigin}/`)).headers()["content-security-policy"] ?? "";
    expect(home).not.toContain("google");
  });
});

/** Both cards describe the social image, with the same words. */
function expectImageAlts(html: string) {
  const og = /<meta property="og:image:alt" content="([^"]+)"\/>/.exec(html)?.[1];
  const twitter = /<meta name="twitter:image:alt" content="([^"]+)"\/>/.exec(html)?.[1];
  expect(og).toMatch(/^Vigil: .{10,}/);
  expect(twitter).toBe(og);
}

test.describe("SEO and sharing", () => {
  test("the landing page has its title, description, canonical URL, cards and structured data", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>Vigil · Compliance monitoring for voice AI agents<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<link rel="canonical" href="https://vigil.example.com/"/>');
    expect(html).toContain('<meta name="theme-color" content="#020617"/>');
    for (const property of ["og:title", "og:description", "og:type"]) {
      expect(html).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
    }
    expect(html).toContain('<meta property="og:url" content="https://vigil.example.com/"/>');
    expect(html).toContain('<meta property="og:image" content="https://vigil.example.com/og-image.png"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expectImageAlts(html);
    expect(html).not.toContain("noindex");
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const graph = (JSON.parse(jsonLd) as { "@graph": { "@type": string }[] })["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "SoftwareApplication"]);
    for (const link of ['rel="icon" href="/favicon.svg"', 'rel="apple-touch-icon"']) {
      expect(html).toContain(link);
    }
    // A website, not an app to install: no web app manifest (see scripts/build/site-files.ts).
    expect(html).not.toContain('rel="manifest"');
  });

  test("the confirmation and not-found pages are not indexed, and share as the home page", async ({ request }) => {
    for (const path of ["/see-you-soon?uid=abc&email=jane%40example.com", "/missing-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).not.toContain('rel="canonical"');
      // A shared link to either opens the landing page: no booking counted, no missing page.
      expect(html, path).toContain('<meta property="og:url" content="https://vigil.example.com/"/>');
      expectImageAlts(html);
    }
  });

  test("robots.txt, the sitemap, icons and the social image are served", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain("Sitemap: https://vigil.example.com/sitemap.xml");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      "https://vigil.example.com/",
      "https://vigil.example.com/privacy",
      "https://vigil.example.com/security",
    ]);
    expect((await request.get("/site.webmanifest")).status()).toBe(404);
    for (const [path, type] of [
      ["/og-image.png", "image/png"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icon-512.png", "image/png"],
      ["/favicon.svg", "image/svg+xml"],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
    const og = await (await request.get("/og-image.png")).body();
    // PNG header: width and height at bytes 16–23.
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
