import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "./app.ts";
import type { HeadersManifest } from "./security-headers.ts";
import { parseTrustedProxies } from "./trusted-proxies.ts";

// CLIENT_DIR serves another build with this server (the e2e tests use it for their ads build).
const root = process.env.CLIENT_DIR
  ? resolve(process.env.CLIENT_DIR)
  : fileURLToPath(new URL("../client", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535; got "${process.env.PORT}".`);
  process.exit(1);
}
let trustedProxies: string[] | undefined;
try {
  trustedProxies = parseTrustedProxies(process.env.TRUST_PROXY);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!existsSync(root)) {
  console.error(`No client build at ${root}: run "npm run build" first.`);
  process.exit(1);
}

const headersFile = resolve(root, "..", "headers.json");
if (!existsSync(headersFile)) {
  console.error(`No ${headersFile}: the build is incomplete, run "npm run build".`);
  process.exit(1);
}
const { pages } = JSON.parse(readFileSync(headersFile, "utf8")) as HeadersManifest;

const app = await createServer({
  root,
  pagePolicies: pages,
  trustedProxies,
  logger: { level: process.env.LOG_LEVEL ?? "info" },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, "shutting down");
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

await app.listen({ port, host });
