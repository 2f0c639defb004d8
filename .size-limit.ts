/**
 * `npm run test:bytes`: the bytes the landing page downloads, against the budgets (size-limit). Its HTML with the
 * headers it is served with is checked against the first round trip by e2e/first-round-trip.spec.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { SizeLimitConfig } from "size-limit";
import { homePage } from "./src/config/pages.ts";
import { BYTE_BUDGETS } from "./scripts/lib/budgets.ts";
import { pageFiles } from "./scripts/lib/route-bytes.ts";

const client = "build/client";
const home = pageFiles(client, homePage);
const paths = (hrefs: string[]) => hrefs.map((href) => `${client}${href}`);
const kib = (bytes: number) => `${bytes / 1024} KiB`;

// The scripts written into the page (Astro's island runtime among them) count as JavaScript too: size-limit
// measures files, so they are measured from a file of their own.
const inlineScripts = "build/size-limit/inline-scripts-of-index.js";
mkdirSync("build/size-limit", { recursive: true });
writeFileSync(inlineScripts, home.inlineJs.join("\n"));

export default [
  {
    name: "JavaScript for /: its island and inline scripts (gzip)",
    path: [...paths(home.js), inlineScripts],
    limit: kib(BYTE_BUDGETS.jsGzip),
    gzip: true,
  },
  { name: "CSS for / (gzip)", path: paths(home.css), limit: kib(BYTE_BUDGETS.cssGzip), gzip: true },
  // woff2 is compressed already: its size on the wire is its size.
  { name: "Fonts for /", path: paths(home.fonts), limit: kib(BYTE_BUDGETS.fonts), brotli: false },
] satisfies SizeLimitConfig;
