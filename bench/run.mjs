#!/usr/bin/env node
/**
 * Runs every bench script in bench/ (each `*.mjs` but this one, and each `*.ts` through tsx) in turn; fails if any fails.
 * With names (`node bench/run.mjs chain-watcher`), only the scripts of those names.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter((f) => (f.endsWith(".mjs") && f !== "run.mjs") || f.endsWith(".ts"))
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.(mjs|ts)$/, "")))
  .sort();
if (only.length > 0 && scripts.length < only.length) {
  console.error(
    `bench: no script named ${only.filter((n) => !scripts.some((f) => f.startsWith(`${n}.`))).join(", ")}`,
  );
  process.exit(1);
}

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
