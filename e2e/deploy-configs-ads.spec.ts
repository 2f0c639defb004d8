/**
 * The deploy configs of the build with Google Ads (scripts/build-e2e-ads.ts), read as a host reads them, page by page:
 * Google's origins are allowed on the confirmation page, which loads the tag, and on no other page. Netlify and
 * Cloudflare join the `/*` rule's policy with the page's own, and a browser enforces both, so the fallback must allow
 * them too, or the tag would be blocked where it is needed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { confirmationPage } from "#src/config/site-pages.ts";
import { pagesWithUrls } from "../scripts/lib/built-pages.ts";
import { googleAdsOrigins } from "#src/config/data-inventory/index.ts";
import { E2E_ADS } from "./ads-fixture.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => isMobile, "files, read once on the desktop project");

const built = (file: string) => readFileSync(join(E2E_ADS.buildDirectory, file), "utf8");

/** A policy's directives: name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Whether `policy` lets the tag run: each Google origin in each directive the data inventory names for it. */
const allowsTheTag = (policy: string) =>
  googleAdsOrigins.every(({ origin, csp }) => csp.every((name) => directives(policy).get(name)?.includes(origin)));

const namesGoogle = (policy: string) => googleAdsOrigins.some(({ origin }) => policy.includes(origin));

/** `_headers`: each path's Content-Security-Policy. */
function netlifyPolicies(): Map<string, string> {
  const policies = new Map<string, string>();
  let path = "";
  for (const line of built("client/_headers").split("\n")) {
    if (line.startsWith("/")) path = line.trim();
    const match = /^\s+Content-Security-Policy: (.+)$/.exec(line);
    if (match) policies.set(path, match[1]!);
  }
  return policies;
}

/** The nginx include: each exact location's Content-Security-Policy. */
function nginxPolicies(): Map<string, string> {
  const policies = new Map<string, string>();
  for (const [, path, body] of built("deploy/nginx/site.conf").matchAll(/location = (\S+) \{([\s\S]*?)\n\}/g)) {
    const match = /add_header Content-Security-Policy "([^"]+)" always;/.exec(body!);
    if (match) policies.set(path!, match[1]!);
  }
  return policies;
}

for (const [host, read] of [
  ["_headers (Netlify, Cloudflare Pages)", netlifyPolicies],
  ["the nginx include", nginxPolicies],
] as const) {
  test(`${host} allows Google's origins on the confirmation page only`, () => {
    const policies = read();
    for (const { path } of pagesWithUrls(join(E2E_ADS.buildDirectory, "client"))) {
      for (const url of path === "/" ? ["/"] : [path, `${path}/`]) {
        const policy = policies.get(url);
        expect(policy, `${host}: ${url} has a policy`).toBeTruthy();
        if (path === confirmationPage.path) expect(allowsTheTag(policy!), `${host}: ${url}`).toBe(true);
        else expect(namesGoogle(policy!), `${host}: ${url} names a Google origin`).toBe(false);
      }
    }
  });
}

test("_headers' fallback rule, joined to every page's, lets the tag run on the confirmation page", () => {
  const fallback = netlifyPolicies().get("/*");
  expect(fallback).toBeTruthy();
  expect(allowsTheTag(fallback!)).toBe(true);
});
