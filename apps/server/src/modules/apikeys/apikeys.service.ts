import { isIP } from "node:net";
import {
  API_KEY_MAX_IPS,
  API_KEY_MAX_LIVE,
  API_KEY_PERMISSIONS,
  type ApiKey,
  type ApiKeyAdmin,
  type ApiKeyCreated,
  type ApiKeyPermission,
} from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import type { SessionUser } from "../../http/auth.ts";
import type { Lang } from "../../http/lang.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { checkTotp } from "../../security/totp.ts";
import type { AuthService } from "../auth/index.ts";
import {
  decryptSecret,
  ed25519Valid,
  encryptSecret,
  hmacValid,
  parseEd25519PublicKey,
  randomToken,
} from "./apikeys.crypto.ts";
import * as store from "./apikeys.store.ts";

export interface ApiKeysDeps {
  db: Db;
  clock: () => Date;
  /** the AES-256-GCM key HMAC secrets are kept encrypted with (32 bytes) */
  encryptionKey: Buffer;
  auth: Pick<AuthService, "sendAccountCode" | "useSecurityCode">;
}

export interface CreateKeyBody {
  label: string;
  permissions: string;
  ips?: string | undefined;
  expires_at?: number | undefined;
  public_key?: string | undefined;
  code: string;
  google_code?: string | undefined;
}

/** What a signed call to the trading API brings, as `verifySigned` reads it. */
export interface SignedCall {
  /** the `X-MBX-APIKEY` header */
  apiKey: string | undefined;
  /** exactly the text that was signed: the query string, then the body text */
  payload: string;
  signature: string | undefined;
  /** the call's `timestamp` parameter, ms */
  timestamp: number | undefined;
  /** the call's `recvWindow`, ms (default 5000, at most 60000) */
  recvWindow?: number | undefined;
  /** the caller's address */
  ip: string;
  need: ApiKeyPermission;
  now: Date;
}

export type Verified =
  | { ok: true; userId: number; keyId: number; permissions: ApiKeyPermission[] }
  | { ok: false; code: -1021 | -1022 | -1131 | -2014 | -2015; msg: string };

export const RECV_WINDOW_DEFAULT = 5000;
export const RECV_WINDOW_MAX = 60_000;
/** How far ahead of the server's clock a timestamp may be. */
export const TIMESTAMP_AHEAD_MS = 1000;
/** last_used_at is written at most this often per key. */
const TOUCH_EVERY_MS = 60_000;

const refused = (
  code: -1021 | -1022 | -1131 | -2014 | -2015,
  msg: string,
): Extract<Verified, { ok: false }> => ({
  ok: false,
  code,
  msg,
});
const INVALID_KEY = "Invalid API-key, IP, or permissions for action.";

/** The caller's address as an allowlist compares it: an IPv4-mapped IPv6 address is its IPv4. */
function plainIp(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (v4 ? v4[1]! : ip).toLowerCase();
}

/** Expands an IPv6 address to its 8 groups, so that equal addresses compare equal. */
function canonicalIp(ip: string): string {
  const plain = plainIp(ip);
  if (isIP(plain) !== 6) return plain;
  const [head, tail] = plain.includes("::") ? plain.split("::") : [plain, undefined];
  const h = head ? head.split(":") : [];
  const t = tail ? tail.split(":") : [];
  // an embedded IPv4 tail counts as two groups
  const groups = (parts: string[]) =>
    parts.flatMap((p) => {
      if (!p.includes(".")) return [p];
      const b = p.split(".").map(Number);
      return [((b[0]! << 8) | b[1]!).toString(16), ((b[2]! << 8) | b[3]!).toString(16)];
    });
  const hg = groups(h);
  const tg = groups(t);
  const fill = tail === undefined ? [] : Array(8 - hg.length - tg.length).fill("0");
  return [...hg, ...fill, ...tg].map((g) => g.replace(/^0+(?=.)/, "")).join(":");
}

/** Parses the allowlist: addresses separated by commas, spaces or lines. */
export function parseIps(text: string | undefined): Outcome<string[]> {
  const list = [...new Set((text ?? "").split(/[\s,;]+/).filter((s) => s !== ""))];
  for (const ip of list) if (isIP(ip) === 0) return failure("APIKEY_IP_INVALID", { field: "ips", ip });
  if (list.length > API_KEY_MAX_IPS)
    return failure("APIKEY_TOO_MANY_IPS", { field: "ips", max: API_KEY_MAX_IPS });
  return success(list.map(canonicalIp));
}

/** "read,trade" → ["read", "trade"]; read is always included. */
export function parsePermissions(text: string): Outcome<ApiKeyPermission[]> {
  const asked = text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "");
  for (const p of asked)
    if (!(API_KEY_PERMISSIONS as readonly string[]).includes(p))
      return failure("APIKEY_PERMISSIONS_INVALID", { field: "permissions" });
  return success(API_KEY_PERMISSIONS.filter((p) => p === "read" || asked.includes(p)));
}

/**
 * API keys: a user's programs sign calls to the trading API with them. Created with a security code
 * (and the authenticator's code when one is bound), listed without their secrets, revoked by their
 * user or an operator (audited), disabled by the user's password change or lock; `verifySigned` checks
 * a signed call as Binance's API does.
 */
export function createApiKeysService(deps: ApiKeysDeps) {
  const { db, clock, encryptionKey } = deps;

  /** A security code for creating a key, to the person's own email or phone (a demo session's owner). */
  async function sendCode(user: SessionUser, channel: "email" | "mobile" | undefined, lang: Lang) {
    const person = user.owner ?? user.id;
    const sent = await deps.auth.sendAccountCode(undefined, channel ?? "email", "api_key", lang, person);
    if (!channel && !sent.ok && sent.code === "SECURITY_NO_BOUND_ACCOUNT")
      return deps.auth.sendAccountCode(undefined, "mobile", "api_key", lang, person);
    return sent;
  }

  async function create(user: SessionUser, body: CreateKeyBody): Promise<Outcome<ApiKeyCreated>> {
    const now = clock();
    const label = body.label.trim();
    if (label.length < 1 || label.length > 32) return failure("APIKEY_LABEL_INVALID", { field: "label" });
    const permissions = parsePermissions(body.permissions);
    if (!permissions.ok) return permissions;
    const ips = parseIps(body.ips);
    if (!ips.ok) return ips;
    if (permissions.value.includes("withdraw") && ips.value.length === 0)
      return failure("APIKEY_WITHDRAW_NEEDS_IPS", { field: "ips" });
    let expiresAt: Date | null = null;
    if (body.expires_at !== undefined) {
      const ms = body.expires_at < 1e11 ? body.expires_at * 1000 : body.expires_at;
      if (ms <= now.getTime()) return failure("APIKEY_EXPIRY_INVALID", { field: "expires_at" });
      expiresAt = new Date(ms);
    }
    let publicKey: string | null = null;
    if (body.public_key !== undefined && body.public_key.trim() !== "") {
      publicKey = parseEd25519PublicKey(body.public_key) ?? null;
      if (!publicKey) return failure("APIKEY_PUBLIC_KEY_INVALID", { field: "public_key" });
    }
    const person = user.owner ?? user.id;

    return db.tx(async (q) => {
      const [owner] = await q.query<{
        google_secret: string | null;
        google_last_step: number | null;
      }>("SELECT google_secret, google_last_step FROM users WHERE id = $1 FOR UPDATE", [person]);
      if (!owner) return failure("AUTH_NOT_LOGGED_IN");
      // the person's row is locked: two creations at once count one after the other
      await store.recordDisabled(q, person, now);
      if ((await store.liveCount(q, user.id, now)) >= API_KEY_MAX_LIVE)
        return failure("APIKEY_LIMIT_REACHED", { max: API_KEY_MAX_LIVE });
      if (owner.google_secret) {
        const googleCode = body.google_code?.trim();
        if (!googleCode) return failure("AUTH_GOOGLE_CODE_REQUIRED", { field: "google_code" });
        const step = await checkTotp(owner.google_secret, googleCode, now, owner.google_last_step);
        if (step === undefined) return failure("SECURITY_GOOGLE_WRONG_CODE", { field: "google_code" });
        await q.query("UPDATE users SET google_last_step = $2 WHERE id = $1", [person, step]);
      }
      const used = await deps.auth.useSecurityCode(q, person, body.code, "api_key");
      if (!used.ok) return { ...used, params: { ...used.params, field: "code" } };

      const apiKey = randomToken();
      const secret = publicKey ? null : randomToken();
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO api_keys (user_id, label, api_key, kind, secret_enc, public_key, permissions, ips,
           password_epoch, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT password_changed_at FROM users WHERE id = $9), $10, $11)
         RETURNING id`,
        [
          user.id,
          label,
          apiKey,
          publicKey ? "ed25519" : "hmac",
          secret ? encryptSecret(encryptionKey, secret, apiKey) : null,
          publicKey,
          permissions.value,
          ips.value,
          // copied in the database, to the microsecond its clock wrote (a JavaScript date keeps milliseconds)
          person,
          expiresAt,
          now,
        ],
      );
      return success({ id: Number(row!.id), api_key: apiKey, secret });
    });
  }

  /** The user's keys, newest first, never a secret; a key the user deleted is gone from the list. */
  async function list(user: SessionUser): Promise<ApiKey[]> {
    const now = clock();
    await store.recordDisabled(db, user.owner ?? user.id, now);
    return (await store.keysOfUser(db, user.id)).map((r) => store.toView(r, now));
  }

  /** Revokes one of the user's own keys (another's id: not found). */
  async function remove(user: SessionUser, id: number): Promise<Outcome<null>> {
    const row = await store.keyById(db, id);
    if (!row || Number(row.user_id) !== user.id || row.revoked_reason === store.DELETED_BY_USER)
      return failure("APIKEY_NOT_FOUND");
    const now = clock();
    if (row.revoked_at)
      await db.query("UPDATE api_keys SET revoked_reason = $2 WHERE id = $1", [id, store.DELETED_BY_USER]);
    else await store.revoke(db, id, store.DELETED_BY_USER, now);
    forget();
    return success(null);
  }

  /**
   * Records the keys a person's password change or lock disabled (called when their sessions end); what
   * was remembered of keys is forgotten at once, so the next call reads the disabling.
   */
  function disableIfNeeded(userId: number): Promise<number> {
    forget();
    return store.recordDisabled(db, userId, clock());
  }

  /** The console: one user's keys (id, email or phone; with their demo account's), or the latest. */
  async function adminList(user: string | undefined): Promise<Outcome<ApiKeyAdmin[]>> {
    let userId: number | undefined;
    const who = user?.trim();
    if (who) {
      const [found] = await db.query<{ id: number }>(
        `SELECT id FROM users WHERE ($1 ~ '^[0-9]{1,15}$' AND id = $1::bigint) OR lower(email) = lower($1)
            OR phone = $1 OR (area_code || phone) = replace(replace($1, ' ', ''), '+', '')
          ORDER BY id LIMIT 1`,
        [who],
      );
      if (!found) return success([]);
      userId = Number(found.id);
    }
    return success(await store.adminKeys(db, userId, clock()));
  }

  /** An operator revokes a key, with a reason (audited). */
  async function adminRevoke(
    operatorId: number,
    id: number,
    reason: string,
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    const done = await db.tx(async (q) => {
      const [row] = await q.query<{ id: number; user_id: number; revoked_at: Date | null; label: string }>(
        "SELECT id, user_id, revoked_at, label FROM api_keys WHERE id = $1 FOR UPDATE",
        [id],
      );
      if (!row || row.revoked_at) return failure("APIKEY_NOT_FOUND");
      const now = clock();
      await store.revoke(q, id, reason.trim(), now);
      await writeAudit(q, {
        operatorId,
        action: "apikey.revoke",
        targetType: "api_key",
        targetId: id,
        before: { user_id: Number(row.user_id), label: row.label, revoked_at: null },
        after: { revoked_at: now.toISOString(), reason: reason.trim() },
        ip,
        userId: row.user_id,
      });
      return success({ id });
    });
    // once committed: the next call reads the revocation
    forget();
    return done;
  }

  /**
   * Keys read in the last 2 s, so that a bot's burst of calls does not read the same row each time (as
   * sessions are remembered). Every revocation or disabling in this process forgets them; the 2 s bound
   * covers one on another node (`forgetKeys` forgets at once).
   */
  const recent = new Map<string, { row: store.ApiKeyRow; until: number; secret?: string }>();
  const RECENT_MS = 2000;
  const forget = () => recent.clear();
  async function keyRow(apiKey: string) {
    const known = recent.get(apiKey);
    if (known && known.until > Date.now()) return known.row;
    const row = await store.keyByApiKey(db, apiKey);
    if (recent.size > 10_000) recent.clear();
    if (row) recent.set(apiKey, { row, until: Date.now() + RECENT_MS });
    else recent.delete(apiKey);
    return row;
  }
  /** An HMAC key's secret, unsealed once while its row is remembered (AES-GCM costs more than the HMAC). */
  function secretOf(row: store.ApiKeyRow): string {
    const known = recent.get(row.api_key);
    if (known?.row === row && known.secret !== undefined) return known.secret;
    const secret = decryptSecret(encryptionKey, row.secret_enc!, row.api_key);
    if (known?.row === row) known.secret = secret;
    return secret;
  }

  /** The key of `apiKey` when it is live, allowed from `ip` and holds `need`. */
  async function usableKey({
    apiKey,
    ip,
    need,
    now,
  }: Omit<SignedCall, "payload" | "signature" | "timestamp">) {
    if (!apiKey || !/^[A-Za-z0-9]{64}$/.test(apiKey)) return refused(-2014, "API-key format invalid.");
    const row = await keyRow(apiKey);
    if (!row || row.revoked_at) return refused(-2015, INVALID_KEY);
    if (row.disabled_reason) {
      await disableIfNeeded(Number(row.user_id));
      return refused(-2015, INVALID_KEY);
    }
    if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return refused(-2015, INVALID_KEY);
    if (row.ips.length > 0 && !row.ips.includes(canonicalIp(ip))) return refused(-2015, INVALID_KEY);
    if (!row.permissions.includes(need)) return refused(-2015, INVALID_KEY);
    return { ok: true as const, row };
  }

  /**
   * A call that carries its key alone (Binance's USER_STREAM calls: a listen key's creation, keep-alive
   * and end): the key must be live, allowed from the caller's address and able to read.
   */
  async function verifyKey(call: { apiKey: string | undefined; ip: string; now: Date }): Promise<Verified> {
    const usable = await usableKey({ ...call, need: "read" });
    if (!usable.ok) return usable;
    const { row } = usable;
    return { ok: true, userId: Number(row.user_id), keyId: Number(row.id), permissions: row.permissions };
  }

  /**
   * Checks a signed call to the trading API, as Binance does: the key's format (-2014); a key that
   * exists, is neither revoked, expired nor disabled, allows the caller's address and has the permission
   * (-2015); the timestamp within recvWindow (-1021; recvWindow above 60000: -1131); the signature
   * (-1022): HMAC-SHA256 hex of `payload` with the secret, or Ed25519 (base64) with the public key.
   */
  async function verifySigned(call: SignedCall): Promise<Verified> {
    const { payload, signature, now } = call;
    const usable = await usableKey(call);
    if (!usable.ok) return usable;
    const { row } = usable;

    const recvWindow = call.recvWindow ?? RECV_WINDOW_DEFAULT;
    if (!Number.isInteger(recvWindow) || recvWindow <= 0 || recvWindow > RECV_WINDOW_MAX)
      return refused(-1131, "recvWindow must be less than 60000");
    const { timestamp } = call;
    if (timestamp === undefined || !Number.isFinite(timestamp))
      return refused(-1021, "Timestamp for this request is outside of the recvWindow.");
    if (timestamp >= now.getTime() + TIMESTAMP_AHEAD_MS)
      return refused(-1021, "Timestamp for this request was 1000ms ahead of the server's time.");
    if (now.getTime() - timestamp > recvWindow)
      return refused(-1021, "Timestamp for this request is outside of the recvWindow.");

    const valid =
      signature !== undefined &&
      (row.kind === "hmac"
        ? hmacValid(secretOf(row), payload, signature)
        : ed25519Valid(row.public_key!, payload, signature));
    if (!valid) return refused(-1022, "Signature for this request is not valid.");

    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= TOUCH_EVERY_MS) {
      row.last_used_at = now;
      await store.touch(db, Number(row.id), now);
    }
    return { ok: true, userId: Number(row.user_id), keyId: Number(row.id), permissions: row.permissions };
  }

  return {
    sendCode,
    create,
    list,
    remove,
    disableIfNeeded,
    adminList,
    adminRevoke,
    verifySigned,
    verifyKey,
    forgetKeys: forget,
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
