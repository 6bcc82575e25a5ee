#!/usr/bin/env node
/**
 * Web size budgets: the gzip size of the JavaScript a screen loads when it is the first one opened.
 * Walks Vite's manifest (apps/web/dist/.vite/manifest.json): the entry chunk of index.html, each
 * screen's lazy chunk and, recursively, their static imports; plus the active (English) locale,
 * which the app fetches before its first screen. Builds the app first when dist is missing.
 * Budgets: home+login together, shell included, 150 KB. A screen's own budget counts what it adds to
 * the shell every screen loads (the entry, the framework, the locale): the markets list 100 KB, the
 * spot trade screen 200 KB.
 * Prints `web: <screens> JS <n> KB gzip  budget <b> KB  ratio <n/b>` for each; exits 1 over a budget.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "apps/web/dist");
const manifestPath = join(dist, ".vite/manifest.json");
const BUDGETS = [
  {
    name: "home+login",
    kb: 150,
    screens: ["src/features/home/pages/home.tsx", "src/features/auth/pages/login.tsx"],
  },
  { name: "markets", kb: 100, screens: ["src/features/market/pages/market.tsx"], beyondShell: true },
  { name: "trade", kb: 200, screens: ["src/features/spot/pages/currency.tsx"], beyondShell: true },
];
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

// The scripts index.html loads (the entry may be folded into the shell chunk, which the manifest then
// lists without `isEntry`): each is walked through the manifest by its file name.
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const entryFiles = [...html.matchAll(/(?:src|href)="\/h5\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
if (!entryFiles.length) throw new Error("web-size: dist/index.html loads no script");

const gzipKb = (files) => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return bytes / 1024;
};
/** The shell: the entry, the scripts index.html references (module preloads included), the locale. */
const shell = walk(LOCALE);
for (const file of entryFiles) {
  shell.add(file);
  if (keyOf.has(file)) walk(keyOf.get(file), shell);
}
const shellKb = gzipKb(shell);

let over = 0;
for (const budget of BUDGETS) {
  const files = new Set(shell);
  for (const key of budget.screens) walk(key, files);
  const total = gzipKb(files);
  const kb = budget.beyondShell ? total - shellKb : total;
  const what = budget.beyondShell ? `beyond the ${shellKb.toFixed(1)} KB shell` : "shell included";
  console.log(
    `web: ${budget.name} JS ${kb.toFixed(1)} KB gzip (${what}; ${files.size} files)  budget ${budget.kb} KB  ratio ${(kb / budget.kb).toFixed(2)}`,
  );
  if (kb > budget.kb) {
    console.error(`web: ${budget.name} over budget by ${(kb - budget.kb).toFixed(1)} KB`);
    over += 1;
  }
}
process.exit(over ? 1 : 0);
