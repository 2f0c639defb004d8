/**
 * Where a guide or a change entry may send a reader for the law itself: the legislators', regulators' and standards
 * bodies' own publications. One list, so every collection holds its sources to the same rule.
 */
import { z } from "astro/zod";

/** Where a source may be: the legislators, regulators and standards bodies themselves. */
const OFFICIAL_DOMAINS = [
  "ecfr.gov",
  "federalregister.gov",
  "govinfo.gov",
  "uscode.house.gov",
  "congress.gov",
  "hhs.gov",
  "ftc.gov",
  "fcc.gov",
  "ed.gov",
  "occ.gov",
  "fdic.gov",
  "federalreserve.gov",
  "consumerfinance.gov",
  "eur-lex.europa.eu",
  "edpb.europa.eu",
  "europa.eu",
  "pcisecuritystandards.org",
  "leginfo.legislature.ca.gov",
  "cppa.ca.gov",
  "oag.ca.gov",
  "le.utah.gov",
  "supremecourt.gov",
  "ncua.gov",
  "sec.gov",
  "whitehouse.gov",
  "leg.state.nv.us",
  "revisor.mn.gov",
  "legislature.maine.gov",
  "legislature.mi.gov",
  "legislation.gov.uk",
  "ico.org.uk",
  // The states' legislatures and official codes, and the few state agencies the state registry cites
  // (src/data/jurisdictions.json).
  "akleg.gov",
  "azleg.gov",
  "arkleg.state.ar.us",
  "legislature.state.al.us",
  "leg.colorado.gov",
  "cga.ct.gov",
  "delcode.delaware.gov",
  "dccouncil.gov",
  "flsenate.gov",
  "legis.ga.gov",
  "capitol.hawaii.gov",
  "legislature.idaho.gov",
  "ilga.gov",
  "in.gov",
  "legis.iowa.gov",
  "ksrevisor.gov",
  "legislature.ky.gov",
  "ag.ky.gov",
  "legis.la.gov",
  "mgaleg.maryland.gov",
  "malegislature.gov",
  "mass.gov",
  "ag.state.mn.us",
  "ls.state.ms.us",
  "psc.state.ms.us",
  "revisor.mo.gov",
  "leg.mt.gov",
  "nebraskalegislature.gov",
  "gencourt.state.nh.us",
  "njleg.state.nj.us",
  "njleg.gov",
  "nmonesource.com",
  "nysenate.gov",
  "ncleg.gov",
  "ndlegis.gov",
  "codes.ohio.gov",
  "oscn.net",
  "oregonlegislature.gov",
  "legis.state.pa.us",
  "rilin.state.ri.us",
  "scstatehouse.gov",
  "sdlegislature.gov",
  "capitol.tn.gov",
  "capitol.texas.gov",
  "legislature.vermont.gov",
  "lis.virginia.gov",
  "leg.wa.gov",
  "wvlegislature.gov",
  "legis.wisconsin.gov",
  "wyoleg.gov",
] as const;

/** Whether `url` is an https address on one of the official domains (or a subdomain of one). */
export function isOfficialSource(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === "https:" && OFFICIAL_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
    );
  } catch {
    return false;
  }
}

export const source = z
  .object({
    title: z.string().min(3).describe("What the source is, as its publisher names it."),
    url: z
      .url()
      .refine(isOfficialSource, {
        error: `A source must be the primary text, on an official domain: ${OFFICIAL_DOMAINS.join(", ")}.`,
      })
      .describe("Where to read it: the legislator's, regulator's or standards body's own page."),
  })
  .describe("A primary source the guide relies on.");
