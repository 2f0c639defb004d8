/** The two builds the byte budgets hold (scripts/lib/budgets.ts): without Google Ads, and with it configured. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { E2E_ADS } from "../../e2e/ads-fixture.ts";

export interface Build {
  name: string;
  /** What `npm run build` wrote into, with the pages in `client/`. */
  directory: string;
  client: string;
  /** Built with VITE_GOOGLE_ADS_ID and VITE_GOOGLE_ADS_CONVERSION_LABEL set. */
  ads: boolean;
  /** The command that makes it. */
  command: string;
}

const build = (name: string, directory: string, ads: boolean, command: string): Build => ({
  name,
  directory,
  client: join(directory, "client"),
  ads,
  command,
});

export const BUILDS: readonly Build[] = [
  build("without ads", "build", false, "npm run build"),
  build("with Google Ads", E2E_ADS.buildDirectory, true, "npm run build:ads"),
];

/** Stops with the command to run when a build is missing. */
export function assertBuilt(builds: readonly Build[] = BUILDS): void {
  const missing = builds.filter(({ client }) => !existsSync(join(client, "index.html")));
  if (missing.length > 0) {
    throw new Error(
      missing.map(({ name, client, command }) => `no build ${name} in ${client}: run \`${command}\``).join("; "),
    );
  }
}
