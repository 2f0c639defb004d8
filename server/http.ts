/**
 * The HTTP facts of the site in one place: the Node server answers by them, and the build writes the same
 * values into the nginx and `_headers` configs (scripts/build/deploy-configs.ts).
 */
import { STATUS_CODES, type IncomingMessage } from "node:http";
import { isIPv6 } from "node:net";

export const CACHE_CONTROL = {
  /** Hashed file names never change content: cache them for a year. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages and unhashed files: cache, but check with the server before each use (the shortest way to say it). */
  revalidate: "no-cache",
} as const;

/** A static site only reads: every other method gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD"];

/** Longer request targets are refused with 414 (nginx: `large_client_header_buffers 4 8k`). */
export const MAX_URL_LENGTH = 8192;

/** The Node server's timeouts, in milliseconds. */
export const TIMEOUTS = {
  /** A browser sends its headers at once; a client still sending them after 10 s is holding the socket (Node: 60 s). */
  headers: 10_000,
  /** GET and HEAD have no body, so a whole request is its headers plus a margin (Fastify turns this off). */
  request: 15_000,
  /** Browsers reuse a connection within a page load; an idle one is closed after 5 s (Fastify: 72 s). */
  keepAlive: 5_000,
  /** A socket with no traffic either way for 30 s, such as a client that stops reading, is closed (nginx: 60 s). */
  idleSocket: 30_000,
  /** How often Node enforces `headers` and `request`: its 30 s default would let a slow client stay 40 s. */
  checkInterval: 1_000,
};
export type Timeouts = typeof TIMEOUTS;

export const PLAIN_TEXT = "text/plain; charset=utf-8";

/** The status's reason phrase: "Bad Request". */
export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? "Error";
}

/** The body of every error answer the server writes itself: the reason phrase and nothing else. */
export function errorBody(status: number): string {
  return `${reasonPhrase(status)}\n`;
}

// RFC 3986 §3.2.2. A reg-name is unreserved characters, sub-delims and percent-encoded octets; an IPv4address
// is also a reg-name, so one pattern covers both. An IP-literal is an IPv6 address or an IPvFuture in brackets.
const REG_NAME = /^(?:[\w.~!$&'()*+,;=-]|%[\dA-F]{2})+$/i;
const IP_FUTURE = /^v[\dA-F]+\.[\w.~!$&'()*+,;=:-]+$/i;
const HOST_AND_PORT = /^(?<host>\[[^\]]*\]|[^:[\]]*)(?::\d*)?$/;

/** Whether a Host value (or the authority of an absolute URL) is `host [ ":" port ]` by RFC 3986; empty is not. */
export function isValidHost(value: string): boolean {
  const host = HOST_AND_PORT.exec(value)?.groups?.host;
  if (!host) return false;
  if (!host.startsWith("[")) return REG_NAME.test(host);
  const literal = host.slice(1, -1);
  // Node's isIPv6 accepts a zone ("fe80::1%eth0"), which RFC 3986 does not.
  return (isIPv6(literal) && !literal.includes("%")) || IP_FUTURE.test(literal);
}

/** RFC 9112 §3.2: a request has exactly one valid Host header; only HTTP/1.0 may go without. */
export function hasValidHost({ rawHeaders, httpVersion }: IncomingMessage): boolean {
  const hosts: string[] = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() === "host") hosts.push(rawHeaders[index + 1] ?? "");
  }
  if (hosts.length === 0) return httpVersion === "1.0";
  return hosts.length === 1 && isValidHost(hosts[0] ?? "");
}

const ABSOLUTE_FORM = /^https?:\/\/(?<authority>[^/?#]*)(?<rest>.*)$/is;

/**
 * RFC 9112 §3.2.2: a server must accept a request target in absolute form ("http://host/robots.txt") and
 * serve it as its path and query. Any other target is returned as it came, for `isOriginForm` to refuse.
 */
export function toOriginForm(target: string): string {
  const match = ABSOLUTE_FORM.exec(target);
  if (!match?.groups || !isValidHost(match.groups.authority ?? "")) return target;
  const rest = match.groups.rest ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A target this site can serve: a path from the root, with no NUL byte in it (nginx refuses those too). */
export function isOriginForm(target: string): boolean {
  return target.startsWith("/") && !/%00/.test(pathOf(target));
}

/** The path of a request target, without its query: what the access log records. */
export function pathOf(target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}
