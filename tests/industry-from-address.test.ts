import { afterEach, describe, expect, it } from "vitest";
import { industryIds } from "#src/content/industries.ts";
import { demoIds, INDUSTRY_FIELD } from "#src/lib/demo-state.ts";
import industryFromAddressScript from "#src/inline-scripts/industry-from-address.ts?inline-script";

/** The radios as the page has them when the script runs (it sits right after them), then the script itself. */
function runAt(address: string): HTMLInputElement | null {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = `<div data-tile-strip>${industryIds
    .map(
      (id) =>
        `<label><input type="radio" id="${demoIds.industryRadio(id)}" name="${INDUSTRY_FIELD}" value="${id}" ${
          id === "healthcare" ? "checked" : ""
        }></label>`,
    )
    .join("")}</div>`;
  // Runs the inline script's exact text, as the page does.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text under test is a script
  const run = new Function(industryFromAddressScript) as () => void;
  run();
  return document.querySelector<HTMLInputElement>(`input[name="${INDUSTRY_FIELD}"]:checked`);
}

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the inline script that applies a shared link before any other script", () => {
  it("checks the industry the link names and keeps the address", () => {
    expect(runAt("/?industry=retail#demo-section")?.value).toBe("retail");
    expect(window.location.search).toBe("?industry=retail");
    expect(window.location.hash).toBe("#demo-section");
  });

  it("leaves the default industry on a plain address", () => {
    expect(runAt("/")?.value).toBe("healthcare");
  });

  it.each(["casino", "__proto__", "industry-finance", "%3Cscript%3E"])(
    "drops an unknown industry (%s) from the address and keeps the default",
    (value) => {
      expect(runAt(`/?industry=${value}&ref=mail`)?.value).toBe("healthcare");
      expect(window.location.search).toBe("?ref=mail");
    },
  );
});
