import type { Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { pagesWithUrls } from "../scripts/lib/built-pages.ts";
import { adsBuildOrigin } from "./ads-fixture.ts";
import { expect, test } from "./fixtures.ts";
import { gotoHydrated, mitigation, visiblePanel } from "./page-helpers.ts";

const adsOrigin = adsBuildOrigin();
const pages = pagesWithUrls("build/client");

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
    // The demo's script must run for Copy link to copy (and show its toast) rather than be followed.
    await gotoHydrated(page, "/?industry=retail");
    const panel = visiblePanel(page);
    await expect(panel).toHaveAccessibleName("Retail");
    await mitigation(page).check();
    await expect(panel.getByText("RISK MITIGATED")).toBeVisible();
    if (!isMobile) {
      await panel.getByRole("link", { name: "PCI DSS", exact: true }).hover();
      await expect(page.getByRole("tooltip").filter({ visible: true })).toBeVisible();
    }
    await page.locator("li.flip-card").first().getByRole("checkbox").focus();
    // The toast is styled by the site's stylesheet: nothing inline for the policy to refuse.
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
    await page.getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoads?: number }).__gtagStubLoads)).toBe(1);
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

/** A policy as directive → its sources, sorted. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources.sort()];
    }),
  );
}

/** The sha256 sources of the inline scripts and styles a page carries, as the browser hashes them. */
function inlineHashes(html: string, element: "script" | "style"): string[] {
  const pattern = new RegExp(`<${element}(?<attributes>[^>]*)>(?<body>[\\s\\S]*?)</${element}>`, "g");
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const { attributes = "", body = "" } = match.groups ?? {};
    if (body === "" || / src=|type="application\/ld\+json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes].sort();
}

test.describe("security headers", () => {
  // Headers of HTTP responses, no page: the viewport cannot change them, so the desktop project reads them once.
  test.skip(({ isMobile }) => isMobile, "HTTP headers, read once on the desktop project");
  // The e2e server trusts 127.0.0.1 as its TLS proxy (playwright.config.ts): X-Forwarded-Proto says how a request came.
  const transports: { name: string; headers: Record<string, string>; overHttps: boolean }[] = [
    { name: "plain HTTP", headers: {}, overHttps: false },
    { name: "HTTPS through the proxy", headers: { "x-forwarded-proto": "https" }, overHttps: true },
  ];
  for (const path of [...pages.map((page) => page.path), "/missing"]) {
    for (const transport of transports) {
      test(`${path} over ${transport.name} carries its own strict policy and the hardening headers`, async ({
        request,
      }) => {
        const response = await request.get(path, { headers: transport.headers });
        const headers = response.headers();
        const html = await response.text();
        const policy = parsePolicy(headers["content-security-policy"] ?? "");
        // Exactly these directives, each with exactly these sources: nothing else is allowed. Frames and plugins
        // (object-src) fall back to default-src 'none'.
        expect(Object.fromEntries(policy)).toEqual({
          "default-src": ["'none'"],
          // The page's own inline scripts, by hash; the rest of its scripts from its own origin.
          "script-src": ["'self'", ...inlineHashes(html, "script")].sort(),
          "style-src": ["'self'", ...inlineHashes(html, "style")].sort(),
          // The icons are SVG data URIs in the stylesheet.
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'"],
          "base-uri": ["'none'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          // WebKit upgrades even http://127.0.0.1 under this directive, so `npm start` must not send it over HTTP.
          ...(transport.overHttps ? { "upgrade-insecure-requests": [] } : {}),
        });
        expect(headers["strict-transport-security"]).toBe(
          transport.overHttps ? "max-age=63072000; includeSubDomains; preload" : undefined,
        );
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["x-frame-options"]).toBe("DENY");
        expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
        expect(headers["permissions-policy"]).toBe(
          "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()",
        );
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

/** The content of a page's <meta> named by its `name` or `property`. */
const meta = (page: Page, key: string) => page.locator(`meta[name="${key}"], meta[property="${key}"]`);

/** The card describes the social image; X reads it from the Open Graph tags, so no twitter: copy repeats it. */
async function expectImageAlts(page: Page) {
  await expect(meta(page, "og:image:alt")).toHaveAttribute("content", /^Vigil: .{10,}/);
  await expect(page.locator('meta[name^="twitter:"]')).toHaveCount(1);
}

test.describe("SEO and sharing", () => {
  // What crawlers and link previews read: the HTML as served, no script run.
  test.use({ javaScriptEnabled: false });

  test("the landing page has its title, description, canonical URL, cards and structured data", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Vigil · Compliance monitoring for voice AI agents");
    await expect(meta(page, "description")).toHaveAttribute("content", /^.{50,}$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://vigil.example.com/");
    await expect(meta(page, "theme-color")).toHaveAttribute("content", "#020617");
    for (const property of ["og:title", "og:description", "og:type"]) {
      await expect(meta(page, property)).toHaveAttribute("content", /.+/);
    }
    await expect(meta(page, "og:url")).toHaveAttribute("content", "https://vigil.example.com/");
    await expect(meta(page, "og:image")).toHaveAttribute("content", "https://vigil.example.com/og-image.png");
    await expect(meta(page, "twitter:card")).toHaveAttribute("content", "summary_large_image");
    await expectImageAlts(page);
    await expect(meta(page, "robots")).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = (JSON.parse(jsonLd ?? "{}") as { "@graph": { "@type": string }[] })["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite"]);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    // A website, not an app to install: no web app manifest (see scripts/build/site-files.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });

  test("the confirmation and not-found pages are not indexed, and share as the home page", async ({ page }) => {
    for (const path of ["/see-you-soon?uid=abc&email=jane%40example.com", "/missing-page"]) {
      await page.goto(path);
      await expect(meta(page, "robots"), path).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
      // A shared link to either opens the landing page: no booking counted, no missing page.
      await expect(meta(page, "og:url"), path).toHaveAttribute("content", "https://vigil.example.com/");
      await expectImageAlts(page);
    }
  });

  test("robots.txt, the sitemap, icons and the social image are served", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? "";
    expect(sitemapUrl).toBe("https://vigil.example.com/sitemap-index.xml");
    // The index names the sitemap files; together they list the indexed pages, and only those.
    const index = await (await request.get(new URL(sitemapUrl).pathname)).text();
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    const listed: string[] = [];
    for (const file of locs(index)) listed.push(...locs(await (await request.get(new URL(file).pathname)).text()));
    expect(listed.sort()).toEqual(
      pages
        .filter((page) => page.indexed)
        .map((page) => `https://vigil.example.com${page.path}`)
        .sort(),
    );
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
