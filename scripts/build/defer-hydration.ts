/**
 * Starts a page's JavaScript after the page has loaded, instead of during it.
 *
 * React Router writes `<link rel="modulepreload">` tags and a module script whose
 * static imports download the app at once, competing with the HTML, CSS and font
 * for the first paint on a slow link. The prerendered HTML is already the whole
 * page, so the script is rewritten to load the same modules, in parallel, once the
 * `load` event has fired. Hydration, the route modules and the entry stay as React
 * Router made them. It waits for the first idle moment after `load` (1 s at most), so the first paint is
 * done before any script is fetched. A format this code does not recognise fails the build.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;

export function deferHydration(html: string, file: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script?.[1]) throw new Error(`defer-hydration: no React Router module script in ${file}`);
  const source = script[1];

  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = [...source.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1],
    href: match[2],
  }));
  const registry = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (sideEffects.length === 0 || routes.length === 0 || !registry || !entry) {
    throw new Error(`defer-hydration: React Router's module script in ${file} changed shape:\n${source}`);
  }

  const preload = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1]);
  const imports = [...sideEffects, ...routes.map((route) => route.href)];
  const bindings = [...sideEffects.map(() => ""), ...routes.map((route) => route.name)].join(", ");
  const deferred = `<script type="module">
const start = () => {
  for (const href of ${JSON.stringify(preload)}) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  Promise.all(${JSON.stringify(imports)}.map((href) => import(href))).then(([${bindings}]) => {
    window.__reactRouterRouteModules = ${registry};
    return import(${JSON.stringify(entry)});
  });
};
const afterPaint = () => (window.requestIdleCallback ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start));
if (document.readyState === "complete") afterPaint();
else addEventListener("load", afterPaint, { once: true });
</script>`;

  return html.replace(PRELOAD_LINK, "").replace(script[0], deferred);
}

/** The same page with no JavaScript at all: the benchmark's lower bound for paint times. */
export function withoutJavaScript(html: string): string {
  return html
    .replace(PRELOAD_LINK, "")
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
}
