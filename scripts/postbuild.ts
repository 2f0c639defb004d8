/**
 * Finishes the static build in `build/client`:
 * - the prerendered not-found page becomes `404.html`, which static hosts and our server send for unknown paths;
 * - React Router's SPA fallback and its prerender-only server bundle are removed (every page is prerendered);
 * - text files get brotli and gzip copies so servers can send them without compressing per request.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const build = process.env.BUILD_DIR ?? "build";
const client = join(build, "client");

const prerendered404 = join(client, "404", "index.html");
if (!existsSync(prerendered404)) throw new Error(`Expected ${prerendered404}: is "/404" still in the prerender list?`);
renameSync(prerendered404, join(client, "404.html"));
rmSync(join(client, "404"), { recursive: true });
rmSync(join(client, "__spa-fallback.html"), { force: true });
rmSync(join(build, "server"), { recursive: true, force: true });

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
let count = 0;
for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gzip = gzipSync(source, { level: 9 });
  if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  count++;
}
console.log(`postbuild: 404.html written, ${count} files precompressed (br, gz)`);
