#!/usr/bin/env node
/**
 * Browser tests (tests/e2e) in the system Chromium.
 *   node scripts/test-e2e.mjs [--if-chromium] [--postgres] [playwright args…]
 * Chromium comes from CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser; Playwright's
 * own browser downloads are never used. With --if-chromium and no Chromium, the run is skipped
 * (exit 0) with a notice; without the flag it fails. With --if-chromium and SKIP_BROWSER_TESTS=1
 * (set by .ci/run, whose own browser step runs them once, on PostgreSQL) the run is skipped too.
 * The server keeps its data in embedded PGlite; with --postgres, in a fresh PostgreSQL database
 * (DATABASE_URL when set, otherwise one created on PG_ADMIN_URL and dropped afterwards), as a throwaway
 * deployment (TEST_DEPLOYMENT=1, set by playwright.config.ts), which needs that database on this machine.
 * The web app is rebuilt (and the console, once it has an index.html) when dist is missing or
 * older than any of its sources.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshDatabase } from "./fresh-pg.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const optional = args.includes("--if-chromium");
const postgres = args.includes("--postgres");
const passThrough = args.filter((a) => a !== "--if-chromium" && a !== "--postgres");

if (optional && process.env.SKIP_BROWSER_TESTS === "1") {
  console.log("SKIP_BROWSER_TESTS=1: browser tests skipped here (npm run test:e2e runs them)");
  process.exit(0);
}

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
  Boolean,
);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  const notice = "Chromium not found: browser tests skipped (install: apt-get install -y chromium)";
  if (optional) {
    console.log(notice);
    process.exit(0);
  }
  console.error(notice);
  process.exit(1);
}

/** Newest modification time under `dir` (files only). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

/** Builds a Vite app when its dist is missing or older than any of its sources. */
function buildIfStale(dir, workspace) {
  const app = join(root, dir);
  if (!existsSync(join(app, "package.json"))) return;
  const built = join(app, "dist/index.html");
  const inputs = [join(app, "src"), join(app, "public")];
  const inputFiles = ["index.html", "vite.config.ts", "package.json"].map((f) => join(app, f));
  const sourceTime = Math.max(
    0,
    ...inputs.filter(existsSync).map(newest),
    ...inputFiles.filter(existsSync).map((f) => statSync(f).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log(`e2e: building ${workspace}`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

buildIfStale("apps/web", "@bourse/web");
if (existsSync(join(root, "apps/admin/index.html"))) buildIfStale("apps/admin", "@bourse/admin");

const fresh = postgres && !process.env.DATABASE_URL ? await freshDatabase("bourse_e2e") : undefined;
if (fresh) console.log(`e2e: the server keeps its data in a fresh PostgreSQL database: ${fresh.name}`);
const database = postgres ? { DATABASE_URL: process.env.DATABASE_URL ?? fresh.url } : { DATABASE_URL: "" };

const run = spawnSync("npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts", ...passThrough], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...database, CHROMIUM_PATH: chromium },
});
await fresh?.drop();
process.exit(run.status ?? 1);
