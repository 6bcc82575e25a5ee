import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FeedSource } from "./feed/feed.ts";
import { BINANCE_STREAM_URL } from "./feed/sources/exchange.ts";
import { parseMetricsAllow } from "./metrics/allow.ts";

/** Everything the server reads from its environment, with the defaults the README documents. */
export interface Config {
  port: number;
  /** Listen address (HOST): 127.0.0.1 unless told otherwise, so only this machine reaches the server. */
  host: string;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (TRUST_PROXY: comma-separated addresses or
   * CIDRs, or `loopback`, `linklocal`, `uniquelocal`). Empty: the client's address is the socket's,
   * which no header can change; per-IP limits, the session list and the audit log use it.
   */
  trustProxy: string[];
  /**
   * Who may read `GET /metrics` (METRICS_ALLOW: comma-separated IP addresses or CIDRs, v4 or v6; default
   * loopback, 127.0.0.1/8 and ::1), the client's address read as `trustProxy` says; anyone else gets 403.
   */
  metricsAllow: string[];
  /** HSTS=1: the site is served over TLS (directly or by its proxy); answers carry Strict-Transport-Security. */
  hsts: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Several nodes on one PostgreSQL and one Redis (CLUSTER=auto, the default, when both are configured):
   * the node holding the writer's lease runs the money core, the others serve and forward commands to
   * it over Redis and take over when its lease runs out. CLUSTER=off: this node is the only writer and
   * takes the lease at once (a second such node fences the first, which stops).
   */
  cluster: boolean;
  /** Redis keys and channels of the cluster start with it (CLUSTER_NAME, default "bourse"). */
  clusterName: string;
  /** This node's name in the cluster (NODE_NAME; default host, process id and a random suffix). */
  nodeName: string;
  /** How long the writer's lease lasts unrenewed (LEASE_TTL_MS); it is renewed three times as often. */
  leaseTtlMs: number;
  /** How long a front node waits for the writer to answer a forwarded command (FORWARD_TIMEOUT_MS). */
  forwardTimeoutMs: number;
  logLevel: string;
  /** Expose GET /api/dev/outbox (demo and tests only). */
  devOutbox: boolean;
  /**
   * CHECK_ANSWERS=1: every answer is checked against the schema its route declares before it is
   * serialized, and a mismatch is logged as an error (the tests fail on one). Off by default.
   */
  checkAnswers: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  adminDist: string;
  adminUser: string;
  adminPassword: string;
  /**
   * OPERATOR_2FA: `required` (default), every operator binds an authenticator before the console does
   * anything else for them; `seed-exempt`, the first operator (seeded from ADMIN_USER) may work without
   * one (tests and local demos; refused with a database elsewhere).
   */
  operator2fa: Operator2fa;
  /** Requests per minute and IP on the sign-in and code-sending calls. */
  authRateLimit: number;
  /**
   * Requests per 15 minutes and account (the email or mobile number in the body, whatever the address)
   * on sign-in, code sending, sign-up and password reset, each counted apart. 0 turns it off.
   */
  accountRateLimit: number;
  /**
   * Index price source (FEED): `simulated` (default), `replay` (FEED_REPLAY_FILE, a bundled sample by
   * default), `binance` (the exchange's public trade stream at FEED_EXCHANGE_URL), or `off` (prices move
   * only when a test steps the feed).
   */
  feed: FeedSource;
  feedIntervalMs: number;
  /**
   * Chart history for markets without bars, made on the first start (HISTORY_BACKFILL, on by default;
   * tests turn it off): the simulated walk run backwards, or the replay recording; marked synthetic,
   * never for an exchange feed.
   */
  historyBackfill: boolean;
  /** A market without a tick for this long is stale. */
  staleAfterMs: number;
  /** Raw ticks older than this many days are pruned; candles are kept forever. 0 keeps every tick. */
  tickRetentionDays: number;
  /**
   * Spot orders cancelled with nothing filled are deleted this many days after they ended
   * (ORDER_HISTORY_DAYS, default 30); orders that traded are kept. 0 keeps every order.
   */
  orderHistoryDays: number;
  /** Run the house market maker (MARKET_MAKER, on by default; tests turn it off). */
  marketMaker: boolean;
  /** How often the market maker re-quotes every market. */
  makerIntervalMs: number;
  /** how often the scheduler looks for work due (daily jobs, IEO allocations and releases) */
  schedulerIntervalMs: number;
  /** TEST_CLOCK=1 (with DEV_OUTBOX=1): the dev clock call moves the server's clock (browser journeys) */
  testClock: boolean;
  /**
   * The venue's Ed25519 signing key for published journal heads and liability roots (TRANSPARENCY_KEY,
   * 64 hex digits). Unset: generated on the first start and kept in DATA_DIR/transparency.key.
   */
  transparencyKey: string | undefined;
  /**
   * The AES-256-GCM key the API keys' HMAC secrets are kept encrypted with (API_KEY_ENCRYPTION_KEY, 64 hex
   * digits). Unset: generated on the first start and kept in DATA_DIR/api-keys.key.
   */
  apiKeyEncryptionKey: string | undefined;
  /** On-chain deposits and withdrawals (EVM); absent without CHAIN_RPC_URL: vouchers only. */
  chain: ChainConfig | undefined;
  /** Hedging the house's excess exposure on an outside venue; absent without HEDGE_EXCHANGE: off. */
  hedge: HedgeConfig | undefined;
  /** Largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** scrypt cost (N); lower only in tests. */
  passwordCost: number;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The first operator's password when ADMIN_PASSWORD is unset (the README publishes it for the demo). */
export const DEFAULT_ADMIN_PASSWORD = "bourse-admin-2026";
/** The shortest operator password a server with DATABASE_URL starts with. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Whether every operator must bind an authenticator, or the seeded first one may go without. */
export type Operator2fa = "required" | "seed-exempt";

function operator2fa(value: string | undefined): Operator2fa {
  if (!value || value === "required") return "required";
  if (value === "seed-exempt") return value;
  throw new Error(`OPERATOR_2FA must be required or seed-exempt, got "${value}"`);
}

/** A name used in Redis keys: letters, digits, `_` and `-`. */
function name(variable: string, value: string | undefined, fallback: string): string {
  const v = value || fallback.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 64);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(v))
    throw new Error(`${variable} may hold letters, digits, "_" and "-" (at most 64), got "${v}"`);
  return v;
}

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
    host: env.HOST || "127.0.0.1",
    trustProxy: trustedProxies(env.TRUST_PROXY),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    hsts: env.HSTS === "1" || env.HSTS === "true",
    dataDir: resolve(env.DATA_DIR || resolve(repoRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    cluster:
      env.CLUSTER === "off" || env.CLUSTER === "0" ? false : Boolean(env.DATABASE_URL && env.REDIS_URL),
    clusterName: name("CLUSTER_NAME", env.CLUSTER_NAME, "bourse"),
    nodeName: name(
      "NODE_NAME",
      env.NODE_NAME,
      `${hostname()}-${process.pid}-${randomBytes(3).toString("hex")}`,
    ),
    leaseTtlMs: int("LEASE_TTL_MS", env.LEASE_TTL_MS, 3000),
    forwardTimeoutMs: int("FORWARD_TIMEOUT_MS", env.FORWARD_TIMEOUT_MS, 5000),
    logLevel: env.LOG_LEVEL || "info",
    devOutbox: env.DEV_OUTBOX === "1" || env.DEV_OUTBOX === "true",
    checkAnswers: env.CHECK_ANSWERS === "1",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Bourse <no-reply@bourse.local>",
    webDist: resolve(env.WEB_DIST || resolve(repoRoot, "apps/web/dist")),
    adminDist: resolve(env.ADMIN_DIST || resolve(repoRoot, "apps/admin/dist")),
    adminUser: env.ADMIN_USER || "admin",
    adminPassword: env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    operator2fa: operator2fa(env.OPERATOR_2FA),
    authRateLimit: int("AUTH_RATE_LIMIT", env.AUTH_RATE_LIMIT, 30),
    accountRateLimit: int("AUTH_ACCOUNT_RATE_LIMIT", env.AUTH_ACCOUNT_RATE_LIMIT, 10),
    passwordCost: int("PASSWORD_COST", env.PASSWORD_COST, 16384),
    uploadMaxBytes: int("UPLOAD_MAX_BYTES", env.UPLOAD_MAX_BYTES, 5 * 1024 * 1024),
    feed: feedSource(env),
    feedIntervalMs: int("FEED_INTERVAL_MS", env.FEED_INTERVAL_MS, 500),
    historyBackfill: env.HISTORY_BACKFILL !== "off" && env.HISTORY_BACKFILL !== "0",
    staleAfterMs: int("STALE_AFTER_MS", env.STALE_AFTER_MS, 10_000),
    tickRetentionDays: int("TICK_RETENTION_DAYS", env.TICK_RETENTION_DAYS, 90),
    orderHistoryDays: int("ORDER_HISTORY_DAYS", env.ORDER_HISTORY_DAYS, 30),
    marketMaker: env.MARKET_MAKER !== "off" && env.MARKET_MAKER !== "0",
    makerIntervalMs: int("MARKET_MAKER_INTERVAL_MS", env.MARKET_MAKER_INTERVAL_MS, 3000),
    schedulerIntervalMs: int("SCHEDULER_INTERVAL_MS", env.SCHEDULER_INTERVAL_MS, 5000),
    testClock: env.TEST_CLOCK === "1" && (env.DEV_OUTBOX === "1" || env.DEV_OUTBOX === "true"),
    transparencyKey: env.TRANSPARENCY_KEY || undefined,
    apiKeyEncryptionKey: env.API_KEY_ENCRYPTION_KEY || undefined,
    chain: chainConfig(env),
    hedge: hedgeConfig(env),
  };
}

export interface HedgeConfig {
  /** a CCXT exchange id (HEDGE_EXCHANGE), e.g. `binance` */
  exchange: string;
  /** the hedging account's key and secret at that venue (HEDGE_API_KEY, HEDGE_SECRET): never logged */
  apiKey: string;
  secret: string;
  /** the REST base of a Binance-compatible venue (HEDGE_URL), e.g. another Bourse's `…/api/v3` */
  url: string | undefined;
  /** the net exposure per market, in its quote currency, the house carries itself (HEDGE_THRESHOLD) */
  threshold: string;
  /** how often a round runs (HEDGE_INTERVAL_MS) */
  intervalMs: number;
}

function hedgeConfig(env: NodeJS.ProcessEnv): HedgeConfig | undefined {
  const exchange = env.HEDGE_EXCHANGE?.trim();
  if (!exchange) return undefined;
  if (!/^[a-z0-9]+$/.test(exchange))
    throw new Error(`HEDGE_EXCHANGE must be a CCXT exchange id, got "${exchange}"`);
  const apiKey = env.HEDGE_API_KEY?.trim();
  const secret = env.HEDGE_SECRET?.trim();
  if (!apiKey || !secret) throw new Error("HEDGE_EXCHANGE needs HEDGE_API_KEY and HEDGE_SECRET");
  const url = env.HEDGE_URL?.trim() || undefined;
  if (url !== undefined && !/^https?:\/\/[^\s]+$/.test(url))
    throw new Error(`HEDGE_URL must be an http(s) address, got "${url}"`);
  const threshold = env.HEDGE_THRESHOLD?.trim() || "10000";
  if (!/^\d+(\.\d+)?$/.test(threshold))
    throw new Error(`HEDGE_THRESHOLD must be a non-negative decimal, got "${threshold}"`);
  const intervalMs = int("HEDGE_INTERVAL_MS", env.HEDGE_INTERVAL_MS, 5000);
  if (intervalMs < 100) throw new Error("HEDGE_INTERVAL_MS must be at least 100");
  return { exchange, apiKey, secret, url: url?.replace(/\/+$/, ""), threshold, intervalMs };
}

export interface ChainConfig {
  /** the node's JSON-RPC endpoint (CHAIN_RPC_URL) */
  rpcUrl: string;
  /** the venue's account-level extended public key (m/44'/60'/0'): deposit addresses and the hot wallet */
  xpub: string;
  /** the test USDT's contract on a dev chain, set on the USDT network when the console has none */
  usdtContract: string | undefined;
  /** the signer's address and the secret requests to it are signed with; without them nothing is sent */
  signerUrl: string | undefined;
  signerSecret: string | undefined;
  /** how often the watcher looks for new blocks */
  pollMs: number;
  /** a broadcast transaction unmined this long is sent again with a higher fee */
  stuckMs: number;
}

function chainConfig(env: NodeJS.ProcessEnv): ChainConfig | undefined {
  const rpcUrl = env.CHAIN_RPC_URL?.trim();
  if (!rpcUrl) return undefined;
  const xpub = env.CHAIN_XPUB?.trim();
  if (!xpub?.startsWith("xpub"))
    throw new Error("CHAIN_RPC_URL needs CHAIN_XPUB, the venue's extended public key (xpub…)");
  const usdt = env.CHAIN_USDT_CONTRACT?.trim().toLowerCase();
  if (usdt && !/^0x[0-9a-f]{40}$/.test(usdt))
    throw new Error(`CHAIN_USDT_CONTRACT must be a 0x address, got "${usdt}"`);
  const signerSecret = env.CHAIN_SIGNER_SECRET?.trim() || undefined;
  if (signerSecret !== undefined && signerSecret.length < 32)
    throw new Error("CHAIN_SIGNER_SECRET must be at least 32 characters");
  return {
    rpcUrl,
    xpub,
    usdtContract: usdt || undefined,
    signerUrl: env.CHAIN_SIGNER_URL?.trim() || undefined,
    signerSecret,
    pollMs: int("CHAIN_POLL_MS", env.CHAIN_POLL_MS, 1000),
    stuckMs: int("CHAIN_STUCK_MS", env.CHAIN_STUCK_MS, 90_000),
  };
}

const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" → each entry checked, so a typo fails at start, not silently. */
function trustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address ?? "");
    const prefixOk =
      bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (!PROXY_RANGES.has(entry) && (family === 0 || !prefixOk || rest.length > 0))
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDRs (or loopback, linklocal, uniquelocal), got "${entry}"`,
      );
  }
  return entries;
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

const on = (value: string | undefined) => value === "1" || value === "true";

/**
 * Whether a PostgreSQL connection string reaches a server on this machine: its host (or every host of
 * a `host=` parameter, or PGHOST when the URL names none) is 127.0.0.0/8, localhost, ::1 or a unix
 * socket directory. Anything unreadable counts as elsewhere.
 */
export function isLocalDatabase(url: string, env: NodeJS.ProcessEnv = {}): boolean {
  const local = (host: string) => {
    const h = host
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, "$1");
    if (h.startsWith("/")) return true; // a unix socket's directory
    if (h === "localhost" || h === "::1") return true;
    return isIP(h) === 4 && h.startsWith("127.");
  };
  const all = (hosts: string) => hosts.split(",").every(local);
  if (url.startsWith("/")) return true; // "/socket/dir dbname", as pg reads it
  // read as pg reads it (pg-connection-string): "user@/db?host=…" has no host before its path
  let parsed: URL;
  let noHost = false;
  try {
    parsed = new URL(url);
  } catch {
    try {
      parsed = new URL(url.replace("@/", "@no-host/"));
      noHost = true;
    } catch {
      return false;
    }
  }
  if (parsed.protocol === "socket:") return true;
  const hostParam = parsed.searchParams.get("host");
  if (hostParam) return all(hostParam);
  let host: string;
  try {
    host = noHost ? "" : decodeURIComponent(parsed.hostname);
  } catch {
    return false;
  }
  if (host === "") return env.PGHOST ? all(env.PGHOST) : true; // pg's default: localhost
  return local(host);
}

/** What `deploymentCheck` found: reasons not to start, and what to warn about when starting. */
export interface DeploymentCheck {
  problems: string[];
  warnings: string[];
}

/**
 * A server with DATABASE_URL is a real deployment: it does not start with the published default
 * operator password or one shorter than 12 characters, nor with the dev outbox (DEV_OUTBOX) or the
 * movable test clock (TEST_CLOCK) on, and not with OPERATOR_2FA=seed-exempt unless the database is on this
 * machine. TEST_DEPLOYMENT=1 marks a throwaway deployment (browser tests, a
 * local cluster) and allows DEV_OUTBOX and TEST_CLOCK, with a warning, but only on a database on this
 * machine. Without DATABASE_URL (the embedded demo) nothing is refused.
 */
export function deploymentCheck(
  config: Pick<Config, "databaseUrl" | "adminPassword" | "devOutbox" | "testClock" | "operator2fa">,
  env: NodeJS.ProcessEnv,
): DeploymentCheck {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (!config.databaseUrl) return { problems, warnings };

  if (config.adminPassword === DEFAULT_ADMIN_PASSWORD)
    problems.push(
      `ADMIN_PASSWORD is unset or the published default: with DATABASE_URL set, the operator password must be your own, at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    );
  else if ([...config.adminPassword].length < MIN_ADMIN_PASSWORD_LENGTH)
    problems.push(
      `ADMIN_PASSWORD is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters: with DATABASE_URL set, the operator password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`,
    );

  const local = isLocalDatabase(config.databaseUrl, env);
  if (config.operator2fa === "seed-exempt" && !local)
    problems.push(
      "OPERATOR_2FA=seed-exempt lets the first operator work without an authenticator: it is accepted only when DATABASE_URL's host is this machine (127.0.0.1, localhost, ::1 or a unix socket)",
    );
  const throwaway = on(env.TEST_DEPLOYMENT);
  if (throwaway && !local)
    problems.push(
      "TEST_DEPLOYMENT=1 is accepted only when DATABASE_URL's host is this machine (127.0.0.1, localhost, ::1 or a unix socket)",
    );
  const devFeatures = [
    ...(config.devOutbox ? ["DEV_OUTBOX=1 (GET /api/dev/outbox shows verification codes)"] : []),
    ...(config.testClock || env.TEST_CLOCK === "1"
      ? ["TEST_CLOCK=1 (POST /api/dev/clock moves the clock)"]
      : []),
  ];
  for (const feature of devFeatures) {
    if (throwaway && local)
      warnings.push(
        `${feature} is on: TEST_DEPLOYMENT=1 marks this as a throwaway deployment, never production`,
      );
    else
      problems.push(
        `${feature} is a test feature: with DATABASE_URL set it needs TEST_DEPLOYMENT=1 and a database on this machine`,
      );
  }
  return { problems, warnings };
}
