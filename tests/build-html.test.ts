/**
 * The build steps that rewrite React Router's output, run on a page it wrote (tests/fixtures: the not-found page
 * before buildEnd). A React Router upgrade fails the first test until the fixture is written again by it.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import {
  deferHydration,
  readStartData,
  START_MODULE,
  startModuleFile,
  withoutJavaScript,
} from "../scripts/build/defer-hydration.ts";
import { inlineScriptHashes, sonnerStyleHashes } from "../scripts/build/inline-hashes.ts";

const page = readFileSync("tests/fixtures/react-router-404.html", "utf8");
/** The React Router release that wrote the fixture. */
const FIXTURE_WRITTEN_BY = "8.4.0";
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const decode = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

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
  const deferred = deferHydration(page, "404.html");
  const moduleScript = scripts(page).find(([, attributes]) => attributes?.includes('type="module"'))?.[2] ?? "";
  const imported = [...moduleScript.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)" integrity="([^"]+)"\/>/g)];

  it("starts from a page with module preloads that carry their integrity, and React Router's module script", () => {
    expect(preloads.length).toBeGreaterThan(2);
    expect(imported.length).toBeGreaterThan(2);
    expect(page).toMatch(/<script rr-importmap="" type="importmap">\{"integrity":\{/);
  });

  it("replaces preloads and module script with the start module, loaded with its integrity", () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    expect(deferred).not.toMatch(/<script type="module" async/);
    const { name, integrity } = startModuleFile();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    const start = new RegExp(
      `<script type="module" fetchpriority="low" src="/assets/${escape(name)}" integrity="${escape(integrity)}" data-start="([^"]+)"></script>`,
    );
    const data = JSON.parse(decode(start.exec(deferred)?.[1] ?? "{}")) as ReturnType<typeof readStartData>;
    expect(data).toEqual(readStartData(page, "404.html"));
    expect(data.preload).toEqual(preloads.map(([, href, sri]) => ({ href, integrity: sri })));
    expect([...data.imports, data.entry].sort()).toEqual([...imported].sort());
    expect(data.routes.map(({ id, index }) => [id, data.imports[index]])).toEqual([
      ["root", imported.find((href) => href?.includes("/root-"))],
      ["routes/not-found", imported.find((href) => href?.includes("/not-found-"))],
    ]);
    expect(integrity).toBe(`sha384-${createHash("sha384").update(START_MODULE).digest("base64")}`);
  });

  it("keeps the import map, which makes the browser check every module's integrity, as valid HTML", () => {
    expect(deferred).toMatch(/<script type="importmap">\{"integrity":\{/);
    expect(deferred).not.toMatch(/rr-importmap/);
  });

  it("leaves everything else as it was", () => {
    const rest = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "")
        .replace(' rr-importmap=""', "");
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
  });

  it("gives a start module that, once the page has loaded, does what React Router's script did", async () => {
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
    document.head.innerHTML = /<script type="module"[^>]* data-start="[^"]+"><\/script>/.exec(deferred)![0];
    const imported: string[] = [];
    const load = (href: string) => {
      imported.push(href);
      return Promise.resolve({ href });
    };
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    // `import()` cannot be stubbed: the module's text runs with it renamed.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test is a script
    const run = new Function("load", START_MODULE.replaceAll("import(", "load(")) as (load: unknown) => void;
    run(load);

    await new Promise((done) => setTimeout(done, 50));
    expect(imported).toEqual([]);
    window.dispatchEvent(new Event("load"));
    await vi.waitFor(() => {
      expect(imported.at(-1)).toBe(entry);
    });

    expect(imported).toEqual([...staticImports, entry]);
    expect((window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules).toEqual(registry);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => ({ href: link.getAttribute("href"), integrity: link.integrity }))).toEqual(
      preloads.map(([, href, integrity]) => ({ href, integrity })),
    );
  });
});

describe("withoutJavaScript", () => {
  it("removes every script and preload but the structured data, from React Router's page and the built one", () => {
    const withData = page.replace("</head>", '<script type="application/ld+json">{}</script></head>');
    for (const html of [withData, deferHydration(withData, "404.html")]) {
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

  it("allows on the built page what it runs inline, and no longer React Router's module script", () => {
    const moduleScript = scripts(page).find(([, attributes]) => attributes?.includes('type="module"'))?.[2] ?? "";
    expect(inlineScriptHashes(deferHydration(page, "404.html")).sort()).toEqual(
      inlineScriptHashes(page)
        .filter((hash) => hash !== sha256(moduleScript))
        .sort(),
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

  it("matches what Sonner inserts when it loads", async () => {
    const before = document.head.querySelectorAll("style").length;
    await import("sonner");
    const inserted = [...document.head.querySelectorAll("style")].slice(before);
    expect(inserted.map((style) => sha256(style.textContent))).toEqual([sonnerStyleHashes()[1]]);
  });
});
