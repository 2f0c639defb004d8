import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, findPages } from "../server/app.ts";

// A miniature client build, so these tests do not depend on `npm run build`.
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "vigil-server-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "see-you-soon"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "see-you-soon", "index.html"), "<h1>see you soon</h1>");
  writeFileSync(join(root, "404.html"), "<h1>not found</h1>");
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "app-abc123.js.br"), "brotli-bytes");
  app = await createServer({ root });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true });
});

describe("findPages", () => {
  it("maps each prerendered index.html to its clean URL", () => {
    expect(Object.fromEntries(findPages(root))).toEqual({ "/": "index.html", "/see-you-soon": "see-you-soon/index.html" });
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
