/** Each industry's icon, apart from industries.ts so that the demo's island, which needs only titles, ships none. */
import type { IconName } from "../components/icon";
import type { IndustryId } from "./industries";

export const industryIcons: Record<IndustryId, IconName> = {
  healthcare: "heart-pulse",
  finance: "landmark",
  retail: "shopping-cart",
  callcenter: "headset",
  education: "graduation-cap",
  government: "building-complex",
  hospitality: "hotel",
};
