/**
 * The build steps that rewrite React Router's output, run on a page it wrote (tests/fixtures: the not-found page
 * before buildEnd). A React Router upgrade fails the first test until the fixture is written again by it.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferHydration, readStartData, withoutJavaScript } from "../scripts/build/defer-hydration.ts";
import { inlineScriptHashes, sonnerStyleHashes } from "../scripts/build/inline-hashes.ts";

const page = readFileSync("tests/fixtures/react-router-404.html", "utf8");
/** The React Router release that wrote the fixture. */
const FIXTURE_WRITTEN_BY = "8.4.0";
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

it("has a fixture written by the React Router installed", () => {
  const version = (name: string) =>
    (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;
  const regenerate =
    "regenerate tests/fixtures/react-router-404.html: leave buildEnd out of react-router.config.ts, run " +
    "`BUILD_DIR=build-bench/raw npx react-router build`, copy build-bench/raw/client/404/index.html, then set " +
    "FIXTURE_WRITTEN_BY and make these tests pass";
  expect(version("react-router"), regenerate).toBe(FIXTURE_WRITTEN_BY);
  expect(version("@react-router/dev"), regenerate).toBe(FIXTURE_WRITTEN_BY);
});

describe("deferHydration", () => {
  const { html: deferred, start, importMap } = deferHydration(page, "404.html");
  const moduleScript = scripts(page).find(([, attributes]) => attributes?.includes('type="module"'))?.[2] ?? "";
  const imported = [...moduleScript.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)" integrity="([^"]+)"\/>/g)];
  const reactRouterMap = /<script rr-importmap="" type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1];
  const contextScripts = scripts(page)
    .filter(([, attributes, body]) => attributes === "" && body?.startsWith("window.__reactRouterContext"))
    .map(([, , body]) => body);

  it("starts from a page with module preloads that carry their integrity, an import map and React Router's scripts", () => {
    expect(preloads.length).toBeGreaterThan(2);
    expect(imported.length).toBeGreaterThan(2);
    expect(reactRouterMap).toMatch(/^\{"integrity":\{/);
    expect(contextScripts.length).toBeGreaterThan(1);
  });

  it("leaves one script in the page, the start script, loaded with its integrity", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).not.toMatch(/<script type="module"/);
    expect(deferred).not.toMatch(/importmap|__reactRouterContext/);
    const withSource = scripts(deferred).filter(([, attributes]) => attributes?.includes("src="));
    expect(withSource.map(([element]) => element)).toEqual([
      `<script defer src="${start.href}" integrity="${start.integrity}"></script>`,
    ]);
    expect(start.href).toMatch(/^\/assets\/start-[\w-]{8}\.js$/);
    expect(start.integrity).toBe(`sha384-${createHash("sha384").update(start.source).digest("base64")}`);
  });

  it("keeps an empty script where each of React Router's was, so React hydrates the page it finds", () => {
    expect(scripts(deferred)).toHaveLength(scripts(page).length);
    expect(scripts(deferred).filter(([, attributes, body]) => attributes === "" && body === "")).toHaveLength(
      contextScripts.length + 1,
    );
  });

  it("gives the start script React Router's import map, which it adds so the browser checks every module", () => {
    expect(importMap).toBe(reactRouterMap);
    expect(readStartData(page, "404.html")).toMatchObject({ importMap, context: contextScripts });
  });

  it("leaves everything else as it was", () => {
    const rest = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script( [^>]*)?>[\s\S]*?<\/script>/g, (element) =>
          /type="importmap"|type="module"|__reactRouterContext| src=/.test(element) ? "" : element,
        )
        .replace(/<script><\/script>/g, "");
    expect(rest(deferred)).toBe(rest(page));
  });

  it("fails the build when React Router's output changes shape, or loses its integrity data", () => {
    expect(() => deferHydration(page.replace(/import\("([^"]+)"\);/, "loadEntry('$1');"), "404.html")).toThrow(
      /changed shape/,
    );
    expect(() => deferHydration(page.replace('type="module"', 'type="text/javascript"'), "404.html")).toThrow(
      /no React Router module script/,
    );
    expect(() => deferHydration(page.replace(/ integrity="[^"]+"/, ""), "404.html")).toThrow(/no integrity/);
    expect(() => deferHydration(page.replace(' rr-importmap=""', ""), "404.html")).toThrow(/no import map/);
    expect(() =>
      deferHydration(page.replaceAll("<script>window.__reactRouterContext", "<script>window.x"), "404.html"),
    ).toThrow(/no React Router context/);
  });

  it("gives a start script that, after the load event and the first paint, does what React Router's scripts did", async () => {
    // React Router's script: route modules imported as route0, route1…, registered by id, then the entry.
    const routeHrefs = new Map(
      [...moduleScript.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map(([, name = "", href]) => [
        name,
        href,
      ]),
    );
    const registry = Object.fromEntries(
      [...moduleScript.matchAll(/"([^"]+)":(route\d+)/g)].map(([, id = "", name = ""]) => [
        id,
        { href: routeHrefs.get(name) },
      ]),
    );
    const staticImports = [...moduleScript.matchAll(/^import (?:\* as \w+ from )?"([^"]+)";$/gm)].map((m) => m[1]);
    const entry = /^import\("([^"]+)"\);$/m.exec(moduleScript)?.[1];
    document.head.innerHTML = "";
    const imported: string[] = [];
    // What was in the head when each module was imported: the import map must come first.
    const headAtFirstImport: string[] = [];
    const load = (href: string) => {
      if (imported.length === 0) headAtFirstImport.push(...[...document.head.children].map((el) => el.outerHTML));
      imported.push(href);
      return Promise.resolve({ href });
    };
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    // `import()` cannot be stubbed: the script's text runs with it renamed.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test is a script
    const run = new Function("load", start.source.replaceAll("import(", "load(")) as (load: unknown) => void;
    run(load);

    await new Promise((done) => setTimeout(done, 50));
    expect(imported).toEqual([]);
    expect(document.head.children).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => {
      expect(imported.at(-1)).toBe(entry);
    });

    expect(imported).toEqual([...staticImports, entry]);
    expect((window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules).toEqual(registry);
    const context = (window as unknown as { __reactRouterContext: { basename: string; stream: unknown } })
      .__reactRouterContext;
    expect(context.basename).toBe("/");
    expect(context.stream).toBeInstanceOf(ReadableStream);
    expect(headAtFirstImport[0]).toBe(`<script type="importmap">${importMap}</script>`);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => ({ href: link.getAttribute("href"), integrity: link.integrity }))).toEqual(
      preloads.map(([, href, integrity]) => ({ href, integrity })),
    );
  });
});

describe("when the start script starts", () => {
  const { start } = deferHydration(page, "404.html");
  const entry = readStartData(page, "404.html").entry;

  /** Runs the start script with `import()` recorded, and a paint observer that reports only when told to. */
  function runWithPaintTiming(): { imported: string[]; paint: () => void } {
    const imported: string[] = [];
    let report: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (entries: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) {
        report = (entries) => {
          callback(entries, this);
        };
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test is a script
    const run = new Function("load", start.source.replaceAll("import(", "load(")) as (load: unknown) => void;
    run((href: string) => {
      imported.push(href);
      return Promise.resolve({});
    });
    window.dispatchEvent(new Event("load"));
    return {
      imported,
      paint: () => report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }),
    };
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "requestIdleCallback"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("waits after the load event until the first contentful paint", async () => {
    const { imported, paint } = runWithPaintTiming();
    await vi.advanceTimersByTimeAsync(2000);
    expect(imported).toEqual([]);
    paint();
    await vi.advanceTimersByTimeAsync(1100);
    expect(imported.at(-1)).toBe(entry);
  });

  it("starts 3 s after the load event if no paint is reported, as for a page loaded in a background tab", async () => {
    const { imported } = runWithPaintTiming();
    await vi.advanceTimersByTimeAsync(2900);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1200);
    expect(imported.at(-1)).toBe(entry);
  });
});

describe("withoutJavaScript", () => {
  it("removes every script and preload but the structured data, from React Router's page and the built one", () => {
    const withData = page.replace("</head>", '<script type="application/ld+json">{}</script></head>');
    for (const html of [withData, deferHydration(withData, "404.html").html]) {
      const bare = withoutJavaScript(html);
      expect(scripts(bare).map(([, attributes]) => attributes?.trim())).toEqual(['type="application/ld+json"']);
      expect(bare).not.toMatch(/modulepreload/);
    }
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script and import map, once each", () => {
    const governed = scripts(page).filter(([, attributes]) => !/src=|type="application/.test(attributes ?? ""));
    expect(governed.some(([, attributes]) => attributes?.includes("importmap"))).toBe(true);
    expect(inlineScriptHashes(page).sort()).toEqual(
      [...new Set(governed.map(([, , body]) => sha256(body ?? "")))].sort(),
    );
  });

  it("allows on the built page what it runs inline, and none of what moved into the start script", () => {
    const movedToStartScript = scripts(page)
      .filter(
        ([, attributes, body]) =>
          /type="(module|importmap)"/.test(attributes ?? "") || body?.startsWith("window.__reactRouterContext"),
      )
      .map(([, , body]) => sha256(body ?? ""));
    expect(movedToStartScript.length).toBeGreaterThan(3);
    expect(inlineScriptHashes(deferHydration(page, "404.html").html).sort()).toEqual(
      inlineScriptHashes(page)
        .filter((hash) => !movedToStartScript.includes(hash))
        .sort(),
    );
  });

  it("skips scripts with a src, empty scripts and data blocks", () => {
    const html =
      '<script src="/a.js"></script><script></script><script type="application/ld+json">{}</script><script>go()</script>';
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

  it("matches what Sonner inserts when it loads", async () => {
    const before = document.head.querySelectorAll("style").length;
    await import("sonner");
    const inserted = [...document.head.querySelectorAll("style")].slice(before);
    expect(inserted.map((style) => sha256(style.textContent))).toEqual([sonnerStyleHashes()[1]]);
  });
});
