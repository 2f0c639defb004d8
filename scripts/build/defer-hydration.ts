/**
 * Starts a page's JavaScript after its first paint (docs/decisions/003, 011). What React Router puts in the HTML
 * for its JavaScript (module preloads, import map, context scripts, module script) moves into one start script per
 * page, loaded with its integrity (008). React Router output it does not recognise fails the build.
 */
import { createHash } from "node:crypto";

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"(?: integrity="([^"]+)")?\/>/g;
const IMPORT_MAP = /<script rr-importmap="" type="importmap">([\s\S]*?)<\/script>/;
const CONTEXT_SCRIPT = /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/g;
/** A script element the browser neither runs nor checks against the page's policy. */
const EMPTY_SCRIPT = "<script></script>";

/** What the start script needs of one page. */
export interface StartData {
  /** React Router's import map: the integrity of every module, which the browser then checks on each import. */
  importMap: string;
  /** React Router's inline scripts that set `window.__reactRouterContext`, in order. */
  context: string[];
  preload: { href: string; integrity: string }[];
  /** Imported in order; `routes` names the route modules among them by index. */
  imports: string[];
  routes: { id: string; index: number }[];
  entry: string;
}

/**
 * The start script after its page's data (`page`, `setContext`). A classic script, not a module: the browser
 * accepts an import map only before the first module loads. It waits for the load event and the first
 * contentful paint (3 s at most: a page loaded in a background tab may report none), then for the first idle
 * moment (1 s at most). It adds the import map and the preloads (the links in one insertion: one by one they took
 * 22 ms), then, in a task of its own, runs React Router's context scripts, registers the route modules as React
 * Router's script would and imports the entry, which hydrates.
 */
const START_RUNTIME = `const preload = () => {
  const importMap = document.createElement("script");
  importMap.type = "importmap";
  importMap.textContent = page.importMap;
  document.head.append(importMap);
  const links = document.createDocumentFragment();
  for (const { href, integrity } of page.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    link.integrity = integrity;
    links.append(link);
  }
  document.head.append(links);
};
const hydrate = () => {
  setContext();
  Promise.all(page.imports.map((href) => import(href))).then((modules) => {
    window.__reactRouterRouteModules = Object.fromEntries(page.routes.map(({ id, index }) => [id, modules[index]]));
    return import(page.entry);
  });
};
const start = () => {
  preload();
  setTimeout(hydrate);
};
let started = false;
const whenIdle = () => {
  if (started) return;
  started = true;
  if (window.requestIdleCallback) requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start);
};
const afterFirstPaint = () => {
  // A page that loads hidden may never report a paint: then it starts anyway.
  setTimeout(whenIdle, 3000);
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(whenIdle));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    whenIdle();
  }).observe({ type: "paint", buffered: true });
};
if (document.readyState === "complete") afterFirstPaint();
else addEventListener("load", afterFirstPaint, { once: true });`;

export interface StartScript {
  /** Its path under the client build: `/assets/start-<hash>.js`. */
  href: string;
  integrity: string;
  source: string;
}

/** One page's start script, named by its content like the build's other assets. */
function startScript(data: StartData): StartScript {
  const { context, ...page } = data;
  const source = `(() => {
const page = ${JSON.stringify(page)};
const setContext = () => {
${context.join("\n")}
};
${START_RUNTIME}
})();
`;
  const digest = createHash("sha384").update(source).digest();
  return {
    href: `/assets/start-${digest.toString("base64url").slice(0, 8)}.js`,
    integrity: `sha384-${digest.toString("base64")}`,
    source,
  };
}

/** React Router's script elements and preloads on one page, read back into the start script's data. */
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
  const importMap = IMPORT_MAP.exec(html)?.[1];
  if (!importMap?.startsWith('{"integrity":{')) {
    throw new Error(`defer-hydration: no import map with module integrity in ${file}`);
  }
  const context = [...html.matchAll(CONTEXT_SCRIPT)].map((match) => match[1] ?? "");
  if (context.length === 0) throw new Error(`defer-hydration: no React Router context script in ${file}`);
  const preload = [...html.matchAll(PRELOAD_LINK)].map(([, href = "", integrity]) => {
    if (!integrity) throw new Error(`defer-hydration: no integrity for ${href} in ${file} (subResourceIntegrity off?)`);
    return { href, integrity };
  });
  return {
    importMap,
    context,
    preload,
    imports: [...sideEffects, ...routes.map((route) => route.href)],
    routes: ids.map(({ id, route }) => ({ id, index: sideEffects.length + routes.findIndex((r) => r.index === route) })),
    entry,
  };
}

/**
 * The page with React Router's preloads, import map and scripts replaced by its start script, which the caller
 * writes to `start.href`. The import map the start script adds is `importMap`: the page's policy must allow it.
 */
export function deferHydration(html: string, file: string): { html: string; start: StartScript; importMap: string } {
  const data = readStartData(html, file);
  const start = startScript(data);
  // A deferred classic script is fetched at low priority, after what the first paint needs.
  const element = `<script defer src="${start.href}" integrity="${start.integrity}"></script>`;
  return {
    // Each script React Router rendered keeps an empty element in its place: React hydrates the document
    // element by element, and a missing one makes it throw the server's HTML away and render the page again.
    html: html
      .replace(PRELOAD_LINK, "")
      .replace(IMPORT_MAP, EMPTY_SCRIPT)
      .replace(CONTEXT_SCRIPT, EMPTY_SCRIPT)
      .replace(MODULE_SCRIPT, () => element),
    start,
    importMap: data.importMap,
  };
}

/** The same page with no JavaScript at all: the benchmark's lower bound for paint times. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(PRELOAD_LINK, "")
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
}
