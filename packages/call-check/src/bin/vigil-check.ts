#!/usr/bin/env node
// The `vigil-check` command (package.json `bin`): everything it does is in ../cli/main.ts.
import { run } from "../cli/main.ts";

await run();
