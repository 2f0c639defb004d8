import { isIP } from "node:net";

/** The names Fastify's proxy check (proxy-addr) knows besides addresses and ranges. */
const NAMED_RANGES = ["loopback", "linklocal", "uniquelocal"] as const;

function isAddressOrRange(entry: string): boolean {
  if ((NAMED_RANGES as readonly string[]).includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * `TRUST_PROXY`: the comma-separated addresses or CIDR ranges of the proxies in front of the server (or loopback,
 * linklocal, uniquelocal). Only a request from one of them may say, with X-Forwarded-Proto, that it arrived over
 * HTTPS. Unset or empty: no proxy is trusted. Throws a message naming the variable on a malformed entry.
 */
export function parseTrustedProxies(value: string | undefined): string[] | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const malformed = entries.filter((entry) => !isAddressOrRange(entry));
  if (malformed.length > 0) {
    throw new Error(
      `TRUST_PROXY must list IP addresses or CIDR ranges (or ${NAMED_RANGES.join(", ")}), comma-separated; ` +
        `not ${malformed.map((entry) => `"${entry}"`).join(", ")}.`,
    );
  }
  return entries;
}
