import type { Queryable } from "../../db/db.ts";
import type { AccountRef } from "./account.ts";

export interface UserRow {
  id: number;
  email: string | null;
  area_code: string | null;
  phone: string | null;
  password_hash: string;
  pay_password_hash: string | null;
  nickname: string | null;
  head_portrait: string | null;
  lang: string;
  invite_code: string;
  kyc_level: number;
  real_state: number;
  google_secret: string | null;
  google_pending_secret: string | null;
  google_last_step: number | null;
  signature: string | null;
  anti_phishing_code: string | null;
  withdraw_locked_until: Date | null;
  status: "active" | "locked";
  failed_logins: number;
  locked_until: Date | null;
  created_at: Date;
}

/** Users matching an account; a mobile number without a dialling code may match several. */
export async function findUsers(q: Queryable, ref: AccountRef): Promise<UserRow[]> {
  if (ref.kind === "email") return q.query<UserRow>("SELECT * FROM users WHERE email = $1", [ref.email]);
  if (ref.areaCode) {
    return q.query<UserRow>("SELECT * FROM users WHERE area_code = $1 AND phone = $2", [
      ref.areaCode,
      ref.phone,
    ]);
  }
  return q.query<UserRow>("SELECT * FROM users WHERE phone = $1 LIMIT 2", [ref.phone]);
}

export async function findUserById(q: Queryable, id: number): Promise<UserRow | undefined> {
  return (await q.query<UserRow>("SELECT * FROM users WHERE id = $1", [id]))[0];
}

export async function findUserIdByInviteCode(q: Queryable, code: string): Promise<number | undefined> {
  return (await q.query<{ id: number }>("SELECT id FROM users WHERE invite_code = $1", [code]))[0]?.id;
}

export async function insertUser(
  q: Queryable,
  u: {
    ref: AccountRef;
    passwordHash: string;
    inviteCode: string;
    inviterId: number | null;
    lang: string;
    /** the server's clock: sign-ups are counted by it (the console's dashboard, new-user offers) */
    createdAt: Date;
  },
): Promise<number> {
  const email = u.ref.kind === "email" ? u.ref.email : null;
  const [areaCode, phone] = u.ref.kind === "mobile" ? [u.ref.areaCode, u.ref.phone] : [null, null];
  const rows = await q.query<{ id: number }>(
    `INSERT INTO users (email, area_code, phone, password_hash, invite_code, inviter_id, lang, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [email, areaCode, phone, u.passwordHash, u.inviteCode, u.inviterId, u.lang, u.createdAt],
  );
  return rows[0]!.id;
}

export async function recordFailedLogin(q: Queryable, userId: number, lockUntil: Date | null): Promise<void> {
  await q.query(
    `UPDATE users SET failed_logins = CASE WHEN $2::timestamptz IS NULL THEN failed_logins + 1 ELSE 0 END,
       locked_until = COALESCE($2::timestamptz, locked_until) WHERE id = $1`,
    [userId, lockUntil],
  );
}

export async function clearFailedLogins(q: Queryable, userId: number): Promise<void> {
  await q.query("UPDATE users SET failed_logins = 0, locked_until = NULL WHERE id = $1", [userId]);
}

/** A new login password also locks withdrawals until `withdrawLockedUntil`. */
export async function updatePassword(
  q: Queryable,
  userId: number,
  passwordHash: string,
  now: Date,
  withdrawLockedUntil: Date,
): Promise<void> {
  await q.query(
    `UPDATE users SET password_hash = $2, password_changed_at = $3, failed_logins = 0, locked_until = NULL,
       withdraw_locked_until = GREATEST(COALESCE(withdraw_locked_until, $4), $4) WHERE id = $1`,
    [userId, passwordHash, now, withdrawLockedUntil],
  );
}

export async function recordTotpStep(q: Queryable, userId: number, step: number): Promise<void> {
  await q.query("UPDATE users SET google_last_step = $2 WHERE id = $1", [userId, step]);
}

export async function updateLang(q: Queryable, userId: number, lang: string): Promise<void> {
  await q.query("UPDATE users SET lang = $2 WHERE id = $1", [userId, lang]);
}

export async function insertSession(
  q: Queryable,
  s: { userId: number; tokenHash: string; ip: string; userAgent: string; now: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO sessions (user_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6) RETURNING id::text AS id`,
    [s.userId, s.tokenHash, s.ip, s.userAgent, s.now, s.expiresAt],
  );
  return Number(row!.id);
}

/** One sign-in attempt of an existing account: `outcome` is "ok" or the failure's code. */
export async function recordLogin(
  q: Queryable,
  l: { userId: number; outcome: string; ip: string; userAgent: string; sessionId: number | null; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO user_logins (user_id, success, outcome, ip, user_agent, session_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [l.userId, l.outcome === "ok", l.outcome, l.ip, l.userAgent.slice(0, 256), l.sessionId, l.now],
  );
}

interface SessionRow {
  id: number;
  user_id: number;
  /** the user's demo account when the session acts as it */
  acting_user: number | null;
  last_seen_at: Date;
  expires_at: Date;
}

export async function findLiveSession(
  q: Queryable,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const rows = await q.query<SessionRow>(
    `SELECT s.id, s.user_id, s.acting_user, s.last_seen_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND u.status = 'active'`,
    [tokenHash, now],
  );
  return rows[0];
}

export async function touchSession(q: Queryable, sessionId: number, now: Date): Promise<void> {
  await q.query("UPDATE sessions SET last_seen_at = $2 WHERE id = $1", [sessionId, now]);
}

export async function revokeSession(q: Queryable, sessionId: number, now: Date): Promise<void> {
  await q.query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [sessionId, now]);
}

/** Revokes every live session of the user; answers their ids. */
export async function revokeAllSessions(q: Queryable, userId: number, now: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    "UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id",
    [userId, now],
  );
  return rows.map((r) => r.id);
}
