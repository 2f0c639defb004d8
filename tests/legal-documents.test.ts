// @vitest-environment node -- the documents render through Astro's container, on the server (legal-document-render.ts).
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../scripts/build/content-security-policy.ts";
import { securityTxt } from "../scripts/build/security-txt.ts";
import {
  conversionPayload,
  googleAdsOrigins,
  googleDomainCookies,
  isPresent,
  sentAfterAccept,
  serverLog,
  siteCookies,
  storageEntries,
} from "#src/config/data-inventory/index.ts";
import { parseSiteConfig } from "#src/config/env-schema.ts";
import { consentCopy } from "#src/content/consent-copy.ts";
import { formatIsoDate } from "#src/content/document-facts.ts";
import { footer } from "#src/content/footer.ts";
import { frameworkBadges, frameworkStatuses } from "#src/content/frameworks.ts";
import { privacySectionIds, securitySectionIds } from "#src/content/legal-sections.ts";
import { BUILD_DATE, renderDocument } from "./legal-document-render.ts";

const withAds = { VITE_GOOGLE_ADS_ID: "AW-123", VITE_GOOGLE_ADS_CONVERSION_LABEL: "label" };
const ISO_CONFIGURED = {
  VITE_ISO27001_CERTIFIED_ON: "2026-01-15",
  VITE_ISO27001_SCOPE: "The Vigil platform",
  VITE_ISO27001_CERTIFICATION_BODY: "Example Cert Ltd",
};

const privacyText = async (env: Record<string, string>) => (await renderDocument("privacy", env)).text;
const securityText = async (env: Record<string, string>) => (await renderDocument("security", env)).text;

describe("privacy policy", () => {
  it("lists, on a build with ads, every cookie and storage key of the data inventory", async () => {
    const { text, blocks } = await renderDocument("privacy", withAds);
    // Each cookie heads a row of the cookie tables (the retention table groups them by lifetime).
    for (const { name } of [...siteCookies, ...googleDomainCookies]) expect(blocks).toContain(name);
    for (const { key } of storageEntries) expect(text).toContain(key);
    expect(text).toContain("Global Privacy Control");
    expect(text).toContain(consentCopy.gpc.status);
  });

  it("says on a build without ads that nothing is stored, and names no cookie or key", async () => {
    const text = await privacyText({});
    expect(text).toContain("This site sets no cookies and stores nothing in your browser.");
    for (const { name } of siteCookies) expect(text).not.toContain(name);
    for (const { key } of storageEntries) expect(text).not.toContain(key);
    expect(text).not.toContain("Google Ads");
  });

  it("may say so: the data inventory stores nothing on a build without ads", () => {
    // The MDX words "Cookies and browser storage" for builds with and without Google Ads (<IfAds>, <NoAds>); an
    // item present on every build would make the second wording false, so it must change with the inventory.
    for (const item of [...siteCookies, ...googleDomainCookies, ...storageEntries]) {
      expect(isPresent(item.presence, false), JSON.stringify(item)).toBe(false);
    }
  });

  it("states what the server logs and what it does not", async () => {
    const text = await privacyText({});
    for (const { meaning } of serverLog.fields) expect(text).toContain(meaning);
    expect(text).toContain("It does not record your IP address");
  });

  it("names the controller when configured, and otherwise says how to ask", async () => {
    expect(await privacyText({ VITE_COMPANY_LEGAL_NAME: "Acme Voice Labs, Inc." })).toContain(
      "Acme Voice Labs, Inc. (“Vigil”, “we”) is responsible",
    );
    expect(await privacyText({})).toContain(
      "Email privacy@vigil.example.com for our registered name and postal address.",
    );
  });

  it("shows the later of the text's date and the facts' date, and keeps every anchor", async () => {
    const policy = await renderDocument("privacy", { VITE_POLICY_LAST_UPDATED: "2030-01-02" });
    expect(policy.lastUpdated).toEqual({ iso: "2030-01-02", label: "Last updated January 2, 2030" });
    const { iso, label } = (await renderDocument("privacy", { VITE_POLICY_LAST_UPDATED: "2020-01-01" })).lastUpdated;
    expect([iso > "2020-01-01", label]).toEqual([true, `Last updated ${formatIsoDate(iso)}`]);
    expect(policy.sectionIds).toEqual(privacySectionIds.filter((id) => id !== "google-ads"));
    expect((await renderDocument("privacy", withAds)).sectionIds).toEqual([...privacySectionIds]);
  });
});

describe("security page", () => {
  it("words HIPAA as a BAA commitment, never a certificate", async () => {
    const text = await securityText({});
    expect(text).toContain("Business Associate Agreement available");
    expect(text).toContain("does not certify companies as HIPAA compliant");
    expect(text).not.toMatch(/HIPAA[- ]certified|HIPAA certificate/i);
  });

  it("states each framework's status from the facts, and claims no report or certificate without them", async () => {
    const unset = await securityText({});
    expect(unset).toContain("Ask us for our current status");
    expect(unset).not.toMatch(/\bour (SOC 2 )?report|\bour certificate|under NDA|27001 certified|27001:2022/i);
    const configured = await securityText({
      VITE_SOC2_REPORT_TYPE: "Type II",
      VITE_SOC2_PERIOD_END: "2026-06-30",
      ...ISO_CONFIGURED,
    });
    expect(configured).toContain("Type II report, period ending June 30, 2026");
    expect(configured).toContain("Certificate issued January 15, 2026");
    expect(configured).toContain("Scope: The Vigil platform.");
    expect(configured).toContain("Issued by Example Cert Ltd.");
    expect(configured).toContain("ISO/IEC 27001:2022");
  });

  it("lists configured sub-processors, and keeps every anchor", async () => {
    const env = { VITE_SUBPROCESSORS: '[{"name":"Hetzner","purpose":"Cloud hosting","location":"Germany"}]' };
    const page = await renderDocument("security", env);
    expect(page.text).toContain("Hetzner");
    expect(page.sectionIds).toEqual([...securitySectionIds]);
  });
});

describe("consent banner copy", () => {
  it("names the cookies the tag sets whatever the address, with their lifetimes", () => {
    const details = consentCopy.details.join("\n");
    for (const cookie of siteCookies.filter(({ onlyIf }) => onlyIf === null)) expect(details).toContain(cookie.name);
    expect(details).toContain("Not allowed even then: ad personalization");
  });
});

describe("what Google receives", () => {
  it("is said alike in the banner and the policy, from the inventory, and only after Accept", async () => {
    const banner = consentCopy.details.join("\n");
    const policy = await privacyText(withAds);
    for (const item of sentAfterAccept) expect(banner).toContain(item);
    expect(sentAfterAccept.join(" ")).toMatch(/IP address.*user agent/);
    for (const { label } of conversionPayload) expect(policy).toContain(label);
    expect(banner).toMatch(/^Until you choose, and if you reject: nothing\./);
    expect(policy).toContain("the page does not load Google’s tag at all: Google receives nothing from this site");
  });

  it("states the legal bases the reading asked for: consent with ePrivacy Art. 5(3), joint control with Google", async () => {
    const policy = await privacyText(withAds);
    expect(policy).toContain(
      "Your consent: Article 6(1)(a), and for storing or reading anything in your browser, Article 5(3)",
    );
    expect(policy).toContain("we and Google are joint controllers");
    expect(policy).toContain("C-40/17");
    // Google calls itself an independent controller and has agreed no Art. 26 arrangement: the policy says so (PV-1).
    expect(policy).toContain("It has not agreed a joint-controller arrangement with us (GDPR Article 26)");
    expect(policy).toContain("independent controllers");
  });

  it("says, with ads, that California law may count the conversion as a sale or sharing, never that we do not sell", async () => {
    const policy = await privacyText(withAds);
    expect(policy).toContain("So California law may count it as a “sale” (a disclosure for valuable consideration)");
    expect(policy).toContain("may count as a sale or as sharing");
    expect(policy).not.toMatch(/we do not sell/i);
    expect(await privacyText({})).toContain("We do not sell or share personal information.");
    // No measurement rests on legitimate interests any more (reading PP-1).
    expect(policy).not.toMatch(/conversion without cookies|legitimate interests[^.]*conversion/i);
  });
});

describe("footer badges", () => {
  const badges = (env: Record<string, string>) => frameworkBadges(parseSiteConfig(env, BUILD_DATE).company);
  const configured = {
    VITE_SOC2_REPORT_TYPE: "Type II",
    VITE_SOC2_PERIOD_END: "2026-06-30",
    ...ISO_CONFIGURED,
  };

  it("word each framework's status from the security page's module, a report or certificate only once configured", async () => {
    expect(badges(configured)).toEqual([
      "SOC 2 Type II report",
      "HIPAA: BAA available",
      "ISO/IEC 27001:2022 certified",
    ]);
    // With nothing configured, only the BAA, which the security page commits to unconditionally.
    expect(badges({})).toEqual(["HIPAA: BAA available"]);
    expect(footer.badges).toEqual(badges({}));
    // The spec's footer statement, worded so it holds with nothing configured: no "compliant", no "certified".
    expect(footer.statement).toMatch(/SOC 2, HIPAA and ISO\/IEC 27001/);
    expect(`${footer.complianceLabel} ${footer.statement} ${footer.complianceLink.label}`).not.toMatch(
      /compliant|certified|report/i,
    );
    const statuses = Object.values(frameworkStatuses(parseSiteConfig(configured, BUILD_DATE).company, formatIsoDate));
    const page = await securityText(configured);
    for (const { status } of statuses) expect(page).toContain(status);
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
