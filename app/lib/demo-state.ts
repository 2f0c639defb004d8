import { industryIds, type IndustryId } from "~/content/types";

/** The industry demo (spec section 4): one selected industry, one mitigated flag per industry. */
export interface DemoState {
  selected: IndustryId;
  mitigated: Readonly<Record<IndustryId, boolean>>;
}

export type DemoAction =
  | { type: "select"; industry: IndustryId }
  | { type: "mitigate" }
  | { type: "restore" };

export const DEFAULT_INDUSTRY: IndustryId = "healthcare";

export const initialDemoState: DemoState = {
  selected: DEFAULT_INDUSTRY,
  mitigated: Object.fromEntries(industryIds.map((id) => [id, false])) as Record<IndustryId, boolean>,
};

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case "select":
      // Switching keeps every industry's flag as it is.
      return action.industry === state.selected ? state : { ...state, selected: action.industry };
    case "mitigate":
      return setMitigated(state, true);
    case "restore":
      return setMitigated(state, false);
  }
}

function setMitigated(state: DemoState, value: boolean): DemoState {
  if (state.mitigated[state.selected] === value) return state;
  return { ...state, mitigated: { ...state.mitigated, [state.selected]: value } };
}

export function isIndustryId(value: unknown): value is IndustryId {
  return typeof value === "string" && (industryIds as readonly string[]).includes(value);
}

/** The `?industry=` value of a shared link; anything unknown falls back to the default. */
export function parseIndustry(value: string | null | undefined): IndustryId {
  return isIndustryId(value) ? value : DEFAULT_INDUSTRY;
}
