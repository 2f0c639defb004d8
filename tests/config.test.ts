// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  DEFAULT_SCHEDULING_URL,
  DEFAULT_SECURITY_ACK_DAYS,
  DEFAULT_SITE_URL,
  parseSiteConfig,
} from "#src/config/env-schema.ts";
import { launchWarnings } from "#src/config/launch-warnings.ts";

const BUILD_DATE = new Date("2026-11-23T10:00:00Z");

describe("parseSiteConfig", () => {
  it("falls back to the documented defaults when nothing is set", () => {
    expect(JSON.parse(JSON.stringify(parseSiteConfig({}, BUILD_DATE)))).toEqual({
      schedulingUrl: DEFAULT_SCHEDULING_URL,
      siteUrl: DEFAULT_SITE_URL,
      googleAds: null,
      // Unset facts are left out; the mailboxes default to the site's domain.
      company: {
        privacyEmail: "privacy@vigil.example.com",
        securityEmail: "security@vigil.example.com",
        securityAckBusinessDays: DEFAULT_SECURITY_ACK_DAYS,
        lastUpdated: "2026-11-23",
      },
    });
  });

  it("treats empty and blank values as unset", () => {
    const config = parseSiteConfig({ VITE_SCHEDULING_URL: "  ", VITE_GOOGLE_ADS_ID: "", VITE_SITE_URL: "" });
    expect(config.schedulingUrl).toBe(DEFAULT_SCHEDULING_URL);
    expect(config.googleAds).toBeNull();
  });

  it("reads a full configuration and normalises the site origin", () => {
    const config = parseSiteConfig({
      VITE_SCHEDULING_URL: "https://cal.com/acme/demo?duration=30",
      VITE_SITE_URL: "https://www.acme.test/",
      VITE_GOOGLE_ADS_ID: "AW-123456789",
      VITE_GOOGLE_ADS_CONVERSION_LABEL: "AbC-d_12",
    });
    expect(config).toMatchObject({
      schedulingUrl: "https://cal.com/acme/demo?duration=30",
      siteUrl: "https://www.acme.test",
      googleAds: { id: "AW-123456789", conversionLabel: "AbC-d_12" },
      company: { privacyEmail: "privacy@acme.test", securityEmail: "security@acme.test" },
    });
  });

  it.each([
    [
      { VITE_SCHEDULING_URL: "cal.com/acme" },
      /VITE_SCHEDULING_URL must be an absolute https:\/\/ URL.*"cal\.com\/acme"/,
    ],
    [{ VITE_SCHEDULING_URL: "http://cal.com/acme" }, /VITE_SCHEDULING_URL/],
    [{ VITE_SITE_URL: "https://acme.test/blog" }, /VITE_SITE_URL must be an absolute https:\/\/ origin/],
    [{ VITE_SITE_URL: "https://acme.test/?a=1" }, /VITE_SITE_URL/],
    [
      { VITE_GOOGLE_ADS_ID: "G-ABC123", VITE_GOOGLE_ADS_CONVERSION_LABEL: "x" },
      /VITE_GOOGLE_ADS_ID must be "AW-" followed by digits/,
    ],
    [
      { VITE_GOOGLE_ADS_ID: "AW-1", VITE_GOOGLE_ADS_CONVERSION_LABEL: "a b" },
      /VITE_GOOGLE_ADS_CONVERSION_LABEL must contain only/,
    ],
    [{ VITE_GOOGLE_ADS_ID: "AW-123" }, /VITE_GOOGLE_ADS_CONVERSION_LABEL is missing/],
    [{ VITE_GOOGLE_ADS_CONVERSION_LABEL: "abc" }, /VITE_GOOGLE_ADS_ID is missing/],
    [{ VITE_PRIVACY_EMAIL: "privacy at acme" }, /VITE_PRIVACY_EMAIL must be an email address/],
    [{ VITE_SECURITY_EMAIL: "@acme.test" }, /VITE_SECURITY_EMAIL must be an email address/],
    [{ VITE_SOC2_REPORT_TYPE: "Type III", VITE_SOC2_PERIOD_END: "2026-06-30" }, /VITE_SOC2_REPORT_TYPE must be/],
    [{ VITE_SOC2_REPORT_TYPE: "Type II" }, /VITE_SOC2_PERIOD_END is missing/],
    [{ VITE_SOC2_REPORT_TYPE: "Type II", VITE_SOC2_PERIOD_END: "30/06/2026" }, /VITE_SOC2_PERIOD_END must be a date/],
    [{ VITE_ISO27001_SCOPE: "Platform" }, /VITE_ISO27001_SCOPE needs VITE_ISO27001_CERTIFIED_ON/],
    [
      { VITE_ISO27001_CERTIFIED_ON: "2026-01-15", VITE_ISO27001_SCOPE: "The Vigil platform" },
      /VITE_ISO27001_CERTIFICATION_BODY is missing/,
    ],
    [
      { VITE_ISO27001_CERTIFIED_ON: "2026-01-15", VITE_ISO27001_CERTIFICATION_BODY: "Example Cert Ltd" },
      /VITE_ISO27001_SCOPE is missing/,
    ],
    [{ VITE_SUBPROCESSORS: "[{name:" }, /VITE_SUBPROCESSORS is not valid JSON/],
    [{ VITE_SUBPROCESSORS: '[{"name":"AWS"}]' }, /VITE_SUBPROCESSORS must be a JSON array/],
    [{ VITE_SECURITY_ACK_DAYS: "0" }, /VITE_SECURITY_ACK_DAYS must be a whole number/],
    [{ VITE_HOSTING_NAME: "Netlify" }, /VITE_HOSTING_PRIVACY_URL is missing/],
    [{ VITE_POLICY_LAST_UPDATED: "yesterday" }, /VITE_POLICY_LAST_UPDATED must be a date/],
  ])("rejects %o, naming the variable", (env, message) => {
    expect(() => parseSiteConfig(env)).toThrow(ConfigError);
    expect(() => parseSiteConfig(env)).toThrow(message);
  });

  it("lists every problem at once", () => {
    expect(() => parseSiteConfig({ VITE_SCHEDULING_URL: "nope", VITE_SITE_URL: "nope" })).toThrow(
      /VITE_SCHEDULING_URL[\s\S]*VITE_SITE_URL/,
    );
  });

  it("reads the company facts the documents state", () => {
    const { company } = parseSiteConfig(
      {
        VITE_COMPANY_LEGAL_NAME: "Acme Voice Labs, Inc.",
        VITE_SOC2_REPORT_TYPE: "Type II",
        VITE_SOC2_PERIOD_END: "2026-06-30",
        VITE_SUBPROCESSORS: '[{"name":"AWS","purpose":"Cloud hosting","location":"Germany (Frankfurt)"}]',
        VITE_SECURITY_ACK_DAYS: "2",
        VITE_POLICY_LAST_UPDATED: "2026-10-01",
      },
      BUILD_DATE,
    );
    expect(company).toMatchObject({
      legalName: "Acme Voice Labs, Inc.",
      soc2: { reportType: "Type II", periodEnd: "2026-06-30" },
      subprocessors: [{ name: "AWS", purpose: "Cloud hosting", location: "Germany (Frankfurt)" }],
      securityAckBusinessDays: 2,
      lastUpdated: "2026-10-01",
    });
  });
});

describe("launchWarnings", () => {
  it("names every placeholder and missing company fact of a fresh clone", () => {
    const warnings = launchWarnings(parseSiteConfig({}, BUILD_DATE));
    for (const variable of [
      "VITE_SCHEDULING_URL",
      "VITE_SITE_URL",
      "VITE_PRIVACY_EMAIL",
      "VITE_SECURITY_EMAIL",
      "VITE_COMPANY_LEGAL_NAME",
    ]) {
      expect(warnings.some((warning) => warning.startsWith(variable))).toBe(true);
    }
  });

  it("is silent for a configured launch", () => {
    const config = parseSiteConfig({
      VITE_SCHEDULING_URL: "https://cal.com/acme/demo",
      VITE_SITE_URL: "https://acme.test",
      VITE_COMPANY_LEGAL_NAME: "Acme Voice Labs, Inc.",
      VITE_COMPANY_ADDRESS: "1 Main St, Austin, TX 78701, USA",
      VITE_SOC2_REPORT_TYPE: "Type I",
      VITE_SOC2_PERIOD_END: "2026-06-30",
      VITE_ISO27001_CERTIFIED_ON: "2026-01-15",
      VITE_ISO27001_SCOPE: "The Vigil platform",
      VITE_ISO27001_CERTIFICATION_BODY: "Example Cert Ltd",
    });
    expect(launchWarnings(config)).toEqual([]);
  });
});
