/**
 * Makes sure a browser the tests drive is there. Failing that, as root with apt-get it installs Debian's package;
 * otherwise it stops and says how to get one.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

interface Browser {
  /** Who is asking, for the messages: "ensure-chromium". */
  script: string;
  /** The environment variable that points at the browser. */
  variable: string;
  find: () => string | undefined;
  debianPackage: string;
  /** Other ways to get one, one line each. */
  otherWays?: readonly string[];
}

export function ensureBrowser({ script, variable, find, debianPackage, otherWays = [] }: Browser): void {
  const configured = process.env[variable];
  if (configured && !existsSync(configured)) {
    console.error(`${script}: ${variable} is set to "${configured}", but no file is there.`);
    process.exit(1);
  }
  if (!find() && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`${script}: installing Debian's ${debianPackage} with apt-get`);
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  const found = find();
  if (!found) {
    console.error(
      [
        `${script}: no browser found. Any one of these fixes it:`,
        `  - set ${variable}=/path/to/the/browser`,
        ...otherWays.map((way) => `  - ${way}`),
        `  - sudo apt-get install ${debianPackage}   (Debian/Ubuntu)`,
      ].join("\n"),
    );
    process.exit(1);
  }
  console.log(`${script}: using ${found}`);
}
