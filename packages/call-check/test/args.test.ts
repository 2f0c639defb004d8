// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isDay, parseOptions } from "../src/cli/args.ts";
import { LOCATIONS } from "../src/cli/reach.ts";
import { DEFAULT_SETTINGS } from "../src/index.ts";

const options = (argv: string[]) => {
  const parsed = parseOptions(argv);
  if (parsed.kind !== "run") throw new Error(`not run: ${JSON.stringify(parsed)}`);
  return parsed.options;
};
const usage = (argv: string[]) => {
  const parsed = parseOptions(argv);
  if (parsed.kind !== "usage") throw new Error(`not a usage error: ${JSON.stringify(parsed)}`);
  return parsed.message;
};

describe("parseOptions", () => {
  it("defaults to the page's settings, text, standard output, no copies", () => {
    expect(options(["a.txt"])).toEqual({
      settings: DEFAULT_SETTINGS,
      format: "text",
      output: null,
      redact: null,
      paths: ["a.txt"],
    });
  });

  it("reads every setting as a flag, and '-' as standard input", () => {
    const read = options([
      "--direction=outbound",
      "--not-recorded",
      "--business",
      "Acme Dental",
      "--agent-speaker",
      "Speaker 1",
      "--location",
      "ca",
      "--date",
      "2026-03-01",
      "--format",
      "sarif",
      "--output",
      "out.sarif",
      "--redact",
      "clean",
      "-",
      "calls/",
    ]);
    expect(read).toEqual({
      settings: {
        direction: "outbound",
        recorded: false,
        businessName: "Acme Dental",
        agentSpeaker: "Speaker 1",
        location: "CA",
        date: "2026-03-01",
      },
      format: "sarif",
      output: "out.sarif",
      redact: "clean",
      paths: ["-", "calls/"],
    });
  });

  it("offers the site's places: the states and DC, the EU, the UK, elsewhere; not the federal layer", () => {
    expect(LOCATIONS).toEqual(expect.arrayContaining(["CA", "TX", "DC", "EU", "UK", "elsewhere"]));
    expect(LOCATIONS).toHaveLength(51 + 2 + 1);
    expect(LOCATIONS).not.toContain("US");
    expect(options(["--location", "Elsewhere", "x"]).settings.location).toBe("elsewhere");
    expect(options(["--location", "eu", "x"]).settings.location).toBe("EU");
  });

  it("answers a mistake with a message naming the option and what it got", () => {
    expect(usage(["--direction", "sideways", "x"])).toMatch(/--direction must be outbound or inbound; got "sideways"/);
    expect(usage(["--location", "US", "x"])).toMatch(/--location must be .* got "US"/);
    expect(usage(["--location", "Narnia", "x"])).toMatch(/got "Narnia"/);
    expect(usage(["--date", "2026-02-30", "x"])).toMatch(/--date must be a day written YYYY-MM-DD; got "2026-02-30"/);
    expect(usage(["--date", "1/3/2026", "x"])).toMatch(/YYYY-MM-DD/);
    expect(usage(["--format", "xml", "x"])).toMatch(/--format must be one of text, json, sarif, junit, markdown/);
    expect(usage(["--colour", "x"])).toMatch(/--colour/);
    expect(usage(["--business"])).toMatch(/--business/);
    expect(usage([])).toMatch(/Name a file, a directory, or "-"/);
  });

  it("answers --help and --version before anything else", () => {
    expect(parseOptions(["--help", "--format", "xml"]).kind).toBe("help");
    expect(parseOptions(["--version"]).kind).toBe("version");
  });
});

it("takes real days only", () => {
  expect(isDay("2024-02-29")).toBe(true);
  expect(isDay("2026-02-29")).toBe(false);
  expect(isDay("2026-13-01")).toBe(false);
  expect(isDay("2026-1-01")).toBe(false);
});
