/**
 * The production server (`createServer`): Fastify serving the prerendered pages and assets of the client build,
 * with their security headers, the site's refusals (refusals.ts) and one log line per request.
 */
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  ALLOWED_METHODS,
  CACHE_CONTROL,
  errorBody,
  pathOf,
  PLAIN_TEXT,
  TIMEOUTS,
  toOriginForm,
  type Timeouts,
} from "./http.ts";
import { answerUnparsableRequest, refusal } from "./refusals.ts";
import { baseHeaders, httpsHeaders, policyOverHttps } from "./security-headers.ts";

export interface ServerOptions {
  /** The client build: `build/client`. */
  root: string;
  /** Content-Security-Policy per page file ("index.html", "404.html", …), from `build/headers.json`. */
  pagePolicies: Readonly<Record<string, string>>;
  logger?: FastifyServerOptions["logger"];
  /** Shorter timeouts for tests; production uses TIMEOUTS. */
  timeouts?: Partial<Timeouts>;
  /** Proxies whose X-Forwarded-Proto is believed (`TRUST_PROXY`, server/trusted-proxies.ts); none by default. */
  trustedProxies?: readonly string[];
}

const NOT_FOUND_PAGE = "404.html";

/**
 * One log line per request, when it completes: method, path, status and time. No client IP and no query
 * string: both are personal data here (the booking confirmation's query carries a name and an email).
 */
function logRequest(request: FastifyRequest, reply: FastifyReply): void {
  const line = {
    method: request.method,
    path: pathOf(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
  reply.log.info(line, "request");
}

/** Fastify's request logging reduced to `logRequest`'s one line. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    logRequest(request, reply);
  }
}

/** Requests that arrived over HTTPS: on a TLS socket, or through a trusted proxy that says so. */
function overHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** The security headers for this request's response: the base set, and HSTS when it came over HTTPS. */
function securityHeaders(request: FastifyRequest): Record<string, string> {
  return overHttps(request) ? { ...baseHeaders, ...httpsHeaders } : { ...baseHeaders };
}

/** Maps each prerendered page's URL path ("/", "/see-you-soon") to its file ("see-you-soon/index.html"). */
export function findPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
    const dir = file.slice(0, -"index.html".length).replace(/\/$/, "");
    pages.set(`/${dir}`, file);
  }
  return pages;
}

/** The production server: prerendered pages, precompressed assets, 404 page, strict methods. */
export async function createServer({
  root,
  pagePolicies,
  logger = false,
  timeouts: timeoutOverrides,
  trustedProxies,
}: ServerOptions): Promise<FastifyInstance> {
  const timeouts = { ...TIMEOUTS, ...timeoutOverrides };
  const app = Fastify({
    logger,
    trustProxy: trustedProxies ? [...trustedProxies] : false,
    logController: new OneLinePerRequest(),
    // A request already on its way while the server shuts down is served (Connection: close), as nginx does;
    // Fastify would answer it with a JSON 503.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false },
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    connectionTimeout: timeouts.idleSocket,
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: timeouts.checkInterval,
      // Host is checked by `refusal`, which answers like every other refusal (Node's own 400 has no body).
      requireHostHeader: false,
    },
    rewriteUrl: (request) => toOriginForm(request.url ?? ""),
    clientErrorHandler: answerUnparsableRequest,
    // Malformed percent-encoding and the like, which the router cannot match: a plain 400.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      void reply.code(400).headers(securityHeaders(request)).type(PLAIN_TEXT).send(errorBody(400));
      logRequest(request, reply);
    },
  });

  const policyFor = (file: string): string => {
    const policy = pagePolicies[file];
    if (!policy) throw new Error(`No Content-Security-Policy for ${file} in build/headers.json`);
    return policy;
  };
  // A page is validated by its ETag alone and never sent in ranges: every header byte counts, since the HTML and
  // its headers must fit in a connection's first round trip (scripts/lib/budgets.ts).
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string) =>
    reply
      .header("cache-control", CACHE_CONTROL.revalidate)
      .header("content-security-policy", overHttps(request) ? policyOverHttps(policyFor(file)) : policyFor(file))
      .sendFile(file, { lastModified: false, acceptRanges: false });

  app.addHook("onRequest", async (request, reply) => {
    const status = refusal(request);
    if (status === undefined) return;
    if (status === 405) void reply.header("allow", ALLOWED_METHODS.join(", "));
    await reply.code(status).type(PLAIN_TEXT).send(errorBody(status));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders(request))) reply.header(name, value);
    return payload;
  });

  // Set before any route, which takes the error handler in force when it is added.
  app.setErrorHandler((error: Error & { statusCode?: number; headers?: Record<string, string> }, request, reply) => {
    const status = error.statusCode ?? 500;
    // @fastify/static answers 403 for paths it will not map to a file ("/../x", "//x", "/assets/"):
    // to a visitor, those name nothing.
    if (status === 403 || status === 404) {
      reply.callNotFound();
      return;
    }
    if (status >= 500) request.log.error({ err: error }, "server fault");
    else if (error.headers) void reply.headers(error.headers); // 416's Content-Range
    void reply.code(status).type(PLAIN_TEXT).send(errorBody(status));
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    // Through the wildcard route, HTML is off limits: pages have the clean URLs registered
    // below, and the 404 page is only ever sent with status 404.
    allowedPath: (pathName, _root, request) => request.routeOptions.url !== "/*" || !pathName.endsWith(".html"),
    setHeaders: (reply, filePath) => {
      const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
      reply.header("cache-control", inAssets ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate);
    },
  });

  for (const [path, file] of findPages(root)) {
    policyFor(file); // fail at start-up, not on the first request, if the build is incomplete
    app.get(path, (request, reply) => sendPage(request, reply, file));
  }
  policyFor(NOT_FOUND_PAGE);

  app.setNotFoundHandler((request, reply) => sendPage(request, reply.code(404), NOT_FOUND_PAGE));

  return app;
}
