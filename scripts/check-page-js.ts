/**
 * `npm run test:bytes`, first half: in both builds, every page whose JavaScript budget is 0 (scripts/lib/budgets.ts)
 * loads no script at all, not even one written into its HTML. size-limit (`.size-limit.ts`) checks the pages that
 * may load some: it measures files, and an empty file still gzips to 20 bytes.
 */
import { BUILDS, assertBuilt } from "./lib/builds.ts";
import { describeJs, pageJs, size } from "./lib/page-js.ts";

try {
  assertBuilt();
} catch (error) {
  console.error(`check-page-js: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
let failures = 0;
for (const build of BUILDS) {
  const none = pageJs(build).filter((row) => row.budget === 0);
  const loading = none.filter((row) => !row.met);
  for (const row of loading) {
    console.error(
      `check-page-js: ${row.page.path} (${build.name}, ${build.client}/${row.page.file}) must load no JavaScript and loads ${describeJs(row)}, ${size(row.raw)} raw`,
    );
  }
  failures += loading.length;
  console.log(
    `check-page-js: ${build.name}: ${none.length - loading.length} of ${none.length} pages without a JavaScript budget load none`,
  );
}
if (failures > 0) process.exitCode = 1;
