/**
 * The demo's state (spec § 4) lives in its form controls, a radio per industry and a mitigation checkbox per
 * industry (docs/decisions/001); this reads them.
 */
import type { IndustryId } from "#src/content/industries.ts";

/** The industry the demo opens on. */
export const DEFAULT_INDUSTRY: IndustryId = "healthcare";

/** `/?industry=finance` opens the demo on finance, and the address bar follows the selection. */
export const INDUSTRY_PARAM = "industry";

/** The section's id: in-page links and the shared links jump to it. */
export const DEMO_SECTION_ID = "demo-section";

/**
 * Marks the template that holds the demo's script (src/components/demo-script.astro): the landing page's inline
 * loader imports it from there once the demo nears the viewport.
 */
export const DEMO_SCRIPT = "data-demo-script";

/** The name of the industry radios; each one's value is its industry id. */
export const INDUSTRY_FIELD = "industry";
/** The name of the mitigation checkboxes; each one's value is its industry id. */
export const MITIGATED_FIELD = "mitigated";

/** What every industry radio's id starts with: `industry-retail`. */
export const INDUSTRY_RADIO_ID_PREFIX = "industry-";

/**
 * Marks a panel's transcript: its first block ends with the caller's line, its second with the agent's answer (a
 * pair: unsafe, then mitigated). Play the call reads, speaks and marks those lines. One attribute per panel: the
 * landing page's first response has few bytes to spare (decision 012).
 */
export const TRANSCRIPT = "[data-transcript]";

/** Element ids, shared by the markup, the CSS that pairs a radio with its tile and panel, and the scripts. */
export const demoIds = {
  industryRadio: (id: IndustryId) => `${INDUSTRY_RADIO_ID_PREFIX}${id}`,
  mitigationToggle: (id: IndustryId) => `mitigate-${id}`,
  panel: (id: IndustryId) => `demo-panel-${id}`,
  panelHeading: (id: IndustryId) => `demo-panel-heading-${id}`,
} as const;

/** The link that opens the demo on one industry, relative to the site. */
export function scenarioPath(id: IndustryId): string {
  return `/?${INDUSTRY_PARAM}=${id}#${DEMO_SECTION_ID}`;
}

/** `href` with `?industry=` naming `selected`, or without it for the default industry; other parameters kept. */
export function addressFor(href: string, selected: IndustryId): string {
  const url = new URL(href);
  if (selected === DEFAULT_INDUSTRY) url.searchParams.delete(INDUSTRY_PARAM);
  else url.searchParams.set(INDUSTRY_PARAM, selected);
  return url.href;
}

/** The demo's state as its controls hold it. */
export interface DemoState {
  selected: IndustryId;
  mitigated: Readonly<Record<IndustryId, boolean>>;
}

/**
 * Read from the page's own controls, not from the industry registry: the demo's island imports this module, and the
 * registry holds every call's text, which the page already carries.
 */
export function readDemoState(root: ParentNode): DemoState {
  const controls = (field: string) => [...root.querySelectorAll<HTMLInputElement>(`input[name="${field}"]`)];
  return {
    selected: (controls(INDUSTRY_FIELD).find((radio) => radio.checked)?.value ?? DEFAULT_INDUSTRY) as IndustryId,
    mitigated: Object.fromEntries(controls(MITIGATED_FIELD).map((box) => [box.value, box.checked])) as Record<
      IndustryId,
      boolean
    >,
  };
}

/** What a visitor's change to one of the demo's controls did: the live region announces it. */
export type DemoChange =
  | { type: "selected"; industry: IndustryId; mitigated: boolean }
  | { type: "mitigated" | "restored"; industry: IndustryId };

/** The change a control's `change` event stands for, or null for a control that is not the demo's. */
export function changeFrom(control: HTMLInputElement, state: DemoState): DemoChange | null {
  if (control.value === "") return null;
  const industry = control.value as IndustryId;
  if (control.name === INDUSTRY_FIELD && control.checked) {
    return { type: "selected", industry, mitigated: state.mitigated[industry] };
  }
  if (control.name === MITIGATED_FIELD) return { type: control.checked ? "mitigated" : "restored", industry };
  return null;
}
