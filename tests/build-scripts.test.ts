// @vitest-environment happy-dom
/** What the build and the bench read from the pages they write: policy hashes, the zero-JS copy, the bytes. */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, sonnerStyleHashes } from "../scripts/build/inline-hashes.ts";
import { pageFiles } from "../scripts/lib/route-bytes.ts";
import { withoutJavaScript } from "../scripts/lib/zero-js.ts";
import { homePage } from "#src/config/pages.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A page shaped like Astro's: an island with its runtime and style, a script of ours, structured data. */
const PAGE = [
  "<!doctype html><html><head>",
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '<link rel="stylesheet" href="/assets/site.css"><link rel="preload" href="/assets/inter.woff2" as="font">',
  "</head><body>",
  "<style>astro-island{display:contents}</style><script>(()=>{runtime()})();</script>",
  '<astro-island uid="a" component-url="/assets/island.js" component-export="Island" renderer-url="/assets/client.js" ssr>',
  "</astro-island>",
  '<script>document.getElementById("x").checked = true;</script>',
  '<script type="module" src="/assets/page.js"></script><script></script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, and skips scripts with a src, empty ones and data blocks", () => {
    expect(inlineScriptHashes(PAGE).sort()).toEqual(
      [sha256("(()=>{runtime()})();"), sha256('document.getElementById("x").checked = true;')].sort(),
    );
    expect(inlineScriptHashes(`${PAGE}<script>(()=>{runtime()})();</script>`)).toHaveLength(2);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each inline style element", () => {
    expect(inlineStyleHashes(PAGE)).toEqual([sha256("astro-island{display:contents}")]);
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

describe("withoutJavaScript", () => {
  it("removes every script and module preload, and keeps the structured data", () => {
    const bare = withoutJavaScript(`${PAGE}<link rel="modulepreload" href="/assets/x.js">`);
    expect([...bare.matchAll(/<script([^>]*)>/g)].map(([, attributes]) => attributes)).toEqual([
      ' type="application/ld+json"',
    ]);
    expect(bare).not.toContain("modulepreload");
    expect(bare).toContain("<astro-island");
  });
});

describe("pageFiles", () => {
  let client: string;
  beforeAll(() => {
    client = mkdtempSync(join(tmpdir(), "vigil-bytes-"));
    mkdirSync(join(client, "assets"));
    const write = (name: string, text: string) => {
      writeFileSync(join(client, "assets", name), text);
    };
    writeFileSync(join(client, homePage.file), PAGE);
    write("island.js", 'import{a}from"./shared.js";const t=()=>import(`./toaster.js`);export function Island(){}');
    write("client.js", 'import{b as c}from"./shared.js";import"./react.js";export default 1;');
    write("shared.js", "export const a=1,b=2;");
    write("react.js", "export{};");
    write("toaster.js", 'import{a}from"./shared.js";import"./sonner.js";');
    write("sonner.js", "export{};");
    write("page.js", "export{};");
  });
  afterAll(() => {
    rmSync(client, { recursive: true });
  });

  it("follows the page's scripts and islands through their static imports, once each", () => {
    const files = pageFiles(client, homePage);
    expect(files.js.sort()).toEqual(
      ["/assets/page.js", "/assets/island.js", "/assets/client.js", "/assets/shared.js", "/assets/react.js"].sort(),
    );
  });

  it("counts what loads on demand apart, without what the page has already", () => {
    expect(pageFiles(client, homePage).lazyJs.sort()).toEqual(["/assets/sonner.js", "/assets/toaster.js"]);
  });

  it("reads the inline scripts, the stylesheet and the preloaded font", () => {
    const files = pageFiles(client, homePage);
    expect(files.inlineJs).toEqual(["(()=>{runtime()})();", 'document.getElementById("x").checked = true;']);
    expect(files.css).toEqual(["/assets/site.css"]);
    expect(files.fonts).toEqual(["/assets/inter.woff2"]);
  });
});
