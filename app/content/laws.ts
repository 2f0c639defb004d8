/**
 * The single source of every law and fine on the site. The figures are the
 * business constants of the spec (section 9) and must stay verbatim.
 * A scenario's violation names one of a law's `fines`; the first is the headline.
 */
export const laws = {
  HIPAA: {
    name: "Health Insurance Portability and Accountability Act",
    fines: ["up to $1.5M per year"],
  },
  GDPR: {
    name: "General Data Protection Regulation",
    fines: ["up to €20M or 4% of revenue"],
  },
  "PCI DSS": {
    name: "Payment Card Industry Data Security Standard",
    fines: ["$5K–$100K per month", "$50K per month", "$100K per month"],
  },
  GLBA: {
    name: "Gramm-Leach-Bliley Act",
    fines: ["up to $100K per violation"],
  },
  TCPA: {
    name: "Telephone Consumer Protection Act",
    fines: ["$500–$1,500 per call"],
  },
  CCPA: {
    name: "California Consumer Privacy Act",
    fines: ["$2,500–$7,500 per incident"],
  },
  FERPA: {
    name: "Family Educational Rights and Privacy Act",
    fines: ["up to $100K"],
  },
  COPPA: {
    name: "Children's Online Privacy Protection Act",
    fines: ["up to $43,280 per violation"],
  },
} as const satisfies Record<string, { name: string; fines: readonly [string, ...string[]] }>;

export type LawCode = keyof typeof laws;

/** A fine that the law table lists for law `L`: a typo is a type error. */
export type FineFor<L extends LawCode> = (typeof laws)[L]["fines"][number];

export const lawCodes = Object.keys(laws) as LawCode[];
