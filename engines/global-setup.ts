/** Serves the production build for the smoke tests, with the production server, on free ports of 127.0.0.1. */
import type { TestProject } from "vitest/node";
import { freePorts } from "../e2e/ports.ts";
import { startSiteServer } from "../scripts/lib/site-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where WebKitWebDriver listens (npm run test:webkit). */
    webKitDriverPort: number;
  }
}

export default async function setup(project: TestProject) {
  const [sitePort = 0, webKitDriverPort = 0] = await freePorts(2);
  const server = await startSiteServer(sitePort);
  project.provide("baseURL", `http://127.0.0.1:${sitePort}`);
  project.provide("webKitDriverPort", webKitDriverPort);
  return () => {
    server.kill("SIGTERM");
  };
}
