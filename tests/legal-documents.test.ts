import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../scripts/build/content-security-policy";
import { securityTxt } from "../scripts/build/security-txt";
import {
  conversionModeling,
  conversionPayload,
  googleAdsOrigins,
  googleDomainCookies,
  sentUntilAccept,
  sentWithoutConsent,
  serverLog,
  siteCookies,
  storageEntries,
} from "~/config/data-inventory";
import { parseSiteConfig } from "~/config/env-schema";
import { consentCopy } from "~/content/consent-copy";
import { documentFacts, formatIsoDate } from "~/content/document-facts";
import { footer } from "~/content/footer";
import { frameworkBadges, frameworkStatuses } from "~/content/frameworks";
import { plain, type Block, type LegalDocument } from "~/content/legal-document";
import { privacySectionIds, securitySectionIds } from "~/content/legal-sections";
import { privacyPolicy } from "~/content/privacy-policy";
import { securityPage } from "~/content/security-page";

const BUILD_DATE = new Date("2026-11-23T10:00:00Z");
const withAds = { VITE_GOOGLE_ADS_ID: "AW-123", VITE_GOOGLE_ADS_CONVERSION_LABEL: "label" };

function blockText(block: Block): string {
  switch (block.kind) {
    case "paragraph":
      return plain(block.content);
    case "list":
      return block.items.map(plain).join("\n");
    case "table":
      return [block.table.caption, ...block.table.rows.flatMap((row) => row.map(plain))].join("\n");
    case "entries":
      return block.entries.flatMap((entry) => [entry.title, entry.status ?? "", ...entry.body.map(plain)]).join("\n");
    case "heading":
      return block.text;
    case "schedulingCta":
      return block.label;
  }
}

/** Everything a reader sees, as one string. */
const textOf = (document: LegalDocument): string =>
  [document.title, ...document.intro, ...document.sections.flatMap((section) => [section.heading, ...section.blocks])]
    .map((part) => (typeof part === "string" ? part : blockText(part)))
    .join("\n");

const privacyText = (env: Record<string, string>) =>
  textOf(privacyPolicy(documentFacts(parseSiteConfig(env, BUILD_DATE))));
const securityText = (env: Record<string, string>) =>
  textOf(securityPage(documentFacts(parseSiteConfig(env, BUILD_DATE))));

describe("privacy policy", () => {
  it("lists, on a build with ads, every cookie and storage key of the data inventory", () => {
    const text = privacyText(withAds);
    for (const { name } of [...siteCookies, ...googleDomainCookies]) expect(text).toContain(name);
    for (const { key } of storageEntries) expect(text).toContain(key);
    expect(text).toContain("Global Privacy Control");
    expect(text).toContain(consentCopy.gpc.status);
  });

  it("says on a build without ads that nothing is stored, and names no cookie or key", () => {
    const text = privacyText({});
    expect(text).toContain("This site sets no cookies and stores nothing in your browser.");
    for (const { name } of siteCookies) expect(text).not.toContain(name);
    for (const { key } of storageEntries) expect(text).not.toContain(key);
    expect(text).not.toContain("Google Ads");
  });

  it("states what the server logs and what it does not", () => {
    const text = privacyText({});
    for (const { meaning } of serverLog.fields) expect(text).toContain(meaning);
    expect(text).toContain("It does not record your IP address");
  });

  it("names the controller when configured, and otherwise says how to ask", () => {
    expect(privacyText({ VITE_COMPANY_LEGAL_NAME: "Acme Voice Labs, Inc." })).toContain(
      "Acme Voice Labs, Inc. (“Vigil”, “we”) is responsible",
    );
    expect(privacyText({})).toContain("Email privacy@vigil.example.com for our registered name and postal address.");
  });

  it("shows the later of the text's date and the facts' date, and keeps every anchor", () => {
    const facts = documentFacts(parseSiteConfig({ VITE_POLICY_LAST_UPDATED: "2030-01-02" }, BUILD_DATE));
    const policy = privacyPolicy(facts);
    expect(policy.lastUpdated).toEqual({ iso: "2030-01-02", label: "Last updated January 2, 2030" });
    expect(policy.sections.map(({ id }) => id)).toEqual(privacySectionIds.filter((id) => id !== "google-ads"));
  });
});

describe("security page", () => {
  it("words HIPAA as a BAA commitment, never a certificate", () => {
    const text = securityText({});
    expect(text).toContain("Business Associate Agreement available");
    expect(text).toContain("we do not claim to be certified");
    expect(text).not.toMatch(/HIPAA[- ]certified|HIPAA certificate/i);
  });

  it("states each framework's status from the facts", () => {
    expect(securityText({})).toContain("Report available under NDA");
    const configured = securityText({
      VITE_SOC2_REPORT_TYPE: "Type II",
      VITE_SOC2_PERIOD_END: "2026-06-30",
      VITE_ISO27001_CERTIFIED_ON: "2026-01-15",
    });
    expect(configured).toContain("Type II report, period ending June 30, 2026");
    expect(configured).toContain("Certificate issued January 15, 2026");
  });

  it("lists configured sub-processors, and keeps every anchor", () => {
    const env = { VITE_SUBPROCESSORS: '[{"name":"Hetzner","purpose":"Cloud hosting","location":"Germany"}]' };
    expect(securityText(env)).toContain("Hetzner");
    const page = securityPage(documentFacts(parseSiteConfig(env, BUILD_DATE)));
    expect(page.sections.map(({ id }) => id)).toEqual([...securitySectionIds]);
  });
});

describe("consent banner copy", () => {
  it("names the cookies the tag sets whatever the address, with their lifetimes", () => {
    const details = consentCopy.details.join("\n");
    for (const cookie of siteCookies.filter(({ onlyIf }) => onlyIf === null)) expect(details).toContain(cookie.name);
    expect(details).toContain("ad personalization, which stays off");
  });
});

describe("what Google receives", () => {
  it("is said alike in the banner and the policy, from the inventory: modelling and the GPC flag included", () => {
    const banner = consentCopy.details.join("\n");
    const policy = privacyText(withAds);
    for (const item of sentWithoutConsent) {
      expect(banner).toContain(item);
      expect(policy).toContain(item);
    }
    expect(sentWithoutConsent.join(" ")).toMatch(/IP address.*user agent/);
    for (const { label } of conversionPayload.filter(({ withoutConsent }) => withoutConsent)) {
      expect(policy).toContain(label);
    }
    for (const text of [banner, policy]) {
      expect(text).toContain(conversionModeling.slice(1));
      expect(text).toContain(sentUntilAccept);
    }
  });
});

describe("footer badges", () => {
  const badges = (env: Record<string, string>) => frameworkBadges(parseSiteConfig(env, BUILD_DATE).company);
  const configured = {
    VITE_SOC2_REPORT_TYPE: "Type II",
    VITE_SOC2_PERIOD_END: "2026-06-30",
    VITE_ISO27001_CERTIFIED_ON: "2026-01-15",
  };

  it("word each framework's status from the security page's module, a certificate only once configured", () => {
    expect(badges(configured)).toEqual(["SOC 2 Type II report", "HIPAA: BAA available", "ISO/IEC 27001 certified"]);
    expect(badges({}).join(" ")).not.toMatch(/certified|compliant/i);
    expect(footer.badges).toEqual(badges({}));
    expect(footer.complianceLabel).not.toMatch(/compliant/i);
    const statuses = Object.values(frameworkStatuses(parseSiteConfig(configured, BUILD_DATE).company, formatIsoDate));
    for (const { status } of statuses) expect(securityText(configured)).toContain(status);
  });
});

describe("Content-Security-Policy", () => {
  it("grants exactly the inventory's Google origins, and only where the tag runs", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [], styleHashes: [], googleAds: true });
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(scriptSrc.filter((source) => source.startsWith("https:"))).toEqual(
      googleAdsOrigins.filter(({ csp }) => csp.includes("script-src")).map(({ origin }) => origin),
    );
    expect(contentSecurityPolicy({ scriptHashes: [], styleHashes: [], googleAds: false })).not.toContain("https:");
  });

  it("denies by default", () => {
    expect(contentSecurityPolicy({ scriptHashes: [], styleHashes: [], googleAds: false })).toMatch(
      /^default-src 'none';/,
    );
  });
});

describe("security.txt", () => {
  const config = parseSiteConfig(
    { VITE_SITE_URL: "https://acme.test", VITE_SECURITY_PGP_KEY_URL: "https://acme.test/pgp.txt" },
    BUILD_DATE,
  );
  const fields = Object.fromEntries(
    securityTxt(config, BUILD_DATE)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );

  it("carries RFC 9116's fields, pointing at the site's own addresses", () => {
    expect(fields).toEqual({
      Contact: "mailto:security@acme.test",
      Expires: "2027-05-22T00:00:00Z",
      Encryption: "https://acme.test/pgp.txt",
      "Preferred-Languages": "en",
      Canonical: "https://acme.test/.well-known/security.txt",
      Policy: "https://acme.test/security#disclosure",
    });
  });

  it("expires in the future and less than a year after the build", () => {
    const expires = Date.parse(fields.Expires ?? "");
    expect(expires).toBeGreaterThan(BUILD_DATE.getTime());
    expect(expires - BUILD_DATE.getTime()).toBeLessThan(365 * 24 * 3600 * 1000);
  });
});
