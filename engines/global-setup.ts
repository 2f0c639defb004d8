/** Serves the production build for the smoke tests, with the production server, on 127.0.0.1. */
import type { TestProject } from "vitest/node";
import { E2E_PORTS } from "../e2e/ports.ts";
import { startSiteServer } from "../scripts/lib/site-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const port = E2E_PORTS.engines.site;
  const server = await startSiteServer(port);
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  return () => {
    server.kill("SIGTERM");
  };
}
