/**
 * The landing page's loader for its demo's script: once the demo comes within 400 px of the viewport, it imports
 * the module whose address Astro wrote in the demo's template (src/components/demo-script.astro). Until then the
 * page requests no script; the demo works from its controls alone (decision 020).
 */
import { DEMO_SCRIPT, DEMO_SECTION_ID } from "#src/lib/demo-state.ts";

const demo = document.getElementById(DEMO_SECTION_ID);
const template = document.querySelector(`template[${DEMO_SCRIPT}]`);
const address =
  template instanceof HTMLTemplateElement ? template.content.querySelector("script")?.getAttribute("src") : null;
if (demo && address) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void import(address);
    },
    { rootMargin: "400px" },
  );
  observer.observe(demo);
}
