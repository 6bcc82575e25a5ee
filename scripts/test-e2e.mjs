#!/usr/bin/env node
/**
 * Browser tests (tests/e2e) in the system Chromium.
 *   node scripts/test-e2e.mjs [--if-chromium] [playwright args…]
 * Chromium comes from CHROMIUM_PATH, /usr/bin/chromium or /usr/bin/chromium-browser; Playwright's
 * own browser downloads are never used. With --if-chromium and no Chromium, the run is skipped
 * (exit 0) with a notice; without the flag it fails. The web app is rebuilt when apps/web/dist is
 * missing or older than any source file of the app.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const optional = args.includes("--if-chromium");
const passThrough = args.filter((a) => a !== "--if-chromium");

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

const web = join(root, "apps/web");
const built = join(web, "dist/index.html");
const inputs = [join(web, "src"), join(web, "public")];
const inputFiles = ["index.html", "vite.config.ts", "package.json"].map((f) => join(web, f));
const sourceTime = Math.max(
  ...inputs.filter(existsSync).map(newest),
  ...inputFiles.filter(existsSync).map((f) => statSync(f).mtimeMs),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log("e2e: building the web app");
  const build = spawnSync("npm", ["run", "build", "-w", "@bourse/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const run = spawnSync("npx", ["playwright", "test", "-c", "tests/e2e/playwright.config.ts", ...passThrough], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(run.status ?? 1);
