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

/**
 * Starts the built site on 127.0.0.1:`port` and waits for it. Optionally it serves another client directory, or
 * believes X-Forwarded-Proto from `trustProxy` (a TLS terminator in front of it).
 */
export async function startSiteServer(
  port: number,
  { clientDir, trustProxy }: { clientDir?: string; trustProxy?: string } = {},
): Promise<ChildProcess> {
  const server = spawn("node", ["build/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
      ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A server that exits at once (a port in use, a bad variable) must not pass for one answering on that port.
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) => {
      reject(new Error(`the site server on port ${port} exited (code ${code})`));
    }),
  );
  exited.catch(() => undefined); // its exit at the end of a run is no error
  try {
    await Promise.race([waitUntilAnswering(`http://127.0.0.1:${port}/`), exited]);
  } catch (error) {
    server.kill("SIGTERM");
    throw error;
  }
  return server;
}
