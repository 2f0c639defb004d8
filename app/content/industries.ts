/** The demo's seven industries, in tile order: what the tiles and the announcements need before the scenarios load. */
import { Building2, GraduationCap, Headset, HeartPulse, Hotel, Landmark, ShoppingCart } from "lucide-react";
import type { Industry } from "./types";

export const industries: readonly Industry[] = [
  { id: "healthcare", title: "Healthcare", icon: HeartPulse },
  { id: "finance", title: "Finance", icon: Landmark },
  { id: "retail", title: "Retail", icon: ShoppingCart },
  { id: "callcenter", title: "Call Center", icon: Headset },
  { id: "education", title: "Education", icon: GraduationCap },
  { id: "government", title: "Government", icon: Building2 },
  { id: "hospitality", title: "Hospitality", icon: Hotel },
];
