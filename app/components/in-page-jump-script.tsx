/*
 * Until they near the viewport, sections below the fold have a placeholder height (the
 * render-when-visible utility in app.css), so a jump to an anchor further down would land short.
 * Before the first such jump, and on pages opened on an anchor or at a restored scroll position
 * (reload, back, forward), this renders every section once. Inline, so it works before the page's
 * JavaScript arrives; the build adds its hash to the Content-Security-Policy.
 */
const source = `(() => {
  const renderAll = () => document.documentElement.classList.add("render-all");
  const navigation = performance.getEntriesByType("navigation")[0];
  if (location.hash || (navigation && navigation.type !== "navigate")) renderAll();
  addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest('a[href^="#"]')) renderAll();
  }, { capture: true });
  addEventListener("hashchange", renderAll);
})();`;

export function InPageJumpScript() {
  return <script dangerouslySetInnerHTML={{ __html: source }} />;
}
