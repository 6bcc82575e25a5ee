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
        },
      },
      {
        test: {
          name: "db",
          include: ["apps/server/src/**/*.db.test.ts", "tests/adversarial/**/*.db.test.ts"],
          // the adversarial suite's summary line, printed once every file has run
          globalSetup: ["tests/adversarial/summary.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
