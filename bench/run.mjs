#!/usr/bin/env node
/** Runs every bench script in bench/ (each `*.mjs` but this one) in turn; fails if any fails. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(here)
  .filter((f) => f.endsWith(".mjs") && f !== "run.mjs")
  .sort();

let failed = 0;
for (const script of scripts) {
  const result = spawnSync(process.execPath, [join(here, script)], { stdio: "inherit" });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench: ${script} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed ? 1 : 0);
