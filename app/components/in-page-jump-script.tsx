/*
 * Renders every section (they wait until they near the viewport, see render-when-visible) before the first
 * jump to an anchor, so it lands on its section (docs/decisions/004). Inline: it works before the page's JS.
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
