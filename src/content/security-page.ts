/**
 * The trust page at /security, as data: each framework's status, how customer call data is protected,
 * sub-processors, how to ask for documents, and the disclosure policy security.txt points to. Every status line
 * follows the configured facts; HIPAA reads as what it is, a business associate commitment with a BAA.
 */
import { google } from "~/config/data-inventory";
import { securityTxtPath } from "~/config/pages";
import { formatIsoDate, hostOf, laterDate, type DocumentFacts } from "./document-facts";
import { frameworkStatuses } from "./frameworks";
import {
  cell,
  code,
  entries,
  heading,
  join,
  link,
  list,
  listJoin,
  mail,
  paragraph,
  rich,
  schedulingCta,
  table,
  type Block,
  type Entry,
  type LegalDocument,
  type Rich,
  type Section,
} from "./legal-document";
import { privacyHref, type SecuritySectionId } from "./legal-sections";

/** The date this module's wording last changed. Update it with the text. */
const SECURITY_TEXT_REVISED = "2026-11-23";

/** utm_content of the page's scheduling link (app/lib/scheduling.ts). */
const DOCUMENTS_PLACEMENT = "security-documents";

type Facts = DocumentFacts;

/* ── Frameworks ───────────────────────────────────────────────────────────── */

/** How the SOC 2 report is shared, whatever its type. */
const soc2UnderNda = (facts: Facts, ask: string): Rich =>
  rich`Our SOC 2 report is confidential: we share it with customers and prospective customers under a nondisclosure agreement (NDA). ${ask} ${mail(facts.securityEmail)}.`;

function soc2Entry(facts: Facts): Entry {
  const { title, status } = frameworkStatuses(facts, formatIsoDate).soc2;
  const report = facts.soc2;
  if (!report) return { title, status, body: [soc2UnderNda(facts, "Ask for it, with its type and period, at")] };
  return {
    title,
    status,
    body: [
      [
        report.reportType === "Type II"
          ? "An independent CPA firm tested how our security controls operated over the whole period and issued this report."
          : "An independent CPA firm examined the design of our security controls as of that date and issued this report. A Type I report does not test how the controls operate over time.",
      ],
      soc2UnderNda(facts, "Ask for it at"),
    ],
  };
}

function hipaaEntry(facts: Facts): Entry {
  const { title, status } = frameworkStatuses(facts, formatIsoDate).hipaa;
  return {
    title,
    status,
    body: [
      [
        "HHS, which enforces HIPAA, does not certify companies as HIPAA compliant, and private “HIPAA certifications” carry no official standing. We do not claim one.",
      ],
      [
        "When the call data you send us contains protected health information (PHI), we act as your business associate. We sign a Business Associate Agreement (BAA) with you and protect that PHI as the HIPAA Security Rule and the BAA require.",
      ],
      rich`Sign the BAA before you send us any PHI. Ask for it at ${mail(facts.privacyEmail)}.`,
    ],
  };
}

function isoEntry(facts: Facts): Entry {
  const { title, status } = frameworkStatuses(facts, formatIsoDate).iso27001;
  const cert = facts.iso27001;
  if (!cert) {
    return {
      title,
      status,
      body: [
        rich`Ask for our certificate, its scope and the certification body that issued it at ${mail(facts.securityEmail)}.`,
      ],
    };
  }
  const body: Rich[] = [];
  if (cert.scope) body.push([`Scope: ${cert.scope}.`]);
  if (cert.certificationBody) body.push([`Issued by ${cert.certificationBody}.`]);
  body.push(["An ISO/IEC 27001 certificate runs for three years, with a surveillance audit every year."]);
  body.push(
    cert.certificateUrl
      ? rich`${link("View the certificate", cert.certificateUrl)}.`
      : rich`Ask for a copy of the certificate at ${mail(facts.securityEmail)}.`,
  );
  return { title, status, body };
}

function frameworks(facts: Facts): Section<SecuritySectionId> {
  return {
    id: "frameworks",
    heading: "SOC 2, HIPAA and ISO/IEC 27001",
    blocks: [entries([soc2Entry(facts), hipaaEntry(facts), isoEntry(facts)])],
  };
}

/* ── Call data ────────────────────────────────────────────────────────────── */

function callData(facts: Facts): Section<SecuritySectionId> {
  const items: Rich[] = [
    ["Encryption: call data is encrypted in transit with TLS and encrypted at rest."],
    [
      facts.dataRegions
        ? `Location: we store and process customer call data in ${facts.dataRegions}.`
        : "Location: where we store and process call data is set out in our data processing agreement (DPA). Ask us before you sign if you need it kept in a particular region.",
    ],
    [
      facts.customerDataRetention
        ? `Retention: we keep call data for ${facts.customerDataRetention}, unless your agreement sets a different period, then delete it. When your agreement ends, we delete or return your data as our DPA sets out.`
        : "Retention: how long we keep call data is set in your agreement with us. When your agreement ends, we delete or return your data as our DPA sets out.",
    ],
    [
      "Access: only the staff who run the service for you can reach call data, each with their own account and only the access their job needs.",
    ],
    ["Use: we use call data only to provide the service to you, as your agreement allows."],
  ];
  return {
    id: "call-data",
    heading: "How we protect call data",
    blocks: [
      paragraph(
        "Vigil receives the call data your voice agents send it, such as transcripts and recordings, to test and monitor them. That data can include health, payment and other personal information. We protect it as follows:",
      ),
      list(items),
      paragraph(
        "Live monitoring puts a second party on your calls. Recording and interception laws, such as California’s Penal Code §631, can require that callers are told and agree: your agent’s greeting should say so, and collecting that consent is yours to do as the business taking the call.",
      ),
      paragraph(
        rich`What binds us is your agreement with us and our DPA. Ask for the DPA at ${mail(facts.privacyEmail)}.`,
      ),
    ],
  };
}

/* ── Sub-processors ───────────────────────────────────────────────────────── */

function subprocessors(facts: Facts): Section<SecuritySectionId> {
  const websiteParties = listJoin([
    ...(facts.googleAdsEnabled ? [`${google.company} for ad measurement`] : []),
    facts.scheduling.provider ? `${facts.scheduling.provider.name} for bookings` : "our scheduling provider",
    facts.hosting ? `${facts.hosting.name} for hosting` : "our hosting providers",
  ]);
  const blocks: Block[] = !facts.subprocessors
    ? [
        paragraph(
          rich`Our current list of sub-processors of customer data is available on request: email ${mail(facts.privacyEmail)}, or ask when you book a call.`,
        ),
      ]
    : [
        paragraph("These companies process customer call data for us:"),
        table({
          caption: "Sub-processors of customer call data",
          columns: ["Company", "What it does", "Where"],
          rows: facts.subprocessors.map(({ name, purpose, location }) => [cell(name), cell(purpose), cell(location)]),
        }),
        paragraph(
          "We tell customers before we add or replace a sub-processor, as our DPA sets out, so they can object.",
        ),
      ];
  blocks.push(
    paragraph(
      rich`The companies this website uses (${websiteParties}) are not sub-processors of customer data. ${link("Our privacy policy", privacyHref("sharing-and-transfers"))} covers them.`,
    ),
  );
  return { id: "subprocessors", heading: "Sub-processors", blocks };
}

/* ── Documents ────────────────────────────────────────────────────────────── */

function documents(facts: Facts): Section<SecuritySectionId> {
  const security = mail(facts.securityEmail);
  const privacy = mail(facts.privacyEmail);
  const items: Entry[] = [
    {
      title: "SOC 2 report",
      status: "Under NDA",
      body: [rich`Email ${security} with your company name and who needs the report.`],
    },
    {
      title: "Business Associate Agreement (BAA)",
      status: "For call data that contains PHI",
      body: [rich`Email ${privacy}. We sign it before you send us any PHI.`],
    },
    { title: "Data processing agreement (DPA)", status: "GDPR Article 28", body: [rich`Email ${privacy}.`] },
    ...(facts.iso27001?.certificateUrl
      ? []
      : [{ title: "ISO/IEC 27001 certificate", status: null, body: [rich`Email ${security}.`] }]),
    ...(!facts.subprocessors ? [{ title: "Sub-processor list", status: null, body: [rich`Email ${privacy}.`] }] : []),
  ];
  return {
    id: "documents",
    heading: "Ask for a report, a BAA or a DPA",
    blocks: [
      entries(items),
      paragraph("Or book a call and tell us what you need: we bring the documents to it."),
      schedulingCta("Book a call", DOCUMENTS_PLACEMENT),
    ],
  };
}

/* ── Vulnerability disclosure ─────────────────────────────────────────────── */

function disclosure(facts: Facts): Section<SecuritySectionId> {
  const host = hostOf(facts.siteUrl);
  const outOfScopeProviders = listJoin([
    `${facts.scheduling.provider?.name ?? "Our scheduling provider"}'s booking pages`,
    ...(facts.googleAdsEnabled ? [`${google.company}'s services`] : []),
    "our hosting provider",
  ]);
  const days = facts.securityAckBusinessDays;
  return {
    id: "disclosure",
    heading: "Report a vulnerability",
    blocks: [
      paragraph("If you find a security vulnerability in this website or in the Vigil service, please tell us."),
      heading("How to report"),
      paragraph(rich`Email ${mail(facts.securityEmail)} with:`),
      list([
        "The affected URL or component.",
        "The steps to reproduce it.",
        "What an attacker could do with it.",
        "How we can reach you.",
      ]),
      ...(facts.securityPgpKeyUrl
        ? [paragraph(rich`To encrypt your report, use our ${link("OpenPGP key", facts.securityPgpKeyUrl)}.`)]
        : []),
      heading("What we promise"),
      list([
        `We acknowledge your report within ${days} business day${days === 1 ? "" : "s"}.`,
        "We tell you what we find, keep you updated until it is fixed, and agree a publication date with you.",
        "If you act in good faith and follow the rules on this page, we will not take legal action against you, or ask anyone else to, for your research or your report.",
      ]),
      heading("In scope"),
      list([
        rich`This website, ${code(host)}.`,
        "The Vigil service and its API, using only an account and data you are entitled to use.",
      ]),
      heading("Out of scope"),
      list([
        rich`${outOfScopeProviders}: we cannot authorize testing of systems we do not own. Report issues there to their owners.`,
        "Denial-of-service and load testing.",
        "Social engineering, phishing and physical attacks on our staff or offices.",
        "Reports from automated scanners without a demonstrated impact.",
      ]),
      heading("What not to do"),
      list([
        "Do not access, copy, change or delete data that is not yours. If you reach customer call data or anyone's personal data, stop, keep none of it, and tell us at once.",
        "Do not degrade the service for our customers.",
        "Do not publish details before we have agreed a date.",
        "Do not ask for payment in exchange for a report.",
      ]),
      paragraph(
        rich`Our contact details for security researchers are also at ${link(securityTxtPath, securityTxtPath)}, in the RFC 9116 format.`,
      ),
    ],
  };
}

/* ── The page ─────────────────────────────────────────────────────────────── */

export function securityPage(facts: DocumentFacts): LegalDocument<SecuritySectionId> {
  const lastUpdated = laterDate(SECURITY_TEXT_REVISED, facts.lastUpdated);
  return {
    title: "Security and compliance",
    lastUpdated: { iso: lastUpdated, label: `Last updated ${formatIsoDate(lastUpdated)}` },
    intro: [
      paragraph(
        join(
          "Vigil tests and monitors voice AI agents for HIPAA, GDPR, PCI DSS, TCPA and CCPA violations, so the call data we handle is often sensitive in itself. ",
          "This page covers how we protect it, what you can ask us for, and how to report a vulnerability.",
        ),
      ),
    ],
    sections: [frameworks(facts), callData(facts), subprocessors(facts), documents(facts), disclosure(facts)],
  };
}
