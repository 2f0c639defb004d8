// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { connect, type AddressInfo } from "node:net";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverLog } from "#src/config/data-inventory/index.ts";
import { notFoundPage } from "#src/config/site-pages.ts";
import { createServer, findPages, type ServerOptions } from "../server/app.ts";
import { ALLOWED_METHODS, CACHE_CONTROL, PLAIN_TEXT } from "../server/http.ts";
import { baseHeaders, httpsHeaders, policyOverHttps } from "../server/security-headers.ts";

// A miniature client build, so these tests do not depend on `npm run build`.
let root: string;
let app: FastifyInstance;
const policies = {
  "index.html": "default-src 'self'; script-src 'self' 'sha256-home'",
  "see-you-soon/index.html": "default-src 'self'; script-src 'self' 'sha256-confirm'",
  // The page list names it; server/app.ts, compiled apart from src/, repeats the name, and this keeps them equal.
  [notFoundPage.file]: "default-src 'self'; script-src 'self' 'sha256-missing'",
};
const NOT_FOUND_PAGE = "<h1>not found</h1>";

/** A server on the miniature build, listening on a free port of 127.0.0.1. */
async function listeningServer(options: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
  const server = await createServer({ root, pagePolicies: policies, ...options });
  await server.listen({ port: 0, host: "127.0.0.1" });
  return server;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending the request to the server closing the connection. */
  closedAfter: number;
}

/** Sends raw bytes over a real socket and reads until the server closes it: what a client really gets. */
function rawRequest(server: FastifyInstance, request: string): Promise<RawResponse> {
  const { port } = server.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: rest.join("\r\n\r\n"),
        closedAfter: Date.now() - started,
      });
    });
  });
}

/** A GET for `target` that closes the connection after the answer. */
const get = (target: string, headers = "Host: vigil.test\r\n") =>
  `GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "vigil-server-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, "see-you-soon"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "see-you-soon", "index.html"), "<h1>see you soon</h1>");
  writeFileSync(join(root, notFoundPage.file), NOT_FOUND_PAGE);
  writeFileSync(join(root, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(root, "og-image.png"), "png-bytes");
  writeFileSync(join(root, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "app-abc123.js.br"), "brotli-bytes");
  app = await listeningServer();
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
      expect(response.headers["cache-control"]).toBe(CACHE_CONTROL.revalidate);
      expect(response.body).toMatch(/<h1>/);
    },
  );

  it.each(["/nope", "/assets/missing.js", "/404.html", "/index.html", "/see-you-soon/index.html"])(
    "answers %s with the not-found page and status 404",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(NOT_FOUND_PAGE);
    },
  );

  it("serves hashed assets as immutable, precompressed when the client accepts it", async () => {
    const plain = await app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(plain.body).toBe("console.log(1)");

    const brotli = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("accept-encoding");
    expect(brotli.body).toBe("brotli-bytes");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)("refuses %s with 405 and Allow", async (method) => {
    const response = await app.inject({ method, url: "/" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(ALLOWED_METHODS.join(", "));
    expect(response.body).toBe("Method Not Allowed\n");
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/see-you-soon" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("sends the security headers on every response", async () => {
    for (const url of ["/", "/nope", "/assets/app-abc123.js", "/%E0%A4%A", "/a%00"]) {
      const response = await app.inject({ url });
      for (const [name, value] of Object.entries(baseHeaders)) {
        expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
      }
    }
  });
});

describe("headers that only mean something over HTTPS", () => {
  const PROXY = "10.0.0.7";
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    behindProxy = await createServer({ root, pagePolicies: policies, trustedProxies: [PROXY] });
  });
  afterAll(() => behindProxy.close());

  const pagesAndFiles: [string, string | undefined][] = [
    ["/", policies["index.html"]],
    ["/nope", policies[notFoundPage.file]],
    ["/assets/app-abc123.js", undefined],
  ];
  const hsts = httpsHeaders["Strict-Transport-Security"];

  it("leaves HSTS and upgrade-insecure-requests out of a plain-HTTP response", async () => {
    for (const [url, policy] of [...pagesAndFiles, ["/%E0%A4%A", undefined] as const]) {
      const response = await app.inject({ url });
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
      expect(response.headers["content-security-policy"], url).toBe(policy);
    }
  });

  it("sends both when a trusted proxy says the request came over HTTPS", async () => {
    for (const [url, policy] of pagesAndFiles) {
      const response = await behindProxy.inject({
        url,
        remoteAddress: PROXY,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers["strict-transport-security"], url).toBe(hsts);
      expect(response.headers["content-security-policy"], url).toBe(policy && policyOverHttps(policy));
    }
  });

  it("believes X-Forwarded-Proto from no one else", async () => {
    for (const server of [app, behindProxy]) {
      const response = await server.inject({
        url: "/",
        remoteAddress: "203.0.113.9",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["content-security-policy"]).toBe(policies["index.html"]);
    }
  });

  it("keeps them out when a trusted proxy forwarded plain HTTP", async () => {
    const response = await behindProxy.inject({
      url: "/",
      remoteAddress: PROXY,
      headers: { "x-forwarded-proto": "http" },
    });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).toBe(policies["index.html"]);
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
    "/../package.json",
    "//etc/passwd",
    "/see-you-soon//",
    "/assets/",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/%2e%2e/%2e%2e/package.json",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%5c..%5cpackage.json",
    "/..\\..\\etc\\passwd",
  ])("answers %s, which names no file, with the not-found page and 404", async (target) => {
    const response = await rawRequest(app, get(target));
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(NOT_FOUND_PAGE);
  });

  it("answers a request target over 8 KB with 414, as the README and nginx say", async () => {
    // 8,192 characters pass, one more does not: the documented limit, not the constant's value.
    const response = await app.inject({ url: `/${"a".repeat(8192)}` });
    expect(response.statusCode).toBe(414);
    expect(response.body).toBe("URI Too Long\n");
    expect((await app.inject({ url: `/${"a".repeat(8191)}` })).statusCode).toBe(404);
  });

  it("answers a request target over 8 KB because of its query with 414, as a long path", async () => {
    // The limit is on the whole request target: a short path with a long query is refused the same way.
    const query = `/?q=${"a".repeat(8192 - "/?q=".length)}`;
    expect(query.length).toBe(8192);
    expect((await app.inject({ url: `${query}a` })).statusCode).toBe(414);
    expect((await app.inject({ url: query })).statusCode).toBe(200);
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

describe("malformed requests get a short plain-text answer", () => {
  it.each([
    ["a NUL byte, percent-encoded", 400, get("/index.html%00.js")],
    ["a NUL byte in the request line", 400, get("/a\0b")],
    ["malformed percent-encoding", 400, get("/%E0%A4%A")],
    ["a relative request target", 400, get("robots.txt")],
    ["an absolute target of another scheme", 400, get("ftp://vigil.test/robots.txt")],
    ["an unknown method", 400, "BREW / HTTP/1.1\r\nHost: vigil.test\r\nConnection: close\r\n\r\n"],
    ["a line that is no request", 400, "HELLO\r\n\r\n"],
    ["headers over 16 KB", 431, get("/", `Host: vigil.test\r\nX-Big: ${"a".repeat(20_000)}\r\n`)],
    ["an unsatisfiable range", 416, get("/robots.txt", "Host: vigil.test\r\nRange: bytes=999-\r\n")],
  ])("%s: %i", async (_label, status, request) => {
    const response = await rawRequest(app, request);
    expect(response.status).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; charset=utf-8$/i);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // The reason phrase alone: no JSON, no error code, no stack.
    expect(response.body).toMatch(/^[A-Z][\w -]+\n$/);
    expect((await rawRequest(app, get("/"))).status).toBe(200);
  });

  it("says which range is satisfiable in a 416", async () => {
    const response = await rawRequest(app, get("/robots.txt", "Host: vigil.test\r\nRange: bytes=999-\r\n"));
    expect(response.headers["content-range"]).toBe("bytes */14");
    expect(response.body).toBe("Range Not Satisfiable\n");
  });
});

describe("absolute-form request targets (RFC 9112 §3.2.2)", () => {
  it.each([
    ["/robots.txt", 200, "User-agent: *\n"],
    ["/og-image.png", 200, "png-bytes"],
    ["/assets/app-abc123.js", 200, "console.log(1)"],
    ["/", 200, "<h1>home</h1>"],
    ["", 200, "<h1>home</h1>"],
    ["/see-you-soon?uid=abc", 200, "<h1>see you soon</h1>"],
    ["/nope", 404, NOT_FOUND_PAGE],
    ["/assets/missing.js", 404, NOT_FOUND_PAGE],
  ])("serves http://host%s like its path", async (path, status, body) => {
    const response = await rawRequest(app, get(`http://vigil.test:8080${path}`));
    expect(response.status).toBe(status);
    expect(response.body).toBe(body);
  });

  it("refuses an absolute target whose authority is not a host", async () => {
    const response = await rawRequest(app, get("http://user@vigil.test/robots.txt"));
    expect(response.status).toBe(400);
    expect(response.body).toBe("Bad Request\n");
  });
});

describe("the Host header (RFC 9112 §3.2)", () => {
  it.each([
    ["two Host headers", "Host: vigil.test\r\nHost: other.test\r\n"],
    ["an empty Host", "Host: \r\n"],
    ["a Host with markup", "Host: <script>\r\n"],
    ["a Host with a path", "Host: vigil.test/x\r\n"],
    ["a Host with a space", "Host: vigil test\r\n"],
    ["a Host with user info", "Host: user@vigil.test\r\n"],
    ["a port that is not a number", "Host: vigil.test:http\r\n"],
    ["an unclosed IPv6 literal", "Host: [::1\r\n"],
    ["no Host on HTTP/1.1", ""],
  ])("answers %s with 400", async (_label, headers) => {
    const response = await rawRequest(app, get("/", headers));
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toBe(PLAIN_TEXT);
    expect(response.body).toBe("Bad Request\n");
  });

  it.each(["vigil.test", "vigil.test:8443", "127.0.0.1:4400", "[::1]:4400", "[v1.fe]", "xn--bcher-kva.example"])(
    "serves Host: %s",
    async (host) => {
      expect((await rawRequest(app, get("/", `Host: ${host}\r\n`))).status).toBe(200);
    },
  );

  it("serves HTTP/1.0 without a Host, which that version does not require", async () => {
    expect((await rawRequest(app, "GET / HTTP/1.0\r\n\r\n")).status).toBe(200);
  });
});

describe("the log", () => {
  type LogLine = Record<string, unknown> & { level: number; msg: string };
  const lines: LogLine[] = [];
  let logged: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    logged = await createServer({ root, pagePolicies: policies, logger: { level: "info", stream } });
    logged.get("/fault", () => {
      throw new Error("disk on fire");
    });
    await logged.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(() => logged.close());

  /** The lines one request wrote, once its last line (the access line or the parser's) is in. */
  async function linesOf(request: string): Promise<{ status: number; body: string; written: LogLine[] }> {
    lines.length = 0;
    const response = await rawRequest(logged, request);
    await vi.waitFor(() => {
      expect(lines.some((line) => line.msg !== "server fault")).toBe(true);
    });
    return { status: response.status, body: response.body, written: [...lines] };
  }

  const query = "?email=jane%40example.com&name=Jane+Doe";
  it.each([
    ["a path that names nothing", get(`/../package.json${query}`), 404],
    ["an unknown page", get(`/nope${query}`), 404],
    ["the directory of assets", get(`/assets/${query}`), 404],
    ["an unsatisfiable range", get(`/robots.txt${query}`, "Host: vigil.test\r\nRange: bytes=999-\r\n"), 416],
    ["a bad Host", get(`/see-you-soon${query}`, "Host: <script>\r\n"), 400],
    ["a NUL byte", get(`/a%00${query}`), 400],
    ["malformed percent-encoding", get(`/%E0%A4%A${query}`), 400],
    ["another method", `POST /see-you-soon${query} HTTP/1.1\r\nHost: vigil.test\r\nConnection: close\r\n\r\n`, 405],
    ["a request Node cannot parse", get(`/a\0b${query}`), 400],
    ["the confirmation page", get(`/see-you-soon${query}`), 200],
  ])("%s: one info line without query, IP, stack or path on disk", async (_label, request, status) => {
    const { status: answered, written } = await linesOf(request);
    expect(answered).toBe(status);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, status });
    const text = JSON.stringify(written);
    for (const leak of ["jane", "email", "?", "127.0.0.1", '"ip"', "remoteAddress", "stack", root, process.cwd()]) {
      expect(text).not.toContain(leak);
    }
  });

  it("records method, path, status and time for a request it could route: the fields the privacy policy lists", async () => {
    const { written } = await linesOf(get(`/see-you-soon/${query}`));
    expect(written[0]).toMatchObject({ method: "GET", path: "/see-you-soon/", status: 200 });
    expect(written[0]?.ms).toBeTypeOf("number");
    // The rest describes the server, not the visitor: severity, process, host, message, a per-process counter.
    const framing = ["level", "pid", "hostname", "msg", "reqId"];
    expect(
      Object.keys(written[0] ?? {})
        .filter((field) => !framing.includes(field))
        .sort(),
    ).toEqual(serverLog.fields.map(({ field }) => field).sort());
  });

  it("logs a server fault with its stack, and tells the visitor nothing of it", async () => {
    const { status, body, written } = await linesOf(get("/fault"));
    expect(status).toBe(500);
    expect(body).toBe("Internal Server Error\n");
    const fault = written.find((line) => line.level === 50) as { err?: { message: string; stack: string } };
    expect(fault.err?.message).toBe("disk on fire");
    expect(fault.err?.stack).toContain("server.test.ts");
  });
});

describe("shutting down", () => {
  it("serves a request already on its way, with Connection: close, not Fastify's JSON 503", async () => {
    const closing = await listeningServer();
    const { port } = closing.server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((done) => socket.on("close", done));
    // Half a request makes the connection busy, so shutting down waits for the rest instead of closing it.
    socket.write("GET /robots.txt HTTP/1.1\r\nHost: vigil.test\r\n");
    await new Promise((done) => setTimeout(done, 100));
    const closed = closing.close();
    await vi.waitFor(() => {
      expect(closing.server.listening).toBe(false);
    });
    socket.write("\r\n");
    await Promise.all([closed, ended]);
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.endsWith("\r\n\r\nUser-agent: *\n")).toBe(true);
  });
});

describe("timeouts", () => {
  it("the production server cuts slow headers after 10 s and idle keep-alive connections after 5 s", async () => {
    // The README's numbers, not the constants' own values.
    const server = await createServer({ root, pagePolicies: policies });
    expect(server.server.headersTimeout).toBe(10_000);
    expect(server.server.requestTimeout).toBeGreaterThanOrEqual(server.server.headersTimeout);
    expect(server.server.keepAliveTimeout).toBe(5_000);
    await server.close();
  });

  it("answers a client that sends its headers too slowly with 408 and closes", async () => {
    const quick = await listeningServer({ timeouts: { headers: 300, request: 300, checkInterval: 100 } });
    // The headers never end: no blank line follows.
    const response = await rawRequest(quick, "GET / HTTP/1.1\r\nHost: vigil.test\r\nX-Slow: 1\r\n");
    await quick.close();
    expect(response.status).toBe(408);
    expect(response.body).toBe("Request Timeout\n");
    expect(response.closedAfter).toBeGreaterThanOrEqual(250);
    expect(response.closedAfter).toBeLessThan(2_000);
  });

  it("closes an idle keep-alive connection after its timeout", async () => {
    const quick = await listeningServer({ timeouts: { keepAlive: 300 } });
    const response = await rawRequest(quick, "GET / HTTP/1.1\r\nHost: vigil.test\r\n\r\n");
    await quick.close();
    expect(response.status).toBe(200);
    expect(response.closedAfter).toBeGreaterThanOrEqual(250);
    expect(response.closedAfter).toBeLessThan(2_000);
  });
});
