import { mkdirSync, writeFileSync, rmSync } from "node:fs";
import { syntheticCall } from "./lib/measure-check.ts";
const dir = "/tmp/calls10k";
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir);
const lines = syntheticCall(60000).split("\n");
let at = 0;
for (let i = 0; i < 10000; i++) {
  const turns = 20 + (i % 21);
  writeFileSync(`${dir}/call-${String(i).padStart(5, "0")}.txt`, lines.slice(at, at + turns).join("\n") + "\n");
  at = (at + turns) % (lines.length - 50);
}
