/**
 * Requests refused before they reach a route: those Node's HTTP parser gave up on, answered on the raw socket,
 * and those Fastify parsed but the site does not serve (a long URL, a bad Host, a method other than GET and HEAD).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Socket } from "node:net";
import {
  ALLOWED_METHODS,
  errorBody,
  hasValidHost,
  isOriginForm,
  MAX_URL_LENGTH,
  PLAIN_TEXT,
  reasonPhrase,
} from "./http.ts";
import { baseHeaders } from "./security-headers.ts";

/**
 * A complete error answer for a socket Node's parser gave up on, where there is no reply to send with. Its
 * X-Forwarded-Proto was never read, so only the base headers go out.
 */
function rawErrorResponse(status: number): string {
  const body = errorBody(status);
  const headers = {
    "Content-Type": PLAIN_TEXT,
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
    ...baseHeaders,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a malformed request line, headers over
 * 16 KB, headers too slow): a plain answer, one log line with Node's reason, and the connection closed.
 */
export function answerUnparsableRequest(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  this.log.info({ status, reason: error.code }, "unparsable request");
  // end(), not destroy(): closing with unread request bytes would reset the connection under the answer.
  if (socket.writable) socket.end(rawErrorResponse(status));
  else socket.destroy();
}

/** The status a request is refused with before it reaches a route, if any. */
export function refusal(request: FastifyRequest): number | undefined {
  if (request.url.length > MAX_URL_LENGTH) return 414;
  if (!hasValidHost(request.raw)) return 400;
  if (!ALLOWED_METHODS.includes(request.method)) return 405;
  if (!isOriginForm(request.url)) return 400;
  return undefined;
}
