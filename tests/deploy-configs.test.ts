// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, homePage, notFoundPage, pageAt, privacyPage, securityTxtPath } from "#src/config/site-pages.ts";
import { writeDeployConfigs } from "../scripts/build/deploy-configs.ts";
import { ALLOWED_METHODS, CACHE_CONTROL, MAX_URL_LENGTH, PLAIN_TEXT } from "../server/http.ts";
import { baseHeaders, httpsHeaders, policyOverHttps } from "../server/security-headers.ts";

/** Both files are for hosts behind TLS: every response carries the HTTPS-only headers too. */
const everyResponse = { ...baseHeaders, ...httpsHeaders };

/** The pages a build wrote (the configs serve those it has a policy for): a few of each kind, nested ones too. */
const pages = [homePage, privacyPage, checkPage, pageAt("/regulations/hipaa")];
const prerenderedPages = [...pages, notFoundPage];

// A different policy per page, shaped like the real ones, so a page given another page's policy shows.
const policyOf = (file: string) =>
  `default-src 'self'; script-src 'self' 'sha256-${Buffer.from(file).toString("base64")}'; object-src 'none'`;
const policies = Object.fromEntries(prerenderedPages.map((page) => [page.file, policyOf(page.file)]));
const fallbackPolicy = "default-src 'self'; script-src 'self' 'sha256-every+page/='; object-src 'none'";

/** The URL paths a page answers at: its path, and the same with a trailing slash. */
const urlsOf = (path: string) => (path === "/" ? ["/"] : [path, `${path}/`]);
const ASSET = "/assets/entry.client-AbC123_x.js";

let build: string;
const written = (file: string) => readFileSync(join(build, file), "utf8");

beforeAll(() => {
  build = mkdtempSync(join(tmpdir(), "vigil-deploy-"));
  mkdirSync(join(build, "client"));
  writeDeployConfigs(build, policies, fallbackPolicy);
});

afterAll(() => {
  rmSync(build, { recursive: true });
});

it("fails without a policy for the not-found page", () => {
  const elsewhere = mkdtempSync(join(tmpdir(), "vigil-deploy-"));
  mkdirSync(join(elsewhere, "client"));
  try {
    const others = Object.fromEntries(Object.entries(policies).filter(([other]) => other !== notFoundPage.file));
    expect(() => {
      writeDeployConfigs(elsewhere, others, fallbackPolicy);
    }).toThrow(`no policy for ${notFoundPage.file}`);
  } finally {
    rmSync(elsewhere, { recursive: true });
  }
});

describe("_headers (Netlify, Cloudflare Pages)", () => {
  /** Rules as hosts read them: a path, then its indented `Name: value` lines. */
  const rules = () => {
    const parsed: { path: string; headers: [string, string][] }[] = [];
    for (const line of written("client/_headers").split("\n")) {
      if (line.trim() === "" || line.startsWith("#")) continue;
      if (!/^\s/.test(line)) parsed.push({ path: line, headers: [] });
      else {
        const colon = line.indexOf(":");
        parsed.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
      }
    }
    return parsed;
  };
  /** Every value a URL gets for a header: hosts apply each matching rule and join what they add. */
  const valuesFor = (url: string, header: string) =>
    rules()
      .filter(({ path }) => (path.endsWith("*") ? url.startsWith(path.slice(0, -1)) : path === url))
      .flatMap(({ headers }) => headers.filter(([name]) => name === header).map(([, value]) => value));

  it("gives each page URL its own policy beside the fallback, and a revalidating Cache-Control", () => {
    for (const page of pages) {
      for (const url of urlsOf(page.path)) {
        expect(valuesFor(url, "Content-Security-Policy"), url).toEqual([
          policyOverHttps(fallbackPolicy),
          policyOverHttps(policyOf(page.file)),
        ]);
        expect(valuesFor(url, "Cache-Control"), url).toEqual([CACHE_CONTROL.revalidate]);
      }
    }
  });

  it("gives every other path, unknown ones (served 404.html) included, the fallback policy alone", () => {
    for (const url of ["/nope", `/${notFoundPage.file}`, notFoundPage.path, "/robots.txt", ASSET]) {
      expect(valuesFor(url, "Content-Security-Policy"), url).toEqual([policyOverHttps(fallbackPolicy)]);
    }
  });

  it("caches /assets/* for good, and nothing else sets its Cache-Control", () => {
    expect(valuesFor(ASSET, "Cache-Control")).toEqual([CACHE_CONTROL.immutable]);
  });

  it("sends security.txt as plain text with its charset", () => {
    expect(valuesFor(securityTxtPath, "Content-Type")).toEqual([PLAIN_TEXT]);
  });

  it("sends every security header once, on every path", () => {
    for (const url of [...pages.flatMap((page) => urlsOf(page.path)), ASSET, "/robots.txt", "/nope"]) {
      for (const [name, value] of Object.entries(everyResponse)) {
        expect(valuesFor(url, name), `${url} ${name}`).toEqual([value]);
      }
    }
  });
});

describe("nginx site", () => {
  interface Directive {
    name: string;
    args: string[];
    block?: Directive[];
  }

  /** nginx's syntax: `name args;` or `name args { … }`, quoted arguments (a policy holds `;`), `#` comments. */
  function parse(text: string): Directive[] {
    const tokens = [...text.matchAll(/"((?:[^"\\]|\\.)*)"|#[^\n]*|([;{}])|([^\s;{}"#]+)/g)].filter(
      (match) => !match[0].startsWith("#"),
    );
    let at = 0;
    const list = (): Directive[] => {
      const directives: Directive[] = [];
      let words: string[] = [];
      while (at < tokens.length) {
        const [token, quoted, punctuation] = tokens[at++]!;
        if (punctuation === "}") break;
        if (punctuation === ";" || punctuation === "{") {
          const [name = "", ...args] = words;
          directives.push(punctuation === "{" ? { name, args, block: list() } : { name, args });
          words = [];
        } else words.push(quoted ?? token);
      }
      return directives;
    };
    return list();
  }

  const site = () => parse(written("deploy/nginx/site.conf"));
  const location = (match: string) => {
    const found = site().find((directive) => directive.name === "location" && directive.args.join(" ") === match);
    if (!found?.block) throw new Error(`no location ${match}`);
    return found.block;
  };
  const args = (block: Directive[], name: string) => block.filter((d) => d.name === name).map((d) => d.args.join(" "));
  /** A location's own headers (nginx inherits none into a location that adds any). */
  const headers = (block: Directive[]) =>
    block.filter((d) => d.name === "add_header").map(({ args: [name = "", value = ""] }) => [name, value]);
  const header = (block: Directive[], name: string) =>
    headers(block).flatMap(([added, value]) => (added === name ? [value] : []));

  it("serves each page URL, exactly, from its file with its policy and a revalidating Cache-Control", () => {
    for (const page of pages) {
      for (const url of urlsOf(page.path)) {
        const block = location(`= ${url}`);
        expect(args(block, "try_files"), url).toEqual([`/${page.file} =404`]);
        expect(header(block, "Content-Security-Policy"), url).toEqual([policyOverHttps(policyOf(page.file))]);
        expect(header(block, "Cache-Control"), url).toEqual([CACHE_CONTROL.revalidate]);
      }
    }
  });

  it("answers what names nothing with the not-found page, status 404 and its own policy", () => {
    expect(args(site(), "error_page")).toEqual([`404 /${notFoundPage.file}`]);
    const block = location(`= /${notFoundPage.file}`);
    expect(block.some((d) => d.name === "internal")).toBe(true);
    expect(header(block, "Content-Security-Policy")).toEqual([policyOverHttps(policyOf(notFoundPage.file))]);
    expect(header(block, "Cache-Control")).toEqual([CACHE_CONTROL.revalidate]);
    // Page files are not pages: /index.html is a 404 like any other unknown path.
    expect(args(location("~ \\.html$"), "return")).toEqual(["404"]);
    for (const match of ["/assets/", "/"]) expect(args(location(match), "try_files"), match).toEqual(["$uri =404"]);
  });

  it("caches /assets/ for good, and revalidates every other file", () => {
    expect(header(location("/assets/"), "Cache-Control")).toEqual([CACHE_CONTROL.immutable]);
    expect(header(location("/"), "Cache-Control")).toEqual([CACHE_CONTROL.revalidate]);
  });

  it("serves security.txt as plain text with its charset, revalidated", () => {
    const block = location(`= ${securityTxtPath}`);
    expect(args(block, "default_type")).toEqual([PLAIN_TEXT]);
    expect(header(block, "Cache-Control")).toEqual([CACHE_CONTROL.revalidate]);
    expect(args(block, "try_files")).toEqual(["$uri =404"]);
  });

  it("repeats every security header, once, in each location that adds headers", () => {
    const locations = site().filter((d) => d.name === "location" && headers(d.block ?? []).length > 0);
    expect(locations.length).toBeGreaterThan(pages.length);
    for (const { args: match, block = [] } of locations) {
      for (const [name, value] of Object.entries(everyResponse)) {
        expect(header(block, name), `${match.join(" ")} ${name}`).toEqual([value]);
      }
    }
  });

  it("refuses other methods than the server allows, with Allow, wherever it serves files", () => {
    const serving = site().filter((d) => d.name === "location" && args(d.block ?? [], "try_files").length > 0);
    for (const { args: match, block = [] } of serving) {
      const guard = block.find((d) => d.name === "if");
      expect(guard?.args.join(" "), match.join(" ")).toBe(`($request_method !~ ^(${ALLOWED_METHODS.join("|")})$)`);
      expect(header(guard?.block ?? [], "Allow")).toEqual([ALLOWED_METHODS.join(", ")]);
      expect(args(guard?.block ?? [], "return")).toEqual(["405"]);
    }
  });

  it("refuses request lines longer than the server does", () => {
    expect(args(site(), "large_client_header_buffers")).toEqual([`4 ${MAX_URL_LENGTH / 1024}k`]);
  });

  it("comes with an example nginx.conf whose server includes it", () => {
    const http = parse(written("deploy/nginx/nginx.conf")).find((d) => d.name === "http")?.block ?? [];
    expect(args(http.find((d) => d.name === "server")?.block ?? [], "include")).toEqual(["/etc/nginx/vigil/site.conf"]);
  });
});
