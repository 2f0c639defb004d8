/**
 * The landing page must arrive in a new connection's first round trip: its HTML (brotli) and response headers
 * within 10 TCP segments of 1,460 bytes, or it paints one round trip later (decision 012). Bytes, not time: what
 * the server writes, counted on the wire.
 */
import { BYTE_BUDGETS } from "../scripts/lib/budgets.ts";
import { BROWSER_OVER_HTTPS, bytesOnTheWire } from "../scripts/lib/wire-bytes.ts";
import { expect, test } from "./fixtures.ts";

test("the landing page and its headers fit in a new connection's first round trip", async ({ baseURL }) => {
  // The e2e server trusts 127.0.0.1 as its TLS proxy, so the response is the one sent over HTTPS.
  const response = await bytesOnTheWire(baseURL!, "/", BROWSER_OVER_HTTPS);
  const head = response.subarray(0, response.indexOf("\r\n\r\n")).toString("latin1");
  expect(head).toMatch(/^HTTP\/1\.1 200 /);
  expect(head).toMatch(/^content-encoding: br$/im);
  expect(head).toMatch(/^strict-transport-security: /im);
  expect(response.length).toBeLessThanOrEqual(BYTE_BUDGETS.firstRoundTrip);
});
