import { defineConfig } from "vitest/config";

/**
 * `unit`: pure and HTTP tests. `db`: tests that touch the database (`*.db.test.ts`), on PGlite by
 * default and on PostgreSQL when DATABASE_URL is set (`npm run test:pg`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/server/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/admin/src/**/*.test.ts",
          ],
          exclude: ["**/*.db.test.ts", "**/node_modules/**"],
          // both cores: vitest's default leaves one to its own process, idle while the workers compute
          maxWorkers: 2,
          // a guard against a hang, not a speed check (speed is measured by the benchmarks): the engine's
          // property tests run hundreds of cases, seconds on a shared, busy machine
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "db",
          include: ["apps/server/src/**/*.db.test.ts", "tests/adversarial/**/*.db.test.ts"],
          // the adversarial suite's summary line, printed once every file has run
          globalSetup: ["tests/adversarial/summary.ts"],
          // Two files at once: a file mostly waits on its database (PostgreSQL's own process) or computes in
          // PGlite, so two workers keep both cores busy. Each file runs in a fresh process: a server a test
          // stopped may still end its process after the file is done.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
