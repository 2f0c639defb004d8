/** The test servers' ports: E2E_PORT (default 4173) for the site, the next ones for the others. */
const site = Number(process.env.E2E_PORT ?? 4173);

export const E2E_PORTS = {
  site,
  ads: site + 1,
  nginx: { desktop: site + 2, mobile: site + 3 },
  /** The cross-engine smoke tests (engines/): the site, and WebKitWebDriver. */
  engines: { site: site + 4, webKitDriver: site + 5 },
} as const;
