import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readAllStats } from "./world.ts";

/**
 * Vitest global setup of the database tests: gives the adversarial files a place for their counts and,
 * once every file has run, prints the suite's summary line (`ADVERSARIAL_PER_ROUTE=1`: and the number
 * of requests each route got).
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), "bourse-adversarial-"));
  process.env.ADVERSARIAL_STATS_DIR = dir;
  return () => {
    const all = readAllStats(dir);
    rmSync(dir, { recursive: true, force: true });
    if (all.length === 0) return;
    const sum = (pick: (s: (typeof all)[number]) => number | undefined) =>
      all.reduce((n, s) => n + (pick(s) ?? 0), 0);
    const inSchema = Math.max(...all.map((s) => s.routesInSchema ?? 0));
    const covered = new Set(all.flatMap((s) => s.routesCovered ?? []));
    const perRoute = new Map<string, number>();
    for (const s of all)
      for (const [route, n] of Object.entries(s.requestsPerRoute ?? {}))
        perRoute.set(route, (perRoute.get(route) ?? 0) + n);
    const counts = [...perRoute.values()].sort((x, y) => x - y);
    const spread = counts.length
      ? ` (per route: min ${counts[0]}, median ${counts[Math.floor(counts.length / 2)]}, max ${counts.at(-1)})`
      : "";
    if (process.env.ADVERSARIAL_PER_ROUTE)
      for (const [route, n] of [...perRoute].sort()) console.log(`adversarial: ${n}\t${route}`);
    console.log(
      `adversarial: routes covered ${covered.size}/${inSchema || "?"}, requests ${sum((s) => s.requests)}${spread}, ` +
        `5xx ${sum((s) => s.serverErrors)} (goal 0), ` +
        `BOLA attempts ${sum((s) => s.bolaAttempts)} (${sum((s) => s.bolaSucceeded)} succeeded, goal 0), ` +
        `mass-assignment attempts ${sum((s) => s.massAssignmentAttempts)} (${sum((s) => s.massAssignmentApplied)} applied, goal 0), ` +
        `console refusals ${sum((s) => s.adminRefusals)}`,
    );
  };
}
