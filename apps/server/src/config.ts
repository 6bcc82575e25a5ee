import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FeedSource } from "./feed/feed.ts";
import { BINANCE_STREAM_URL } from "./feed/sources/exchange.ts";

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
  /**
   * Index price source (FEED): `simulated` (default), `replay` (FEED_REPLAY_FILE, a bundled sample by
   * default), `binance` (the exchange's public trade stream at FEED_EXCHANGE_URL), or `off` (prices move
   * only when a test steps the feed).
   */
  feed: FeedSource;
  feedIntervalMs: number;
  /** A market without a tick for this long is stale. */
  staleAfterMs: number;
  /** Raw ticks older than this many days are pruned; candles are kept forever. 0 keeps every tick. */
  tickRetentionDays: number;
  /** Run the house market maker (MARKET_MAKER, on by default; tests turn it off). */
  marketMaker: boolean;
  /** How often the market maker re-quotes every market. */
  makerIntervalMs: number;
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
    feed: feedSource(env),
    feedIntervalMs: int("FEED_INTERVAL_MS", env.FEED_INTERVAL_MS, 500),
    staleAfterMs: int("STALE_AFTER_MS", env.STALE_AFTER_MS, 10_000),
    tickRetentionDays: int("TICK_RETENTION_DAYS", env.TICK_RETENTION_DAYS, 90),
    marketMaker: env.MARKET_MAKER !== "off" && env.MARKET_MAKER !== "0",
    makerIntervalMs: int("MARKET_MAKER_INTERVAL_MS", env.MARKET_MAKER_INTERVAL_MS, 3000),
  };
}

function feedSource(env: NodeJS.ProcessEnv): FeedSource {
  switch (env.FEED || "simulated") {
    case "simulated":
      return { kind: "simulated" };
    case "off":
      return { kind: "off" };
    case "replay":
      return {
        kind: "replay",
        file: resolve(env.FEED_REPLAY_FILE || resolve(repoRoot, "apps/server/data/replay-sample.csv")),
      };
    case "binance":
      return { kind: "exchange", url: env.FEED_EXCHANGE_URL || BINANCE_STREAM_URL };
    default:
      throw new Error(`FEED must be simulated, replay, binance or off, got "${env.FEED}"`);
  }
}
