import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

/**
 * Browser tests: the built web app (apps/web/dist) served by the real server with a fresh data
 * directory and the dev outbox on, in the system Chromium at a phone viewport.
 * Run through `node scripts/test-e2e.mjs`, which builds the app and finds Chromium.
 */

// The first operator's password, for the servers and the specs that sign in to the console: a server on
// PostgreSQL (DATABASE_URL) refuses the default one.
process.env.ADMIN_PASSWORD ??= "e2e-operator-passphrase-2026";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const port = Number(process.env.E2E_PORT ?? 18080);
const origin = `http://127.0.0.1:${port}`;

// Playwright evaluates this file again in every worker; the environment carries the first
// evaluation's directory over, so the server and the workers agree on one fresh directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "bourse-e2e-"));

process.env.E2E_CLOCK_DATA_DIR ??= mkdtempSync(join(tmpdir(), "bourse-e2e-clock-"));
const clockPort = port + 1;
const clockOrigin = `http://127.0.0.1:${clockPort}`;

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A phone: Chromium at 390×844. */
const phone = {
  browserName: "chromium" as const,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: "en-US",
  launchOptions: {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

/**
 * The real server with a fresh data directory and the dev outbox on. On PostgreSQL (DATABASE_URL, a
 * fresh database on this machine) it is a throwaway deployment: TEST_DEPLOYMENT=1 lets it keep the
 * dev outbox.
 */
function server(on: number, env: Record<string, string | undefined>) {
  return {
    command: "npx tsx apps/server/src/main.ts",
    cwd: root,
    url: `http://127.0.0.1:${on}/api/getSetting`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(on),
      DEV_OUTBOX: "1",
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      // the specs sign in as the seeded admin without an authenticator; every other operator binds one
      OPERATOR_2FA: "seed-exempt",
      LOG_LEVEL: "warn",
      // IEO windows in the journeys are seconds long
      SCHEDULER_INTERVAL_MS: "1000",
      ...env,
    } as Record<string, string>,
  };
}

export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  outputDir: join(here, "test-results"),
  // two journeys at a time (each its own browser): they spend most of their time waiting on the server
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  fullyParallel: false,
  reporter: "list",
  // generous for a loaded two-core machine, where two browsers and their servers share the cores and
  // the longest journeys take most of a minute; a screen that never comes still fails
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `${origin}/h5/`,
    screenshot: "on",
    trace: (process.env.E2E_TRACE ?? "retain-on-failure") as "off" | "retain-on-failure",
  },
  projects: [
    { name: "phone-chromium", testIgnore: "*.clock.spec.ts", use: phone },
    // journeys that need days to pass run against a second server whose clock they move (TEST_CLOCK=1)
    // (one at a time: each moves the one clock they share)
    {
      name: "phone-clock",
      testMatch: "*.clock.spec.ts",
      workers: 1,
      use: { ...phone, baseURL: `${clockOrigin}/h5/` },
    },
  ],
  webServer: [
    server(port, {
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(process.env.DATABASE_URL ? { TEST_DEPLOYMENT: "1" } : {}),
    }),
    server(clockPort, { DATA_DIR: process.env.E2E_CLOCK_DATA_DIR, TEST_CLOCK: "1", DATABASE_URL: "" }),
  ],
});
