/**
 * The build steps that rewrite React Router's output, run on a page it actually wrote (tests/fixtures, the
 * not-found page of a build without them). An upgrade that changes that output should fail here: regenerate
 * the fixture from a fresh build (`build/client/404.html` before postbuild) and check these steps still hold.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deferHydration, withoutJavaScript } from "../scripts/build/defer-hydration.ts";
import { inlineScriptHashes, sonnerStyleHashes } from "../scripts/build/inline-hashes.ts";

const page = readFileSync("tests/fixtures/react-router-404.html", "utf8");
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("deferHydration", () => {
  const deferred = deferHydration(page, "404.html");
  const moduleScript = scripts(page).find(([, attributes]) => attributes?.includes('type="module"'))?.[2] ?? "";
  const imported = [...moduleScript.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);

  it("starts from a page with module preloads and React Router's module script", () => {
    expect(page).toMatch(/<link rel="modulepreload"/);
    expect(imported.length).toBeGreaterThan(2);
  });

  it("drops the preloads and loads the same modules after the load event, registering the routes first", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    const loader = scripts(deferred).find(([, attributes]) => attributes?.includes('type="module"'))?.[2] ?? "";
    for (const href of imported) expect(loader).toContain(href);
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toMatch(/window\.__reactRouterRouteModules = \{"root":route0,"routes\/not-found":route1\}/);
    // The entry, which hydrates, is imported only once the route modules are registered.
    expect(loader.indexOf("__reactRouterRouteModules =")).toBeLessThan(loader.lastIndexOf("return import("));
  });

  it("leaves everything else as it was", () => {
    const rest = (html: string) =>
      html.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(rest(deferred)).toBe(rest(page));
  });

  it("fails the build when React Router's module script changes shape", () => {
    expect(() => deferHydration(page.replace(/import\("([^"]+)"\);/, "loadEntry('$1');"), "404.html")).toThrow(
      /changed shape/,
    );
    expect(() => deferHydration(page.replace('type="module"', 'type="text/javascript"'), "404.html")).toThrow(
      /no React Router module script/,
    );
  });
});

describe("withoutJavaScript", () => {
  it("removes every script and preload but the structured data", () => {
    const bare = withoutJavaScript(page.replace("</head>", '<script type="application/ld+json">{}</script></head>'));
    expect(scripts(bare).map(([, attributes]) => attributes?.trim())).toEqual(['type="application/ld+json"']);
    expect(bare).not.toMatch(/modulepreload/);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script that runs, once each", () => {
    const running = scripts(page).filter(([, attributes]) => !/src=|type="application/.test(attributes ?? ""));
    expect(inlineScriptHashes(page).sort()).toEqual(
      [...new Set(running.map(([, , body]) => sha256(body ?? "")))].sort(),
    );
  });

  it("skips scripts with a src and data blocks", () => {
    const html = '<script src="/a.js"></script><script type="application/ld+json">{}</script><script>go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256("go()")]);
  });
});

describe("sonnerStyleHashes", () => {
  it("finds the stylesheet Sonner inserts, and the empty style element it appends first", () => {
    const [empty, stylesheet] = sonnerStyleHashes();
    expect(empty).toBe(sha256(""));
    expect(stylesheet).toMatch(/^sha256-[\w+/]+=*$/);
    expect(stylesheet).not.toBe(empty);
  });
});
