#!/usr/bin/env node
// npm start: build the web app and the console if missing, then run the server (migrations run on start).
// With no DATABASE_URL the embedded demo uses PGlite in ./data and shows the dev outbox (to this machine
// only). The server listens on 127.0.0.1 unless HOST says otherwise (apps/server/src/config.ts).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

for (const [workspace, dir] of [
  ["@bourse/web", "apps/web"],
  ["@bourse/admin", "apps/admin"],
]) {
  if (existsSync(`${root}${dir}/dist/index.html`)) continue;
  console.log(`Building ${workspace} (first start)…`);
  const built = spawnSync(npm, ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const env = { ...process.env };
if (!env.DATABASE_URL && env.DEV_OUTBOX === undefined) env.DEV_OUTBOX = "1";

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
