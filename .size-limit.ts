/** `npm run test:bytes`: the bytes the landing page downloads, against the budgets (size-limit). */
import type { SizeLimitConfig } from "size-limit";
import { homePage } from "./src/config/pages.ts";
import { BYTE_BUDGETS } from "./scripts/lib/budgets.ts";
import { pageFiles } from "./scripts/lib/route-bytes.ts";

const client = "build/client";
const home = pageFiles(client, homePage);
const paths = (hrefs: string[]) => hrefs.map((href) => `${client}${href}`);
const kib = (bytes: number) => `${bytes / 1024} KiB`;

export default [
  { name: "JavaScript for / (gzip)", path: paths(home.js), limit: kib(BYTE_BUDGETS.jsGzip), gzip: true },
  { name: "CSS for / (gzip)", path: paths(home.css), limit: kib(BYTE_BUDGETS.cssGzip), gzip: true },
  {
    name: "HTML for / (brotli)",
    path: `${client}/${homePage.file}`,
    limit: kib(BYTE_BUDGETS.htmlBrotli),
    brotli: true,
  },
  // woff2 is compressed already: its size on the wire is its size.
  { name: "Fonts for /", path: paths(home.fonts), limit: kib(BYTE_BUDGETS.fonts), brotli: false },
] satisfies SizeLimitConfig;
