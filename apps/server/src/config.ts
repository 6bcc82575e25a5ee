import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Everything the server reads from its environment, with the defaults the README documents. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** Expose GET /api/dev/outbox (demo and tests only). */
  devOutbox: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  adminDist: string;
  adminUser: string;
  adminPassword: string;
  /** Requests per minute and IP on the sign-in and code-sending calls. */
  authRateLimit: number;
  /** Index price source: `simulated` (default) or `off` (prices move only when a test steps the feed). */
  feed: "simulated" | "off";
  feedIntervalMs: number;
  /** A market without a tick for this long is stale. */
  staleAfterMs: number;
  /** Largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** scrypt cost (N); lower only in tests. */
  passwordCost: number;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int("PORT", env.PORT, 8080),
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || "info",
    devOutbox: env.DEV_OUTBOX === "1" || env.DEV_OUTBOX === "true",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Bourse <no-reply@bourse.local>",
    webDist: resolve(env.WEB_DIST || resolve(repoRoot, "apps/web/dist")),
    adminDist: resolve(env.ADMIN_DIST || resolve(repoRoot, "apps/admin/dist")),
    adminUser: env.ADMIN_USER || "admin",
    adminPassword: env.ADMIN_PASSWORD || "bourse-admin-2026",
    authRateLimit: int("AUTH_RATE_LIMIT", env.AUTH_RATE_LIMIT, 30),
    passwordCost: int("PASSWORD_COST", env.PASSWORD_COST, 16384),
    uploadMaxBytes: int("UPLOAD_MAX_BYTES", env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    feed: env.FEED === "off" ? "off" : "simulated",
    feedIntervalMs: int("FEED_INTERVAL_MS", env.FEED_INTERVAL_MS, 500),
    staleAfterMs: int("STALE_AFTER_MS", env.STALE_AFTER_MS, 10_000),
  };
}
