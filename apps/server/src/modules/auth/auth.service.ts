import { createHash, randomBytes, randomInt } from "node:crypto";
import { EventEmitter } from "node:events";
import type { LoginBody, RegisterBody, UserInfo } from "@bourse/contract";
import type { Db, Queryable } from "../../db/db.ts";
import type { SessionUser } from "../../http/auth.ts";
import type { Lang } from "../../http/lang.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import type { Sender } from "../../notify/sender.ts";
import { checkTotp } from "../../security/totp.ts";
import { readSetting } from "../../settings/settings.read.ts";
import {
  type AccountRef,
  isEmail,
  normalizeAreaCode,
  normalizeEmail,
  normalizePhone,
  recipientOf,
} from "./account.ts";
import * as repo from "./auth.repo.ts";
import { latestCode as latestCodeRow } from "./codes.repo.ts";
import { issueCode, type Scene, sendCode, useCode } from "./codes.service.ts";
import { hashPassword, isStrongPassword, verifyPassword } from "./password.ts";

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/**
 * How long withdrawals stay locked after a password, fund password or authenticator change: the
 * operator setting `withdraw_lock_hours` (default 24).
 */
export async function withdrawLockUntil(q: Queryable, now: Date): Promise<Date> {
  const hours = await readSetting(q, "withdraw_lock_hours");
  return new Date(now.getTime() + hours * 3600_000);
}
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;

/** A signed-in user's session, and when it runs out. */
export type LiveSession = SessionUser & { expiresAt: Date };
const TOUCH_EVERY_MS = 5 * 60_000;
const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export interface AuthDeps {
  db: Db;
  sender: Sender;
  clock: () => Date;
  passwordCost: number;
}

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** Parses an account string; `type` is inferred from an `@` when the client leaves it out. */
export function parseAccount(
  raw: string,
  type: "email" | "mobile" | undefined,
  areaCodeRaw: string | undefined,
): Outcome<AccountRef> {
  const kind = type ?? (raw.includes("@") ? "email" : "mobile");
  if (kind === "email") {
    const email = normalizeEmail(raw);
    return isEmail(email) ? success({ kind, email }) : failure("AUTH_INVALID_EMAIL");
  }
  const phone = normalizePhone(raw);
  if (!phone) return failure("AUTH_INVALID_MOBILE");
  const areaCode = normalizeAreaCode(areaCodeRaw);
  if (areaCode === undefined) return failure("AUTH_INVALID_AREA_CODE");
  return success({ kind, areaCode, phone });
}

/** The user's own bound address of a channel, if any. */
function ownRef(user: repo.UserRow, channel: "email" | "mobile"): AccountRef | undefined {
  if (channel === "email") return user.email ? { kind: "email", email: user.email } : undefined;
  return user.phone ? { kind: "mobile", areaCode: user.area_code, phone: user.phone } : undefined;
}

/** The account as stored, in the kind asked for: a mobile number gains its stored dialling code. */
function canonicalRef(user: repo.UserRow, asked: AccountRef): AccountRef {
  return asked.kind === "email" ? asked : { kind: "mobile", areaCode: user.area_code, phone: asked.phone };
}

const takenCode = (ref: AccountRef) => (ref.kind === "email" ? "AUTH_EMAIL_TAKEN" : "AUTH_MOBILE_TAKEN");
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === "23505";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

export function toUserInfo(
  u: repo.UserRow,
  demo: { mode: "real" | "demo"; id: number | null } = { mode: "real", id: null },
): UserInfo {
  return {
    id: u.id,
    account: u.email ?? `+${u.area_code ?? ""}${u.phone ?? ""}`,
    email: u.email,
    phone: u.phone,
    area_code: u.area_code,
    nickname: u.nickname,
    head_portrait: u.head_portrait,
    extension_code: u.invite_code,
    lang: u.lang,
    kyc_level: u.kyc_level,
    real_state: u.real_state,
    google_bound: u.google_secret !== null,
    pay_password_set: u.pay_password_hash !== null,
    signature: u.signature,
    anti_phishing_set: u.anti_phishing_code !== null,
    withdraw_locked_until: u.withdraw_locked_until?.toISOString() ?? null,
    created_at: u.created_at.toISOString(),
    mode: demo.mode,
    demo_user_id: demo.id,
  };
}

/** What the auth service emits as `ended` once revocations have committed. */
export interface SessionsEnded {
  userId: number;
  sessionIds: number[];
}

export function createAuthService(deps: AuthDeps) {
  const { db, clock } = deps;
  /**
   * `ended` (SessionsEnded): sessions were revoked; whatever follows them (sockets) lets go.
   * `switched` ({userId}): one of the user's sessions now acts as another of the user's accounts.
   */
  const events = new EventEmitter();

  /**
   * register and bind need a free address; forget needs exactly one existing account; security goes to
   * the signed-in user's own bound address of that channel.
   */
  async function sendAccountCode(
    ref: AccountRef | undefined,
    channel: "email" | "mobile",
    scene: Scene,
    lang: Lang,
    userId?: number,
  ): Promise<Outcome<null>> {
    const own = scene === "security" || scene === "api_key";
    if ((scene === "bind" || own) && userId === undefined) return failure("AUTH_NOT_LOGGED_IN");
    const me = userId === undefined ? undefined : await repo.findUserById(db, userId);
    let target: AccountRef;
    let recipient: repo.UserRow | undefined;
    if (own) {
      const bound = me && ownRef(me, channel);
      if (!bound)
        return failure("SECURITY_NO_BOUND_ACCOUNT", {
          channel: { key: channel === "email" ? "CHANNEL_EMAIL" : "CHANNEL_MOBILE" },
        });
      [target, recipient] = [bound, me];
    } else {
      if (!ref) return failure(channel === "email" ? "AUTH_INVALID_EMAIL" : "AUTH_INVALID_MOBILE");
      const existing = await repo.findUsers(db, ref);
      if (scene === "forget") {
        if (existing.length !== 1) return failure("AUTH_ACCOUNT_NOT_FOUND", { account: recipientOf(ref) });
        [target, recipient] = [canonicalRef(existing[0]!, ref), existing[0]];
      } else {
        if (ref.kind === "mobile" && !ref.areaCode) return failure("AUTH_INVALID_AREA_CODE");
        if (existing.length > 0) return failure(takenCode(ref));
        [target, recipient] = [ref, me];
      }
    }
    const issued = await db.tx((q) => issueCode(q, target, scene, clock()));
    if (!issued.ok) return issued;
    await sendCode(deps.sender, target, issued.value, lang, recipient?.anti_phishing_code ?? null);
    return success(null);
  }

  /**
   * Checks a security code of the signed-in user: it went to their email or their phone, whichever they
   * asked for last. Run inside the transaction that makes the change.
   */
  async function useSecurityCode(
    q: Queryable,
    userId: number,
    code: string,
    scene: "security" | "api_key" = "security",
  ): Promise<Outcome<null>> {
    const user = await repo.findUserById(q, userId);
    const refs = user
      ? [ownRef(user, "email"), ownRef(user, "mobile")].filter((r): r is AccountRef => r !== undefined)
      : [];
    let latest: { ref: AccountRef; at: number } | undefined;
    for (const ref of refs) {
      const row = await latestCodeRow(q, recipientOf(ref), scene);
      if (row && (!latest || row.created_at.getTime() > latest.at))
        latest = { ref, at: row.created_at.getTime() };
    }
    if (!latest) return failure("CODE_WRONG");
    return useCode({ q, now: clock() }, latest.ref, scene, code.trim());
  }

  async function checkAvailable(ref: AccountRef): Promise<Outcome<null>> {
    return (await repo.findUsers(db, ref)).length > 0 ? failure(takenCode(ref)) : success(null);
  }

  async function register(body: RegisterBody, lang: Lang): Promise<Outcome<{ userId: number }>> {
    const parsed = parseAccount(body.user_string, body.type, body.area_code);
    if (!parsed.ok) return parsed;
    const ref = parsed.value;
    if (ref.kind === "mobile" && !ref.areaCode) return failure("AUTH_INVALID_AREA_CODE");
    if (!isStrongPassword(body.password)) return failure("AUTH_WEAK_PASSWORD");
    if (body.password !== body.re_password) return failure("AUTH_PASSWORD_MISMATCH");
    if ((await repo.findUsers(db, ref)).length > 0) return failure(takenCode(ref));

    const invite = body.extension_code?.trim().toUpperCase() ?? "";
    const inviterId = invite === "" ? null : await repo.findUserIdByInviteCode(db, invite);
    if (inviterId === undefined) return failure("AUTH_INVALID_INVITE_CODE");

    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    try {
      return await db.tx(async (q) => {
        const used = await useCode({ q, now: clock() }, ref, "register", body.code.trim());
        if (!used.ok) return used;
        const userId = await insertWithFreshInviteCode(q, { ref, passwordHash, inviterId, lang });
        return success({ userId });
      });
    } catch (err) {
      if (isUniqueViolation(err)) return failure(takenCode(ref));
      throw err;
    }
  }

  async function insertWithFreshInviteCode(
    q: Queryable,
    u: { ref: AccountRef; passwordHash: string; inviterId: number | null; lang: string },
  ): Promise<number> {
    for (;;) {
      const inviteCode = newInviteCode();
      if ((await repo.findUserIdByInviteCode(q, inviteCode)) === undefined)
        return repo.insertUser(q, { ...u, inviteCode, createdAt: clock() });
    }
  }

  /** A wrong password counts toward a short lock; the same answer for unknown accounts hides who exists. */
  async function login(body: LoginBody, client: ClientInfo): Promise<Outcome<string>> {
    const parsed = parseAccount(body.user_string, body.type, body.area_code);
    if (!parsed.ok) return parsed;
    const users = await repo.findUsers(db, parsed.value);
    const user = users.length === 1 ? users[0] : undefined;
    const now = clock();
    if (!user) {
      await verifyPassword(body.password, await dummyHash());
      return nobodysFailure(parsed.value, now);
    }
    const attempt = { ip: client.ip, userAgent: client.userAgent };
    // each attempt on an existing account is kept with where it came from (the console's sign-in history)
    const failed = async (f: Failure): Promise<Failure> => {
      await repo.recordLogin(db, { userId: user.id, outcome: f.code, ...attempt, sessionId: null, now });
      return f;
    };
    if (user.status !== "active") return failed(failure("AUTH_ACCOUNT_DISABLED"));
    if (user.locked_until && user.locked_until > now) {
      return failed(
        failure("AUTH_ACCOUNT_LOCKED", {
          minutes: Math.ceil((user.locked_until.getTime() - now.getTime()) / 60_000),
        }),
      );
    }
    if (!(await verifyPassword(body.password, user.password_hash))) {
      const lock = user.failed_logins + 1 >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_MS) : null;
      await repo.recordFailedLogin(db, user.id, lock);
      return failed(
        lock
          ? failure("AUTH_ACCOUNT_LOCKED", { minutes: LOCK_MS / 60_000 })
          : failure("AUTH_WRONG_CREDENTIALS"),
      );
    }

    let totpStep: number | undefined;
    if (user.google_secret) {
      if (!body.google_code) return failed(failure("AUTH_GOOGLE_CODE_REQUIRED"));
      totpStep = await checkTotp(user.google_secret, body.google_code.trim(), now, user.google_last_step);
      if (totpStep === undefined) return failed(failure("SECURITY_GOOGLE_WRONG_CODE"));
    }

    const token = randomBytes(32).toString("base64url");
    await db.tx(async (q) => {
      await repo.clearFailedLogins(q, user.id);
      if (totpStep !== undefined) await repo.recordTotpStep(q, user.id, totpStep);
      const sessionId = await repo.insertSession(q, {
        userId: user.id,
        tokenHash: sha256(token),
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 256),
        now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      });
      await repo.recordLogin(q, { userId: user.id, outcome: "ok", ...attempt, sessionId, now });
    });
    return success(token);
  }

  /**
   * A failed sign-in of an account nobody has answers as a real account's would: wrong credentials, and
   * the lock on the fifth try within the lock's span, then the lock until it runs out.
   */
  async function nobodysFailure(ref: AccountRef, now: Date): Promise<Failure> {
    // a phone number counts whatever dialling code comes with it, as the sign-in itself finds it
    const account = ref.kind === "email" ? `email:${ref.email}` : `phone:${ref.phone}`;
    const [row] = await db.query<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO login_failures AS f (account, failures, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (account) DO UPDATE SET
         failures = CASE WHEN f.locked_until <= $2 THEN 1 ELSE f.failures + 1 END,
         locked_until = CASE
           WHEN f.locked_until > $2 THEN f.locked_until
           WHEN f.locked_until IS NULL AND f.failures + 1 >= $3 THEN $4::timestamptz
           ELSE NULL END,
         updated_at = $2
       RETURNING failures, locked_until`,
      [account, now, MAX_FAILED_LOGINS, new Date(now.getTime() + LOCK_MS)],
    );
    if (row?.locked_until && row.locked_until > now)
      return failure("AUTH_ACCOUNT_LOCKED", {
        minutes: Math.ceil((row.locked_until.getTime() - now.getTime()) / 60_000),
      });
    return failure("AUTH_WRONG_CREDENTIALS");
  }

  let dummy: Promise<string> | undefined;
  const dummyHash = () => {
    dummy ??= hashPassword("not-a-real-password-1", deps.passwordCost);
    return dummy;
  };

  /**
   * Live sessions seen in the last 2 s, so that a burst of calls does not read the same row each time.
   * Every revocation in this process forgets the user's entries; the 2 s bound covers a revocation on
   * another node, or one racing its own transaction's commit.
   */
  const recent = new Map<string, { user: LiveSession; until: number }>();
  const RECENT_MS = 2000;
  function forgetSessions(userId: number) {
    for (const [hash, entry] of recent)
      if ((entry.user.owner ?? entry.user.id) === userId) recent.delete(hash);
  }

  /** Call once the revocation of `sessionIds` has committed: forgets them here and tells the listeners. */
  function sessionsEnded(userId: number, sessionIds: number[]) {
    forgetSessions(userId);
    if (sessionIds.length > 0) events.emit("ended", { userId, sessionIds } satisfies SessionsEnded);
  }

  /**
   * The guard's lookup: a live, unrevoked session of an active user. `fresh` reads the database even
   * when the session was seen in the last 2 s.
   */
  async function authenticate(token: string, fresh = false): Promise<LiveSession | undefined> {
    const now = clock();
    const hash = sha256(token);
    const known = recent.get(hash);
    if (!fresh && known && known.until > Date.now() && known.user.expiresAt > now) return known.user;
    const session = await repo.findLiveSession(db, hash, now);
    if (!session) {
      recent.delete(hash);
      return undefined;
    }
    if (now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS)
      await repo.touchSession(db, session.id, now);
    const user: LiveSession = {
      id: session.acting_user ?? session.user_id,
      sessionId: session.id,
      expiresAt: session.expires_at,
      ...(session.acting_user !== null ? { owner: session.user_id } : {}),
    };
    if (recent.size > 100_000) recent.clear();
    recent.set(hash, { user, until: Date.now() + RECENT_MS });
    return user;
  }

  /**
   * Makes the session act as the user's demo account (`demo`), or as the user again (null). The token
   * stays the same; every node forgets what it remembered of the user's sessions (`switched`).
   */
  async function actAs(user: SessionUser, demo: number | null): Promise<void> {
    await db.query("UPDATE sessions SET acting_user = $2 WHERE id = $1", [user.sessionId, demo]);
    const owner = user.owner ?? user.id;
    forgetSessions(owner);
    events.emit("switched", { userId: owner });
  }

  async function logout(user: SessionUser): Promise<void> {
    await repo.revokeSession(db, user.sessionId, clock());
    sessionsEnded(user.id, [user.sessionId]);
  }

  /** Resets the login password with a code; every session of the account is revoked. */
  async function resetPassword(body: {
    account: string;
    password: string;
    repassword: string;
    code: string;
    area_code?: string;
  }): Promise<Outcome<null>> {
    const parsed = parseAccount(body.account, undefined, body.area_code);
    if (!parsed.ok) return parsed;
    if (!isStrongPassword(body.password)) return failure("AUTH_WEAK_PASSWORD");
    if (body.password !== body.repassword) return failure("AUTH_PASSWORD_MISMATCH");
    const users = await repo.findUsers(db, parsed.value);
    const user = users.length === 1 ? users[0] : undefined;
    if (!user) return failure("AUTH_ACCOUNT_NOT_FOUND", { account: body.account });
    const ref = canonicalRef(user, parsed.value);
    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    const ended = await db.tx(async (q) => {
      const now = clock();
      const used = await useCode({ q, now }, ref, "forget", body.code.trim());
      if (!used.ok) return used;
      await repo.updatePassword(q, user.id, passwordHash, now, await withdrawLockUntil(q, now));
      forgetSessions(user.id);
      return success(await repo.revokeAllSessions(q, user.id, now));
    });
    if (!ended.ok) return ended;
    sessionsEnded(user.id, ended.value);
    return success(null);
  }

  /** The user behind a live session (the guard has checked it exists and is active). */
  async function userInfo(userId: number, mode: "real" | "demo" = "real"): Promise<UserInfo> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw new Error(`user ${userId} of a live session is missing`);
    const [demo] = await db.query<{ id: number }>("SELECT id FROM users WHERE demo_of = $1", [userId]);
    return toUserInfo(user, { mode, id: demo?.id ?? null });
  }

  async function setLang(userId: number, lang: Lang): Promise<void> {
    await repo.updateLang(db, userId, lang);
  }

  interface SessionRow {
    id: number;
    ip: string | null;
    user_agent: string | null;
    created_at: Date;
    last_seen_at: Date;
  }

  /** The user's live sessions, newest first, marking the one asking. */
  async function listSessions(user: SessionUser) {
    const rows = await db.query<SessionRow>(
      `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_seen_at DESC, id DESC`,
      [user.id, clock()],
    );
    return rows.map((r) => ({
      id: r.id,
      ip: r.ip ?? "",
      device: r.user_agent ?? "",
      created_at: r.created_at.toISOString(),
      last_seen_at: r.last_seen_at.toISOString(),
      current: r.id === user.sessionId,
    }));
  }

  /** Ends one of the user's own sessions; another user's session id is "not found". */
  async function endSession(user: SessionUser, sessionId: number): Promise<Outcome<null>> {
    const rows = await db.query<{ id: number }>(
      "UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id",
      [sessionId, user.id, clock()],
    );
    sessionsEnded(
      user.id,
      rows.map((r) => r.id),
    );
    return rows.length === 1 ? success(null) : failure("SESSION_NOT_FOUND");
  }

  /**
   * Revokes the user's other sessions inside the caller's transaction and answers their ids: the caller
   * passes them to `sessionsEnded` once it has committed.
   */
  async function endOtherSessions(q: Queryable, user: SessionUser): Promise<number[]> {
    const rows = await q.query<{ id: number }>(
      "UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id",
      [user.id, user.sessionId, clock()],
    );
    forgetSessions(user.id);
    return rows.map((r) => r.id);
  }

  return {
    events,
    sessionsEnded,
    sendAccountCode,
    useSecurityCode,
    listSessions,
    endSession,
    endOtherSessions,
    forgetSessions,
    checkAvailable,
    register,
    login,
    authenticate,
    logout,
    actAs,
    resetPassword,
    userInfo,
    setLang,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
