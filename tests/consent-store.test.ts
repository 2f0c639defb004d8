import { describe, expect, it } from "vitest";
import { adsConsentValues, consentState } from "~/config/ad-measurement";
import { effectiveChoice } from "~/lib/consent-store";

const state = (stored: string | null, gpc: boolean, acceptedThisVisit = false) =>
  effectiveChoice({
    stored: stored as never,
    gpc,
    acceptedThisVisit,
    adsTagOnPage: true,
    settingsOpen: false,
  });

describe("effectiveChoice", () => {
  it("applies a stored answer when the browser sends no opt-out signal", () => {
    expect(state(adsConsentValues.granted, false)).toBe("granted");
    expect(state(adsConsentValues.denied, false)).toBe("denied");
    expect(state(null, false)).toBeNull();
  });

  it("never applies a stored Accept by itself under Global Privacy Control", () => {
    expect(state(adsConsentValues.granted, true)).toBeNull();
    expect(state(adsConsentValues.grantedOverGpc, true)).toBeNull();
    expect(state(adsConsentValues.grantedOverGpc, false)).toBeNull();
    expect(state(adsConsentValues.denied, true)).toBe("denied");
  });

  it("honours an Accept pressed in this visit, even under Global Privacy Control", () => {
    expect(state(adsConsentValues.grantedOverGpc, true, true)).toBe("granted");
  });
});

describe("consentState", () => {
  it("grants ad storage and ad user data on Accept, never personalization or analytics", () => {
    expect(consentState("granted")).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(Object.values(consentState("denied"))).toEqual(["denied", "denied", "denied", "denied"]);
  });
});
