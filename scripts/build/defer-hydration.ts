/**
 * Starts a page's JavaScript after the page has loaded (docs/decisions/003): React Router's module preloads and
 * script give way to one start module for every page, loaded with its integrity (008). React Router output it does
 * not recognise fails the build.
 */
import { createHash } from "node:crypto";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: integrity="([^"]+)")?\/>/g;
const IMPORT_MAP = /<script rr-importmap="" type="importmap">/;

/** What the start module needs of one page: the modules to preload and import, and how to register routes. */
export interface StartData {
  preload: { href: string; integrity: string }[];
  /** Imported in order; `routes` names the route modules among them by index. */
  imports: string[];
  routes: { id: string; index: number }[];
  entry: string;
}

/**
 * The start module. It reads its page's data from its own script element, waits for the first idle moment
 * after `load` (1 s at most), preloads the modules, registers the route modules as React Router's script
 * would, then imports the entry, which hydrates.
 */
export const START_MODULE = `const data = JSON.parse(document.querySelector("script[data-start]").dataset.start);
const start = () => {
  for (const { href, integrity } of data.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    if (integrity) link.integrity = integrity;
    document.head.append(link);
  }
  Promise.all(data.imports.map((href) => import(href))).then((modules) => {
    window.__reactRouterRouteModules = Object.fromEntries(data.routes.map(({ id, index }) => [id, modules[index]]));
    return import(data.entry);
  });
};
const afterLoad = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start));
if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
`;

/** The start module's name in the build and its integrity (sha384, as React Router's own). */
export function startModuleFile(): { name: string; integrity: string } {
  const digest = createHash("sha384").update(START_MODULE).digest();
  return {
    name: `start-${digest.toString("base64url").slice(0, 8)}.js`,
    integrity: `sha384-${digest.toString("base64")}`,
  };
}

/** React Router's module script and preloads on one page, read back into the start module's data. */
export function readStartData(html: string, file: string): StartData {
  const source = MODULE_SCRIPT.exec(html)?.[1];
  if (!source) throw new Error(`defer-hydration: no React Router module script in ${file}`);
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1] ?? "");
  const routes = [...source.matchAll(/^import \* as route(\d+) from "([^"]+)";$/gm)].map((match) => ({
    index: Number(match[1]),
    href: match[2] ?? "",
  }));
  const registry = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  const ids = [...(registry ?? "").matchAll(/"([^"]+)":route(\d+)/g)].map((match) => ({
    id: match[1] ?? "",
    route: Number(match[2]),
  }));
  if (sideEffects.length === 0 || routes.length === 0 || ids.length !== routes.length || !entry) {
    throw new Error(`defer-hydration: React Router's module script in ${file} changed shape:\n${source}`);
  }
  const preload = [...html.matchAll(PRELOAD_LINK)].map(([, href = "", integrity]) => {
    if (!integrity) throw new Error(`defer-hydration: no integrity for ${href} in ${file} (subResourceIntegrity off?)`);
    return { href, integrity };
  });
  return {
    preload,
    imports: [...sideEffects, ...routes.map((route) => route.href)],
    routes: ids.map(({ id, route }) => ({ id, index: sideEffects.length + routes.findIndex((r) => r.index === route) })),
    entry,
  };
}

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The page with its preloads dropped and React Router's module script replaced by the start module. */
export function deferHydration(html: string, file: string): string {
  const data = readStartData(html, file);
  if (!IMPORT_MAP.test(html)) throw new Error(`defer-hydration: no import map with module integrity in ${file}`);
  const { name, integrity } = startModuleFile();
  // Low priority: it only waits for the load event, so its request must not compete with the first paint (decision 008).
  const start = `<script type="module" fetchpriority="low" src="/assets/${name}" integrity="${integrity}" data-start="${attribute(JSON.stringify(data))}"></script>`;
  return (
    html
      .replace(PRELOAD_LINK, "")
      // The attribute is React Router's way back to the map, which it does not need here (the browser applies
      // the map's integrity to every import), and it is not valid HTML.
      .replace(IMPORT_MAP, '<script type="importmap">')
      .replace(MODULE_SCRIPT, () => start)
  );
}

/** The same page with no JavaScript at all: the benchmark's lower bound for paint times. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(PRELOAD_LINK, "")
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
}
