/** The e2e servers' ports: E2E_PORT (default 4173) for the site, the next three for the others. */
const site = Number(process.env.E2E_PORT ?? 4173);

export const E2E_PORTS = { site, ads: site + 1, nginx: { desktop: site + 2, mobile: site + 3 } } as const;
