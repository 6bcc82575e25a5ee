#!/usr/bin/env node
/** Runs every bench script in bench/ (each `*.mjs` but this one, and each `*.ts` through tsx) in turn; fails if any fails. */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const scripts = readdirSync(here)
  .filter((f) => (f.endsWith(".mjs") && f !== "run.mjs") || f.endsWith(".ts"))
  .sort();

let failed = 0;
for (const script of scripts) {
  const args = script.endsWith(".ts") ? ["--import", "tsx", join(here, script)] : [join(here, script)];
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) {
    failed += 1;
    console.error(`bench: ${script} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed ? 1 : 0);
