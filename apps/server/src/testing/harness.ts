import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { build } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { checkLedger } from "../core/checker.ts";
import { type Db, openPglite, openPostgres, pgliteDump } from "../db/db.ts";
import { listMigrations, migrate } from "../db/migrate.ts";
import { hashPassword } from "../modules/auth/index.ts";
import { newTotpSecret, totpCodeAt } from "../security/totp.ts";

/**
 * A clean database for one test file, every migration applied: an in-memory PGlite (from the migrated
 * template), or a fresh schema on the PostgreSQL of DATABASE_URL (migrated here, dropped again by
 * `close()`).
 */
export async function testDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    template ??= migratedTemplate();
    return openPglite(undefined, await template);
  }
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(url, { searchPath: schema, max: 4 });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** The installed PGlite's version: a template is made again when it changes. */
const PGLITE_VERSION: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "../package.json"),
    "utf8",
  ),
).version;

/** This process's copy of the template, read once. */
let template: Promise<Blob> | undefined;

/**
 * An empty database with every migration applied, as a PGlite dump. It is made once per set of
 * migrations and kept in the system's temporary directory, shared by the test processes: a test's
 * database starts from it instead of creating a cluster and migrating it (about 1.3 s less each).
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash("sha256");
  for (const m of listMigrations()) hash.update(`${m.version}\n${m.sql}\n`);
  const file = join(tmpdir(), `bourse-pglite-${PGLITE_VERSION}-${hash.digest("hex").slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await pgliteDump(migrate);
    // written aside and renamed, so a process reading it never sees half a file
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/**
 * The venue's signing key of every test app: apps over one database (a restart, a writer and its front)
 * must sign with one key, as the nodes of a venue do (`recordVenueKey`).
 */
export const TEST_TRANSPARENCY_KEY = "7e".repeat(32);

/** A clock the test moves by hand. */
export function testClock(start = new Date("2026-01-05T08:00:00Z")) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (at: Date) => {
    now = at.getTime();
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ReturnType<typeof testClock>;
  /** POST a form-encoded body, as the legacy clients do. */
  form(url: string, body?: Record<string, string>, token?: string): Promise<Envelope>;
  json(url: string, body: unknown, token?: string): Promise<Envelope>;
  get(url: string, token?: string): Promise<Envelope>;
  raw: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export type Envelope = {
  type: string | number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes loosely, as clients do
  message: any;
  code?: string;
  field?: string;
  statusCode: number;
};

/**
 * An app over a clean database. With `reuse`, a second app over the database and clock of a first one
 * (a restart): closing either leaves the database open; close the last one with `close()` and then
 * `reuse.db.close()`.
 */
export async function testApp(
  overrides: Partial<Config> = {},
  reuse?: { db: Db; clock: ReturnType<typeof testClock> },
): Promise<TestApp> {
  const db = reuse?.db ?? (await testDb());
  const clock = reuse?.clock ?? testClock();
  const config: Config = {
    ...loadConfig({}),
    dataDir: `/tmp/bourse-test-${randomBytes(4).toString("hex")}`,
    devOutbox: true,
    // every answer checked against its route's schema; `close()` fails on a mismatch
    checkAnswers: true,
    authRateLimit: 0,
    accountRateLimit: 0,
    passwordCost: 1024,
    feed: { kind: "off" },
    // no made-up chart history unless a test asks for it (it costs a start a few hundred ms)
    historyBackfill: false,
    marketMaker: false,
    // jobs run when a test calls `scheduler.check()` (and once at start), never on a timer behind its back
    schedulerIntervalMs: 24 * 3600_000,
    transparencyKey: TEST_TRANSPARENCY_KEY,
    // the seeded admin signs in without an authenticator; every other operator binds one
    operator2fa: "seed-exempt",
    ...overrides,
  };
  const app = await build({
    config,
    db: reuse ? { ...db, close: async () => {} } : db,
    clock,
    logger: false,
  });
  const parse = (res: LightMyRequestResponse): Envelope =>
    ({ ...(res.json() as object), statusCode: res.statusCode }) as Envelope;
  const auth = (token?: string) => (token ? { authorization: token } : {});
  return {
    app,
    db,
    clock,
    async form(url, body = {}, token) {
      return parse(
        await app.inject({
          method: "POST",
          url,
          payload: new URLSearchParams(body).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded", ...auth(token) },
        }),
      );
    },
    async json(url, body, token) {
      return parse(await app.inject({ method: "POST", url, payload: body as object, headers: auth(token) }));
    },
    async get(url, token) {
      return parse(await app.inject({ method: "GET", url, headers: auth(token) }));
    },
    raw: (opts) => app.inject(opts),
    /** Closes the app after checking the ledger's invariants: every database test ends with the check. */
    async close() {
      await app.core.stop();
      const violations = await checkLedger(db);
      await app.close();
      if (violations.length > 0) throw new Error(`ledger invariants broken: ${JSON.stringify(violations)}`);
      const mismatches = app.answerMismatches;
      if (mismatches.length > 0)
        throw new Error(`answers unlike their schema: ${JSON.stringify(mismatches)}`);
    },
  };
}

/** The latest code the dev outbox holds for an address. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const res = await t.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const code = res.message?.[0]?.code;
  if (typeof code !== "string") throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Registers and logs in a user by email; returns the token. */
export async function signUp(t: TestApp, email: string, password = "secret123"): Promise<string> {
  await t.form("/api/sms_mail", { user_string: email });
  const code = await latestCode(t, email);
  const reg = await t.form("/api/user/register", {
    type: "email",
    user_string: email,
    code,
    password,
    re_password: password,
  });
  if (reg.type !== "ok") throw new Error(`register failed: ${reg.message}`);
  const login = await t.form("/api/user/login", { user_string: email, password, type: "email" });
  if (login.type !== "ok") throw new Error(`login failed: ${login.message}`);
  return login.message;
}

/** The smallest bytes each image kind is recognised by (the server checks magic bytes, not names). */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 3)]),
};

/** POSTs one file as multipart/form-data, as the app's upload call does. */
export async function upload(
  t: TestApp,
  token: string | undefined,
  bytes: Buffer,
  filename = "photo.png",
  field = "file",
  url = "/api/upload",
): Promise<Envelope> {
  const boundary = `----bourse${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await t.raw({
    method: "POST",
    url,
    payload,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(token ? { authorization: token } : {}),
    },
  });
  return { ...(res.json() as object), statusCode: res.statusCode } as Envelope;
}

/**
 * An operator of the given role (the seeded admin for "admin"); returns a console token. Another role is
 * a new operator with an authenticator bound, signed in with its code.
 */
export async function operatorToken(
  t: TestApp,
  role: "admin" | "reviewer" | "support" = "admin",
): Promise<string> {
  const username = role === "admin" ? "admin" : `${role}-${randomBytes(3).toString("hex")}`;
  const secret = newTotpSecret();
  if (role !== "admin") {
    await t.db.query(
      "INSERT INTO operators (username, password_hash, role, totp_secret) VALUES ($1, $2, $3, $4)",
      [username, await hashPassword("bourse-admin-2026", 1024), role, secret],
    );
  }
  const credentials: Record<string, string> = { username, password: "bourse-admin-2026" };
  if (role !== "admin") credentials.totp = await totpCodeAt(secret, t.clock());
  const login = await t.form("/api/admin/login", credentials);
  if (login.type !== "ok") throw new Error(`operator login failed: ${login.message}`);
  return login.message;
}

/**
 * The seeded admin signed in again after a sweep of generated calls may have reset its password,
 * disabled it or changed its role (the plausible operator id is 1, the seeded admin) and locked its
 * sign-in with generated passwords: it is put back as seeded first.
 */
export async function seededAdminAgain(t: TestApp): Promise<string> {
  await t.db.query("DELETE FROM operator_login_failures WHERE username = 'admin'");
  await t.db.query(
    "UPDATE operators SET password_hash = $1, disabled = false, role = 'admin' WHERE username = 'admin'",
    [await hashPassword("bourse-admin-2026", 1024)],
  );
  return operatorToken(t);
}

/** Binds a mobile number to a signed-in user through the real code flow. */
export async function bindMobile(t: TestApp, token: string, mobile: string, areaCode = "44"): Promise<void> {
  await t.form("/api/sms_send", { mobile, area_code: areaCode, scene: "bind" }, token);
  const code = await latestCode(t, `+${areaCode}${mobile}`);
  const bound = await t.form("/api/safe/mobile", { mobile, area_code: areaCode, code }, token);
  if (bound.type !== "ok") throw new Error(`bind mobile failed: ${bound.message}`);
}
