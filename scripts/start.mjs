#!/usr/bin/env node
// npm start: build the web app and the console if missing, then run the server (migrations run on start).
// With no DATABASE_URL the embedded demo uses PGlite in ./data and shows the dev outbox (to this machine
// only). The server listens on 127.0.0.1 unless HOST says otherwise (apps/server/src/config.ts).
// When the local chain has written DATA_DIR/chain-dev.env (npm run chain:dev), its variables are added
// to the server's environment where not already set, except the signer's own (SIGNER_*): the server
// never holds the key that moves coins.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildAppsIfMissing } from "./build-apps.mjs";
import { readEnvFile } from "./env-file.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

buildAppsIfMissing(root);

const env = { ...process.env };
if (!env.DATABASE_URL && env.DEV_OUTBOX === undefined) env.DEV_OUTBOX = "1";
const chainEnv = readEnvFile(resolve(env.DATA_DIR || resolve(root, "data"), "chain-dev.env"));
for (const [key, value] of Object.entries(chainEnv ?? {})) {
  if (!key.startsWith("SIGNER_") && env[key] === undefined) env[key] = value;
}

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
