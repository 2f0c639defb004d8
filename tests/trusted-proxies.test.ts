// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../server/trusted-proxies.ts";

describe("TRUST_PROXY", () => {
  it.each([undefined, "", " , "])("trusts no proxy when it is %j", (value) => {
    expect(parseTrustedProxies(value)).toBeUndefined();
  });

  it("reads addresses, ranges and proxy-addr's names, comma-separated", () => {
    expect(parseTrustedProxies("127.0.0.1, 10.0.0.0/8,::1,fd00::/8 ,loopback,uniquelocal")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
      "uniquelocal",
    ]);
  });

  it.each(["true", "*", "localhost", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "10.0.0/8", "1.2.3.4/x"])(
    "refuses %j with a message naming the variable",
    (value) => {
      expect(() => parseTrustedProxies(`127.0.0.1,${value}`)).toThrow(
        new RegExp(`^TRUST_PROXY must list .*not "${value.replace(/[.*/]/g, "\\$&")}"\\.$`),
      );
    },
  );
});
