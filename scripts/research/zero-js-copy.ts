/**
 * A copy of a build with every page's scripts removed, to measure a build against its floor with side-by-side.ts.
 *
 *   tsx scripts/research/zero-js-copy.ts <build> <target>
 */
import { makeZeroJsCopy } from "../lib/zero-js.ts";

const [build, target] = process.argv.slice(2);
if (!build || !target) throw new Error("usage: zero-js-copy.ts <build dir> <target dir>");
console.log(`zero-JS copy of ${build}: ${makeZeroJsCopy(build, target)}`);
