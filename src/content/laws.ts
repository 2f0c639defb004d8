/**
 * The single source of every law and fine on the site. The figures are the
 * business constants of the spec (section 9) and must stay verbatim.
 * A scenario's violation names one of a law's `fines`; the first is the headline.
 * `basis` (the badge's tooltip, kept short) says what a figure is and where it comes from.
 * `guide` is the regulation guide that explains the law (src/guides/regulations/).
 */
import type { RegulationSlug } from "../config/guides";

export const laws = {
  HIPAA: {
    name: "Health Insurance Portability and Accountability Act",
    guide: "hipaa",
    fines: ["up to $1.5M per year"],
    basis: "HHS’s yearly cap for violations of one requirement, as set before inflation adjustment (45 CFR 160.404).",
  },
  GDPR: {
    name: "General Data Protection Regulation",
    guide: "gdpr",
    fines: ["up to €20M or 4% of revenue", "up to €10M or 2% of revenue"],
    basis:
      "Whichever is higher. This upper tier (Art. 83(5)) covers principles, lawful basis and rights; security failures carry up to €10M or 2% (Art. 83(4)).",
  },
  "PCI DSS": {
    name: "Payment Card Industry Data Security Standard",
    guide: "pci-dss",
    fines: ["$5K–$100K per month", "$50K per month", "$100K per month"],
    basis:
      "A card-brand standard, not a law: card brands set non-compliance fees in their contracts with banks, which pass them on.",
  },
  GLBA: {
    name: "Gramm-Leach-Bliley Act",
    guide: "glba",
    fines: ["up to $100K per violation"],
    basis:
      "Indicative: GLBA’s privacy and safeguards rules set no fine; banking agencies and the FTC enforce them (12 U.S.C. §1818, 16 CFR 314).",
  },
  TCPA: {
    name: "Telephone Consumer Protection Act",
    guide: "tcpa",
    fines: ["$500–$1,500 per call"],
    basis:
      "Damages each called person can sue for: $500 a call, which a court may triple if willful or knowing (47 U.S.C. §227(b)(3)).",
  },
  CCPA: {
    name: "California Consumer Privacy Act",
    guide: "ccpa",
    fines: ["$2,500–$7,500 per incident"],
    basis:
      "Fines per violation, the higher if intentional or involving minors (Cal. Civ. Code §1798.155), as set before the 2025 inflation adjustment.",
  },
  FERPA: {
    name: "Family Educational Rights and Privacy Act",
    guide: "ferpa",
    fines: ["up to $100K"],
    basis:
      "FERPA sets no fines; the figure is an indicative cost. Its sanctions: a school’s federal funding, a vendor’s access to records (20 U.S.C. §1232g).",
  },
  COPPA: {
    name: "Children’s Online Privacy Protection Act",
    guide: "coppa",
    fines: ["up to $43,280 per violation"],
    basis:
      "The FTC’s civil penalty per violation as set in 2020, adjusted for inflation each year since (16 CFR 1.98).",
  },
  "EU AI Act": {
    name: "Artificial Intelligence Act (Regulation (EU) 2024/1689)",
    guide: "ai-disclosure",
    fines: ["up to €15M or 3% of revenue"],
    basis:
      "Whichever is higher, for breaching the transparency duties of Art. 50, such as telling people they are talking to an AI (Art. 99(4)(g)).",
  },
} as const satisfies Record<
  string,
  { name: string; guide: RegulationSlug; fines: readonly [string, ...string[]]; basis: string }
>;

export type LawCode = keyof typeof laws;

/** A fine that the law table lists for law `L`: a typo is a type error. */
export type FineFor<L extends LawCode> = (typeof laws)[L]["fines"][number];

export const lawCodes = Object.keys(laws) as LawCode[];

/** Whether `fine` is a figure the table lists for `law`: what a guide may state. */
export function fineIsListed(law: LawCode, fine: string): boolean {
  return (laws[law].fines as readonly string[]).includes(fine);
}
