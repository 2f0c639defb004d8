import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { securityHeaders } from "./security-headers.ts";

export interface ServerOptions {
  /** The client build: `build/client`. */
  root: string;
  logger?: FastifyServerOptions["logger"];
}

const ALLOWED_METHODS = "GET, HEAD";
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
export async function createServer({ root, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: false },
  });

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      await reply.code(405).header("allow", ALLOWED_METHODS).type("text/plain; charset=utf-8").send("Method Not Allowed\n");
    }
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
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
    app.get(path, (_request, reply) => reply.header("cache-control", REVALIDATE).sendFile(file));
  }

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header("cache-control", REVALIDATE).sendFile(NOT_FOUND_PAGE),
  );

  return app;
}
