// Builds the web app and the console when their `dist` is missing (first start).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function buildAppsIfMissing(root) {
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
}
