/**
 * What each route makes the browser download from the build: JavaScript (the
 * route's chunks from React Router's manifest), CSS and the preloaded font,
 * raw, gzip and brotli. Deterministic: it reads files, it measures nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prerenderedPages, routeId } from "../../app/config/pages.ts";

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
  parentId?: string;
}
interface Manifest {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteBytes {
  route: string;
  js: Sizes;
  css: Sizes;
  fonts: Sizes;
  chunks: string[];
}

function readManifest(client: string): Manifest {
  const file = readdirSync(join(client, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${client}/assets: run npm run build.`);
  const source = readFileSync(join(client, "assets", file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;?\s*$/, "")) as Manifest;
}

function measure(client: string, hrefs: Iterable<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const href of hrefs) {
    const bytes = readFileSync(join(client, href));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

export function routeBytes(client: string): RouteBytes[] {
  const manifest = readManifest(client);
  const manifestFile = readdirSync(join(client, "assets")).find((name) => name.startsWith("manifest-"));
  return prerenderedPages.map((page) => {
    const ids = ["root", routeId(page)];
    const js = new Set<string>([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set<string>(manifest.entry.css);
    for (const id of ids) {
      const entry = manifest.routes[id];
      if (!entry) throw new Error(`route-bytes: no route "${id}" in the manifest`);
      js.add(entry.module);
      for (const href of entry.imports ?? []) js.add(href);
      for (const href of entry.css ?? []) css.add(href);
    }
    const html = readFileSync(join(client, page.file), "utf8");
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((match) => match[1] ?? "");
    return {
      route: page.path,
      js: measure(client, js),
      css: measure(client, css),
      fonts: measure(client, fonts),
      chunks: [...js].map((href) => href.replace("/assets/", "")),
    };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
