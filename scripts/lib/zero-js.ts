/**
 * The build's pages with every script removed: what the browser paints without JavaScript, the floor the
 * benchmark compares paint times and the first input with.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { precompress } from "../build/compress.ts";
import { builtPages } from "./built-pages.ts";

/** The page without its scripts and module preloads; structured data (not a script to the browser) stays. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
}

/** Copies a build (`<build>/client` and its headers.json) to `target` with every page's scripts removed. */
export function makeZeroJsCopy(build: string, target: string): string {
  rmSync(target, { recursive: true, force: true });
  cpSync(join(build, "client"), join(target, "client"), { recursive: true });
  cpSync(join(build, "headers.json"), join(target, "headers.json"));
  for (const { file } of builtPages(join(build, "client"))) {
    const path = join(target, "client", file);
    writeFileSync(path, withoutJavaScript(readFileSync(path, "utf8")));
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
  }
  precompress(join(target, "client"));
  return join(target, "client");
}
