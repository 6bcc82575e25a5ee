#!/usr/bin/env node
/**
 * Web size budget: the gzip size of the JavaScript the home and login screens load.
 * Walks Vite's manifest (apps/web/dist/.vite/manifest.json): the entry chunk of index.html, each
 * screen's lazy chunk and, recursively, their static imports; plus the active (English) locale,
 * which the app fetches before its first screen. Builds the app first when dist is missing.
 * Prints `web: home+login JS <n> KB gzip  budget 150 KB  ratio <n/150>`; exits 1 over budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "apps/web/dist");
const manifestPath = join(dist, ".vite/manifest.json");
const BUDGET_KB = 150;
const ROUTES = {
  home: "src/features/home/pages/home.tsx",
  login: "src/features/auth/pages/login.tsx",
};
const LOCALE = "src/i18n/locales/en.ts";

if (!existsSync(join(dist, "index.html")) || !existsSync(manifestPath)) {
  const build = spawnSync("npm", ["run", "build", "-w", "@bourse/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("web: build failed");
    process.exit(1);
  }
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

/** Files of `key` and of everything it imports statically. */
function walk(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`web-size: ${key} is not in the Vite manifest`);
  if (chunk.file.endsWith(".js")) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) walk(imported, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith("index.html"));
if (!entryKey) throw new Error("web-size: no index.html entry in the Vite manifest");
const entryFile = manifest[entryKey].file;
if (!html.includes(entryFile)) throw new Error(`web-size: dist/index.html does not load ${entryFile}`);

const files = walk(entryKey);
for (const key of [...Object.values(ROUTES), LOCALE]) walk(key, files);
// Scripts index.html itself references (module preloads included).
for (const match of html.matchAll(/(?:src|href)="\/h5\/(assets\/[^"]+\.js)"/g)) files.add(match[1]);

let bytes = 0;
for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = bytes / 1024;
const ratio = kb / BUDGET_KB;
console.log(
  `web: home+login JS ${kb.toFixed(1)} KB gzip  budget ${BUDGET_KB} KB  ratio ${ratio.toFixed(2)}  (${files.size} files)`,
);
if (kb > BUDGET_KB) {
  console.error(`web: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
