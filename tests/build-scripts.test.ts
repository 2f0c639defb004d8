// @vitest-environment node
/** What the build and the bench read from the pages they write: policy hashes, the zero-JS copy, the bytes, the pages. */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineStyleHashes } from "../scripts/build/inline-hashes.ts";
import { builtPages, pagesToWalk } from "../scripts/lib/built-pages.ts";
import { pageFiles } from "../scripts/lib/route-bytes.ts";
import { withoutJavaScript } from "../scripts/lib/zero-js.ts";
import { homePage } from "#src/config/site-pages.ts";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * A page shaped like Astro's: an island with its runtime and style, scripts of ours (a module inline, one whose
 * address waits in a template), structured data.
 */
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
  '<template data-demo-script><script type="module" src="/assets/later.js"></script></template>',
  '<script type="module">startConsent(document)</script>',
  "</body></html>",
].join("");

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, and skips scripts with a src, empty ones and data blocks", () => {
    expect(inlineScriptHashes(PAGE).sort()).toEqual(
      [
        sha256("(()=>{runtime()})();"),
        sha256('document.getElementById("x").checked = true;'),
        sha256("startConsent(document)"),
      ].sort(),
    );
    expect(inlineScriptHashes(`${PAGE}<script>(()=>{runtime()})();</script>`)).toHaveLength(3);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes each inline style element", () => {
    expect(inlineStyleHashes(PAGE)).toEqual([sha256("astro-island{display:contents}")]);
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
    write("island.js", 'import{a}from"./shared.js";const t=()=>import(`./speech.js`);export function Island(){}');
    write("client.js", 'import{b as c}from"./shared.js";import"./react.js";export default 1;');
    write("shared.js", "export const a=1,b=2;");
    write("react.js", "export{};");
    write("speech.js", 'import{a}from"./shared.js";import"./voices.js";');
    write("voices.js", "export{};");
    write("page.js", "export{};");
    write("later.js", "export{};");
  });
  afterAll(() => {
    rmSync(client, { recursive: true });
  });

  it("follows the page's scripts and islands through their static imports, once each", () => {
    const files = pageFiles(client, homePage);
    expect(files.js.sort()).toEqual(
      [
        "/assets/page.js",
        "/assets/later.js",
        "/assets/island.js",
        "/assets/client.js",
        "/assets/shared.js",
        "/assets/react.js",
      ].sort(),
    );
  });

  it("tells the islands' framework apart: the renderer and what it imports", () => {
    expect(pageFiles(client, homePage).frameworkJs.sort()).toEqual(
      ["/assets/client.js", "/assets/shared.js", "/assets/react.js"].sort(),
    );
  });

  it("counts what loads on demand apart, without what the page has already", () => {
    expect(pageFiles(client, homePage).lazyJs.sort()).toEqual(["/assets/speech.js", "/assets/voices.js"]);
  });

  it("reads the inline scripts, the stylesheet and the preloaded font", () => {
    const files = pageFiles(client, homePage);
    expect(files.inlineJs).toEqual([
      "(()=>{runtime()})();",
      'document.getElementById("x").checked = true;',
      "startConsent(document)",
    ]);
    expect(files.css).toEqual(["/assets/site.css"]);
    expect(files.fonts).toEqual(["/assets/inter.woff2"]);
  });
});

describe("builtPages", () => {
  const head = {
    indexed: '<link rel="canonical" href="https://vigil.test/x">',
    noindex: '<meta name="robots" content="noindex">',
  };
  let client: string;
  const write = (file: string, html: string) => {
    mkdirSync(join(client, file, ".."), { recursive: true });
    writeFileSync(join(client, file), `<!doctype html><html><head>${html}</head><body></body></html>`);
  };
  beforeAll(() => {
    client = mkdtempSync(join(tmpdir(), "vigil-pages-"));
    write("index.html", head.indexed);
    write("privacy/index.html", head.indexed);
    write("see-you-soon/index.html", `${head.noindex}<div data-consent="banner" data-ads-id="AW-1">`);
    write("regulations/hipaa/index.html", head.indexed);
    write("404.html", head.noindex);
  });
  afterAll(() => {
    rmSync(client, { recursive: true });
  });

  it("lists every page the build wrote, as each says it is, the not-found page last", () => {
    expect(builtPages(client)).toEqual([
      { path: "/", file: "index.html", indexed: true, googleAds: false },
      { path: "/privacy", file: "privacy/index.html", indexed: true, googleAds: false },
      { path: "/regulations/hipaa", file: "regulations/hipaa/index.html", indexed: true, googleAds: false },
      { path: "/see-you-soon", file: "see-you-soon/index.html", indexed: false, googleAds: true },
      { path: "/404", file: "404.html", indexed: false, googleAds: false },
    ]);
  });

  it("stops at a page that is indexed and noindex at once, or neither", () => {
    write("privacy/index.html", `${head.indexed}${head.noindex}`);
    expect(() => builtPages(client)).toThrow(/privacy\/index.html: a page is indexed/);
    write("privacy/index.html", "");
    expect(() => builtPages(client)).toThrow(/privacy\/index.html/);
    write("privacy/index.html", head.indexed);
  });

  it("walks every page but three of the jurisdiction pages, which one template draws", () => {
    for (const name of ["alabama", "california", "texas", "wyoming"]) write(`states/${name}/index.html`, head.indexed);
    write("states/index.html", head.indexed);
    expect(pagesToWalk(client).map(({ path }) => path)).toEqual([
      "/",
      "/privacy",
      "/regulations/hipaa",
      "/see-you-soon",
      "/states/alabama",
      "/states/california",
      "/states",
      "/states/wyoming",
    ]);
    for (const name of ["alabama", "california", "texas", "wyoming"])
      rmSync(join(client, "states", name), { recursive: true });
    rmSync(join(client, "states"), { recursive: true });
  });

  it("says when there is no build", () => {
    expect(() => builtPages(join(client, "nowhere"))).toThrow(/no build in .*nowhere: run `npm run build`/);
  });
});
