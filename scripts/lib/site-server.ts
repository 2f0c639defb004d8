/** The production server (`build/server`) for the scripts that measure or photograph the build. */
import { spawn, type ChildProcess } from "node:child_process";

/** Resolves once `url` answers at all (any status), trying for 10 s. */
export async function waitUntilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`${url} did not answer within 10 s`);
}

/** Starts the built site on 127.0.0.1:`port` (optionally serving another client directory) and waits for it. */
export async function startSiteServer(port: number, clientDir?: string): Promise<ChildProcess> {
  const server = spawn("node", ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/`);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return server;
}
