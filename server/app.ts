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
import { baseHeaders } from "./security-headers.ts";

export interface ServerOptions {
  /** The client build: `build/client`. */
  root: string;
  /** Content-Security-Policy per page file ("index.html", "404.html", …), from `build/headers.json`. */
  pagePolicies: Readonly<Record<string, string>>;
  logger?: FastifyServerOptions["logger"];
}

const ALLOWED_METHODS = "GET, HEAD";
/** Longer request targets are refused with 414 (Node refuses headers over 16 KB with 431 itself). */
const MAX_URL_LENGTH = 8192;
const NOT_FOUND_PAGE = "404.html";
/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and unhashed files: cache, but check with the server before each use. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/** One JSON log line per request, when it completes, instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
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
export async function createServer({ root, pagePolicies, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false },
    // Malformed percent-encoding and the like: a plain 400, not Fastify's JSON.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).type("text/plain; charset=utf-8").send("Bad Request\n");
    },
  });

  const policyFor = (file: string): string => {
    const policy = pagePolicies[file];
    if (!policy) throw new Error(`No Content-Security-Policy for ${file} in build/headers.json`);
    return policy;
  };
  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header("cache-control", REVALIDATE).header("content-security-policy", policyFor(file)).sendFile(file);

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      await reply
        .code(405)
        .header("allow", ALLOWED_METHODS)
        .type("text/plain; charset=utf-8")
        .send("Method Not Allowed\n");
    } else if (request.url.length > MAX_URL_LENGTH) {
      await reply.code(414).type("text/plain; charset=utf-8").send("URI Too Long\n");
    }
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(baseHeaders)) reply.header(name, value);
    return payload;
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
      reply.header("cache-control", inAssets ? IMMUTABLE : REVALIDATE);
    },
  });

  for (const [path, file] of findPages(root)) {
    policyFor(file); // fail at start-up, not on the first request, if the build is incomplete
    app.get(path, (_request, reply) => sendPage(reply, file));
  }
  policyFor(NOT_FOUND_PAGE);

  app.setNotFoundHandler((_request, reply) => sendPage(reply.code(404), NOT_FOUND_PAGE));

  return app;
}
