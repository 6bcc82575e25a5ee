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
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "../..");
const port = Number(process.env.E2E_PORT ?? 18080);
const origin = `http://127.0.0.1:${port}`;

// Playwright evaluates this file again in every worker; the environment carries the first
// evaluation's directory over, so the server and the workers agree on one fresh directory.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "bourse-e2e-"));

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  outputDir: join(here, "test-results"),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `${origin}/h5/`,
    screenshot: "on",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "phone-chromium",
      use: {
        browserName: "chromium",
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
      },
    },
  ],
  webServer: {
    command: "npx tsx apps/server/src/main.ts",
    cwd: root,
    url: `${origin}/api/getSetting`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEV_OUTBOX: "1",
      LOG_LEVEL: "warn",
      // IEO windows in the journeys are seconds long
      SCHEDULER_INTERVAL_MS: "1000",
    },
  },
});
