import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, findPages } from "../server/app.ts";

// A miniature client build, so these tests do not depend on `npm run build`.
let root: string;
let app: FastifyInstance;
const policies = {
  "index.html": "default-src 'self'; script-src 'self' 'sha256-home'",
  "see-you-soon/index.html": "default-src 'self'; script-src 'self' 'sha256-confirm'",
  "404.html": "default-src 'self'; script-src 'self' 'sha256-missing'",
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "vigil-server-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "see-you-soon"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "see-you-soon", "index.html"), "<h1>see you soon</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "app-abc123.js.br"), "brotli-bytes");
  app = await createServer({ root, pagePolicies: policies });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true });
});

describe("findPages", () => {
  it("maps each prerendered index.html to its clean URL", () => {
    expect(Object.fromEntries(findPages(root))).toEqual({
      "/": "index.html",
      "/see-you-soon": "see-you-soon/index.html",
    });
  });
});

describe("production server", () => {
  it.each(["/", "/see-you-soon", "/see-you-soon/", "/see-you-soon?uid=abc&email=a%40b.c"])(
    "serves the page at %s with a revalidating cache policy",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(response.body).toMatch(/<h1>/);
    },
  );

  it.each(["/nope", "/assets/missing.js", "/404.html", "/index.html", "/see-you-soon/index.html"])(
    "answers %s with the not-found page and status 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe("<h1>not found</h1>");
    },
  );

  it("serves hashed assets as immutable, precompressed when the client accepts it", async () => {
    const plain = await app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body).toBe("console.log(1)");

    const brotli = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.body).toBe("brotli-bytes");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)("refuses %s with 405 and Allow", async (method) => {
    const response = await app.inject({ method, url: "/" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/see-you-soon" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/", "/nope", "/assets/app-abc123.js"]) {
      const response = await app.inject({ url });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toMatch(/max-age=63072000/);
      expect(response.headers["x-frame-options"]).toBe("DENY");
    }
  });

  it("answers malformed percent-encoding with 400 and keeps serving", async () => {
    expect((await app.inject({ url: "/%E0%A4%A" })).statusCode).toBe(400);
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  });
});

describe("per-page Content-Security-Policy", () => {
  it.each([
    ["/", "'sha256-home'"],
    ["/see-you-soon/", "'sha256-confirm'"],
    ["/nope", "'sha256-missing'"],
  ])("sends the policy of the page served at %s", async (url, hash) => {
    const response = await app.inject({ url });
    expect(response.headers["content-security-policy"]).toContain(hash);
  });

  it("refuses to start when a page has no policy", async () => {
    await expect(createServer({ root, pagePolicies: { "index.html": "x" } })).rejects.toThrow(
      /see-you-soon\/index\.html/,
    );
  });
});

describe("hardened serving", () => {
  it.each([
    "/../../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%5c..%5cpackage.json",
    "/..\\..\\etc\\passwd",
    "/index.html%00.js",
    "/assets/app-abc123.js%00",
  ])("never reads outside the build: %s", async (url) => {
    const response = await app.inject({ url });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/root:|"name":/);
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  });

  it("answers a request target over 8 KB with 414", async () => {
    const response = await app.inject({ url: `/${"a".repeat(9000)}` });
    expect(response.statusCode).toBe(414);
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
  });

  it("answers conditional requests with 304", async () => {
    const first = await app.inject({ url: "/assets/app-abc123.js" });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await app.inject({ url: "/assets/app-abc123.js", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe("");
  });

  it("serves byte ranges", async () => {
    const response = await app.inject({ url: "/assets/app-abc123.js", headers: { range: "bytes=0-6" } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe("console");
    expect(response.headers["content-range"]).toBe("bytes 0-6/14");
  });
});

describe("over a real socket", () => {
  /** Sends raw HTTP/1.1 and returns the status line. */
  async function rawStatus(request: string): Promise<string> {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const { connect } = await import("node:net");
    return new Promise((resolve, reject) => {
      const socket = connect(address.port, "127.0.0.1", () => socket.write(request));
      let data = "";
      socket.on("data", (chunk: Buffer) => (data += chunk.toString()));
      socket.on("close", () => {
        resolve(data.split("\r\n")[0] ?? "");
      });
      socket.on("error", reject);
    });
  }

  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("answers oversized headers with 431 and keeps serving", async () => {
    const status = await rawStatus(
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(status).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(await rawStatus("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toBe("HTTP/1.1 200 OK");
  });

  it("answers an unknown method with 400 or 405", async () => {
    const status = await rawStatus("BREW / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(status).toMatch(/^HTTP\/1\.1 (400|405) /);
    expect(await rawStatus("PROPFIND / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 405 /);
  });
});
