/** What the form's settings held before the island ran: read once when it starts, so nothing chosen early is lost. */
import { DEFAULT_SETTINGS, DIRECTIONS, type CheckSettings } from "#check/types.ts";
import { FIELD_IDS } from "./field-ids.ts";

/** An element of the form as the page holds it. */
export const onPage = <T extends Element>(id: string, kind: new () => T): T | null => {
  const element = document.getElementById(id);
  return element instanceof kind ? element : null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function settingsOnPage(): CheckSettings {
  const chosen = onPage(FIELD_IDS.direction, HTMLSelectElement)?.value;
  const date = onPage(FIELD_IDS.date, HTMLInputElement)?.value ?? "";
  return {
    direction: DIRECTIONS.find((direction) => direction === chosen) ?? DEFAULT_SETTINGS.direction,
    recorded: onPage(FIELD_IDS.recorded, HTMLInputElement)?.checked ?? DEFAULT_SETTINGS.recorded,
    businessName: onPage(FIELD_IDS.businessName, HTMLInputElement)?.value ?? "",
    agentSpeaker: "",
    location: onPage(FIELD_IDS.location, HTMLSelectElement)?.value ?? DEFAULT_SETTINGS.location,
    date: DAY.test(date) ? date : "",
  };
}
