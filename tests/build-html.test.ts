/**
 * The build steps that rewrite React Router's output, run on a page it actually wrote (tests/fixtures: the
 * not-found page of `react-router build`, before postbuild). An upgrade that changes that output should fail
 * here: regenerate the fixture from a fresh build and check that these steps still hold.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deferHydration,
  readStartData,
  START_MODULE,
  startModuleFile,
  withoutJavaScript,
} from "../scripts/build/defer-hydration.ts";
import { inlineScriptHashes, sonnerStyleHashes } from "../scripts/build/inline-hashes.ts";

const page = readFileSync("tests/fixtures/react-router-404.html", "utf8");
const scripts = (html: string) => [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const decode = (value: string) => value.replaceAll("&quot;", '"').replaceAll("&amp;", "&");

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
});

describe("withoutJavaScript", () => {
  it("removes every script and preload but the structured data", () => {
    const bare = withoutJavaScript(page.replace("</head>", '<script type="application/ld+json">{}</script></head>'));
    expect(scripts(bare).map(([, attributes]) => attributes?.trim())).toEqual(['type="application/ld+json"']);
    expect(bare).not.toMatch(/modulepreload/);
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
