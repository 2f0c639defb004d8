/**
 * The same build served by nginx with the generated `build/deploy/nginx/site.conf`: statuses, headers,
 * precompressed files and a clean Content-Security-Policy, as from the Node server. Runs where nginx is
 * installed (.ci/run installs it, with its brotli module); skipped elsewhere, but never in CI, where a missing nginx
 * or brotli module fails the run.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures.ts";
import { hasBrotli, nginxBinary, startNginx } from "../scripts/lib/nginx.ts";
import { ALLOWED_METHODS, CACHE_CONTROL } from "../server/http.ts";
import { gotoHydrated, mitigation, visiblePanel } from "./page-helpers.ts";
import { e2ePorts } from "./ports.ts";

test.describe.configure({ mode: "serial" });

test("CI has nginx and its brotli module, so this file's tests run there", () => {
  test.skip(!process.env.CI, "checked in CI only: elsewhere the tests below skip without nginx");
  expect(nginxBinary, "nginx is not installed").toBeTruthy();
  expect(hasBrotli(), "nginx's brotli module (libnginx-mod-http-brotli-static) is not installed").toBe(true);
});

test.skip(!nginxBinary && !process.env.CI, "nginx is not installed");

let nginx: ChildProcess | undefined;
let directory = "";
let origin = "";

// eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; this hook needs none.
test.beforeAll(async ({}, testInfo) => {
  const port = testInfo.project.name === "desktop" ? e2ePorts().nginx.desktop : e2ePorts().nginx.mobile;
  origin = `http://127.0.0.1:${port}`;
  directory = mkdtempSync(join(tmpdir(), "vigil-nginx-"));
  nginx = startNginx(
    directory,
    `    server {
        listen 127.0.0.1:${port};
        root ${resolve("build/client")};
        ${hasBrotli() ? "brotli_static on;" : ""}
        include ${resolve("build/deploy/nginx/site.conf")};
    }`,
  );
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error("nginx did not start");
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  if (directory) rmSync(directory, { recursive: true, force: true });
});

/** A hashed script of the build that has its precompressed copies. */
const asset = () => {
  const files = readdirSync("build/client/assets");
  const name = files.find((file) => file.endsWith(".js") && files.includes(`${file}.br`));
  if (!name) throw new Error("no precompressed script in build/client/assets");
  return `/assets/${name}`;
};

test("pages, 404s, methods and caching match the Node server", async ({ request, baseURL }) => {
  const cases: [string, number][] = [
    ["/", 200],
    ["/see-you-soon", 200],
    ["/see-you-soon/", 200],
    ["/privacy", 200],
    ["/security", 200],
    ["/.well-known/security.txt", 200],
    ["/nope", 404],
    ["/assets/missing-abc123.js", 404],
    ["/index.html", 404],
    [asset(), 200],
  ];
  for (const [path, status] of cases) {
    const fromNginx = await request.get(origin + path);
    // The nginx site is written for a TLS server: compare with the Node server behind a TLS proxy.
    const fromNode = await request.get(`${baseURL}${path}`, { headers: { "x-forwarded-proto": "https" } });
    expect(fromNginx.status(), path).toBe(status);
    expect(fromNode.status(), path).toBe(status);
    for (const header of [
      "content-security-policy",
      "cache-control",
      "strict-transport-security",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "content-type",
    ]) {
      expect(fromNginx.headers()[header], `${path} ${header}`).toBe(fromNode.headers()[header]);
    }
    // Every case has a precompressed copy, so both must say the response depends on Accept-Encoding
    // (field names are case-insensitive: nginx writes "Accept-Encoding", Node "accept-encoding").
    expect(fromNginx.headers().vary?.toLowerCase(), `${path} vary`).toBe("accept-encoding");
    expect(fromNode.headers().vary?.toLowerCase(), `${path} vary`).toBe("accept-encoding");
  }
  expect(await (await request.get(`${origin}/nope`)).text()).toContain("Oops! Page not found");

  const post = await request.post(`${origin}/`, { data: "x" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe(ALLOWED_METHODS.join(", "));
});

/** The status line's code for a raw request: for request forms a browser never sends. */
function rawStatus(server: string, request: string): Promise<number> {
  const { hostname, port } = new URL(server);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("close", () => {
      resolve(Number(received.split(" ")[1]));
    });
  });
}

test("absolute-form request targets are served like their paths", async ({ baseURL }) => {
  for (const path of ["/", "/robots.txt", "/sitemap-index.xml", "/og-image.png", asset(), "/nope"]) {
    for (const server of [origin, baseURL!]) {
      const { host } = new URL(server);
      const request = `GET http://${host}${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
      expect(await rawStatus(server, request), `${server} ${path}`).toBe(path === "/nope" ? 404 : 200);
    }
  }
});

test("serves the precompressed files, each with Vary: Accept-Encoding", async ({ baseURL }) => {
  // fetch() decodes for us; read the encoding the server chose. "identity" gets the plain file, which a
  // shared cache must not hand to a client that asked for brotli either.
  for (const encoding of [...(hasBrotli() ? ["br"] : []), "gzip", "identity"]) {
    for (const server of [origin, baseURL!]) {
      const response = await fetch(`${server}${asset()}`, { headers: { "accept-encoding": encoding } });
      const what = `${server} ${encoding}`;
      expect(response.headers.get("content-encoding"), what).toBe(encoding === "identity" ? null : encoding);
      expect(response.headers.get("cache-control"), what).toBe(CACHE_CONTROL.immutable);
      expect(response.headers.get("vary")?.toLowerCase(), what).toBe("accept-encoding");
    }
  }
});

test("the site runs in the browser without a policy violation", async ({ page, browserErrors }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective}`);
    });
  });
  await gotoHydrated(page, `${origin}/?industry=finance`);
  await expect(visiblePanel(page)).toHaveAccessibleName("Finance");
  await mitigation(page).check();
  await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
  await page.goto(`${origin}/see-you-soon`);
  await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(browserErrors).toEqual([]);
});
