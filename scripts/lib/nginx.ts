/** An nginx that runs as the current user from a folder of its own, for the e2e tests and the Observatory scan. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The nginx binary, if one is installed (.ci/run installs it). */
export const nginxBinary: string | undefined =
  spawnSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")[0] || undefined;

/** Debian's brotli module (libnginx-mod-http-brotli-static), loaded when installed. */
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
export const hasBrotli = (): boolean => existsSync(BROTLI_MODULE);

/**
 * Writes `directory/nginx.conf` around the given `server` blocks, with the pid file, logs and temporary
 * folders inside `directory` (the defaults are root-only system paths), and starts nginx on it.
 */
export function startNginx(directory: string, servers: string): ChildProcess {
  if (!nginxBinary) throw new Error("nginx is not installed");
  const temporary = ["body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const folder of temporary) mkdirSync(join(directory, folder), { recursive: true });
  const config = join(directory, "nginx.conf");
  writeFileSync(
    config,
    `${hasBrotli() ? `load_module ${BROTLI_MODULE};` : ""}
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events {}
http {
    include /etc/nginx/mime.types;
    access_log off;
    server_tokens off;
${temporary.map((folder) => `    ${folder === "body" ? "client_body" : folder}_temp_path ${join(directory, folder)};`).join("\n")}
${servers}
}
`,
  );
  return spawn(nginxBinary, ["-p", directory, "-c", config, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}
