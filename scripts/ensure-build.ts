/** `npm start` builds once on a fresh checkout, then reuses the build. */
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/server/index.js") || !existsSync("build/client/index.html")) {
  console.log("No build yet: running npm run build");
  execSync("npm run build", { stdio: "inherit" });
}
