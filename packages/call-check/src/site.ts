/**
 * Where the rules are explained: the site's address when no deployment names one (the site's
 * src/config/env-schema.ts imports it; a deployment sets VITE_SITE_URL) and the path of "Check a call" on it
 * (tests/rule-registry.test.ts holds it to the site's routes). Reports link each rule to its guide there.
 */
export const SITE = { url: "https://vigil.example.com", checkPath: "/check" } as const;
