/** The demo's seven industries, in tile order: the one list of their ids, with their titles and icons. */
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

export const industries = [
  { id: "healthcare", title: "Healthcare", icon: HeartPulse },
  { id: "finance", title: "Finance", icon: Landmark },
  { id: "retail", title: "Retail", icon: ShoppingCart },
  { id: "callcenter", title: "Call Center", icon: Headset },
  { id: "education", title: "Education", icon: GraduationCap },
  { id: "government", title: "Government", icon: Building2 },
  { id: "hospitality", title: "Hospitality", icon: Hotel },
] as const satisfies readonly { id: string; title: string; icon: LucideIcon }[];

export type Industry = (typeof industries)[number];
export type IndustryId = Industry["id"];

export const industryIds: readonly IndustryId[] = industries.map((industry) => industry.id);
