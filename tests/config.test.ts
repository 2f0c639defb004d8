import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_SCHEDULING_URL, DEFAULT_SITE_URL, parseSiteConfig } from "~/config/env-schema";

describe("parseSiteConfig", () => {
  it("falls back to the documented defaults when nothing is set", () => {
    expect(parseSiteConfig({})).toEqual({
      schedulingUrl: DEFAULT_SCHEDULING_URL,
      siteUrl: DEFAULT_SITE_URL,
      googleAds: null,
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
    expect(config).toEqual({
      schedulingUrl: "https://cal.com/acme/demo?duration=30",
      siteUrl: "https://www.acme.test",
      googleAds: { id: "AW-123456789", conversionLabel: "AbC-d_12" },
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
  ])("rejects %o, naming the variable", (env, message) => {
    expect(() => parseSiteConfig(env)).toThrow(ConfigError);
    expect(() => parseSiteConfig(env)).toThrow(message);
  });

  it("lists every problem at once", () => {
    expect(() => parseSiteConfig({ VITE_SCHEDULING_URL: "nope", VITE_SITE_URL: "nope" })).toThrow(
      /VITE_SCHEDULING_URL[\s\S]*VITE_SITE_URL/,
    );
  });
});
