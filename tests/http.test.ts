// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isOriginForm, isValidHost, pathOf, toOriginForm } from "../server/http.ts";

describe("isValidHost (RFC 3986 host [ ':' port ])", () => {
  it.each([
    "vigil.example.com",
    "vigil.example.com:443",
    "vigil.example.com:",
    "192.0.2.1:8080",
    "[2001:db8::1]",
    "[::1]:4400",
    "[v1.fe:80]",
    "xn--bcher-kva.example",
    "%76igil.test",
    "under_score.test",
  ])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each([
    "",
    ":443",
    "<script>",
    "vigil test",
    "vigil.test/path",
    "user@vigil.test",
    "vigil.test:https",
    "vigil.test:1:2",
    "[::1",
    "::1",
    "[fe80::1%eth0]",
    "[not-an-address]",
    "%zz.test",
    "bücher.example",
  ])("refuses %j", (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

describe("toOriginForm (RFC 9112 §3.2.2)", () => {
  it.each([
    ["http://vigil.test/robots.txt", "/robots.txt"],
    ["HTTPS://VIGIL.TEST:8443/a?b=c", "/a?b=c"],
    ["http://vigil.test", "/"],
    ["http://vigil.test?x=1", "/?x=1"],
    ["/already/origin?form", "/already/origin?form"],
    ["http://user@vigil.test/x", "http://user@vigil.test/x"],
    ["ftp://vigil.test/x", "ftp://vigil.test/x"],
  ])("%s becomes %s", (target, expected) => {
    expect(toOriginForm(target)).toBe(expected);
  });
});

describe("isOriginForm", () => {
  it.each([
    ["/", true],
    ["/see-you-soon?x=%00", true],
    ["/a%00b", false],
    ["*", false],
    ["robots.txt", false],
    ["http://vigil.test/", false],
  ])("%s: %s", (target, expected) => {
    expect(isOriginForm(target)).toBe(expected);
  });
});

describe("pathOf", () => {
  it("drops the query, which the access log must not record", () => {
    expect(pathOf("/see-you-soon?email=jane%40example.com")).toBe("/see-you-soon");
    expect(pathOf("/plain")).toBe("/plain");
  });
});
