/**
 * The e2e servers' ports. The runner (playwright.config.ts) picks free ones once, so that two runs on one machine
 * never collide, and hands them to its workers in E2E_PORTS, which they inherit.
 */
import { createServer, type Server } from "node:net";

interface E2ePorts {
  site: number;
  ads: number;
  nginx: { desktop: number; mobile: number };
}

const VARIABLE = "E2E_PORTS";

/** `count` ports free right now on 127.0.0.1, each different: all are held open until every one is known. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const server = createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => {
            resolve(server);
          });
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("freePorts: no port assigned");
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** In the runner: picks the run's ports, unless E2E_PORTS already names them. */
export async function reserveE2ePorts(): Promise<void> {
  if (process.env[VARIABLE]) return;
  const [site = 0, ads = 0, desktop = 0, mobile = 0] = await freePorts(4);
  const ports: E2ePorts = { site, ads, nginx: { desktop, mobile } };
  process.env[VARIABLE] = JSON.stringify(ports);
}

/** The run's ports, in the runner after `reserveE2ePorts` and in its workers. */
export function e2ePorts(): E2ePorts {
  const value = process.env[VARIABLE];
  if (!value) throw new Error(`${VARIABLE} is not set: run the e2e tests with playwright test`);
  return JSON.parse(value) as E2ePorts;
}
