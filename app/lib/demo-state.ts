import { industryIds, type IndustryId } from "~/content/types";

/** What the last action changed: the demo's live region announces it. */
export interface DemoChange {
  type: "selected" | "mitigated" | "restored";
  industry: IndustryId;
}

/** The industry demo (spec section 4): one selected industry, one mitigated flag per industry. */
export interface DemoState {
  selected: IndustryId;
  mitigated: Readonly<Record<IndustryId, boolean>>;
  lastChange: DemoChange | null;
}

export type DemoAction = { type: "select"; industry: IndustryId } | { type: "toggleMitigation" };

export const DEFAULT_INDUSTRY: IndustryId = "healthcare";

export const initialDemoState: DemoState = {
  selected: DEFAULT_INDUSTRY,
  mitigated: Object.fromEntries(industryIds.map((id) => [id, false])) as Record<IndustryId, boolean>,
  lastChange: null,
};

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "select":
      // Switching keeps every industry's flag as it is.
      if (action.industry === state.selected) return state;
      return { ...state, selected: action.industry, lastChange: { type: "selected", industry: action.industry } };
    case "toggleMitigation": {
      // Only the selected industry's panel can be acted on.
      const mitigated = !state.mitigated[state.selected];
      return {
        ...state,
        mitigated: { ...state.mitigated, [state.selected]: mitigated },
        lastChange: { type: mitigated ? "mitigated" : "restored", industry: state.selected },
      };
    }
  }
}

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === "string" && (industryIds as readonly string[]).includes(value);
}

/** The `?industry=` value of a shared link; anything unknown falls back to the default. */
export function parseIndustry(value: string | null | undefined): IndustryId {
  return isIndustryId(value) ? value : DEFAULT_INDUSTRY;
}
