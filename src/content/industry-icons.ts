/** Each industry's icon, apart from industries.ts so that the demo's island, which needs only titles, ships none. */
import {
  Building2,
  GraduationCap,
  Headset,
  HeartPulse,
  Hotel,
  Landmark,
  ShoppingCart,
  type LucideIcon,
} from "lucide-react";
import type { IndustryId } from "./industries";

export const industryIcons: Record<IndustryId, LucideIcon> = {
  healthcare: HeartPulse,
  finance: Landmark,
  retail: ShoppingCart,
  callcenter: Headset,
  education: GraduationCap,
  government: Building2,
  hospitality: Hotel,
};
