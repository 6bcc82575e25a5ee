import type { Db } from "../../db/db.ts";
import type { SessionUser } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { checkTotp, newTotpSecret, totpUri } from "../../security/totp.ts";
import {
  type AuthService,
  hashPassword,
  isStrongPassword,
  parseAccount,
  useCode,
  verifyPassword,
  withdrawLockUntil,
} from "../auth/index.ts";

const PAY_PASSWORD = /^\d{4,12}$/;
const ANTI_PHISHING = /^[A-Za-z0-9]{4,20}$/;

interface SecurityRow {
  email: string | null;
  phone: string | null;
  password_hash: string;
  google_secret: string | null;
  google_pending_secret: string | null;
}

/**
 * Changes to how an account is protected. Each change that could hand the account to someone else
 * (login password, fund password, authenticator) locks withdrawals for 24 hours; setting a fund password
 * for the first time is not a change and locks nothing.
 */
export function createSecurityService(deps: {
  db: Db;
  auth: AuthService;
  clock: () => Date;
  passwordCost: number;
}) {
  const { db, auth, clock } = deps;
  const lockSql =
    "withdraw_locked_until = GREATEST(COALESCE(withdraw_locked_until, $2::timestamptz), $2::timestamptz)";
  // read before a transaction starts: on PGlite a query outside the open transaction would wait for it
  const lockUntil = () => withdrawLockUntil(db, clock());

  async function row(userId: number): Promise<SecurityRow> {
    const [r] = await db.query<SecurityRow>(
      "SELECT email, phone, password_hash, google_secret, google_pending_secret FROM users WHERE id = $1",
      [userId],
    );
    if (!r) throw new Error(`user ${userId} missing`);
    return r;
  }

  /** Login password, with the current one; other devices are signed out. */
  async function changePassword(
    user: SessionUser,
    body: { old_password: string; password: string; re_password: string },
  ): Promise<Outcome<null>> {
    if (!(await verifyPassword(body.old_password, (await row(user.id)).password_hash))) {
      return failure("SECURITY_WRONG_PASSWORD");
    }
    if (!isStrongPassword(body.password)) return failure("AUTH_WEAK_PASSWORD");
    if (body.password !== body.re_password) return failure("AUTH_PASSWORD_MISMATCH");
    const hash = await hashPassword(body.password, deps.passwordCost);
    const until = await lockUntil();
    const ended = await db.tx(async (q) => {
      await q.query(
        `UPDATE users SET password_hash = $3, password_changed_at = now(), ${lockSql} WHERE id = $1`,
        [user.id, until, hash],
      );
      return auth.endOtherSessions(q, user);
    });
    auth.sessionsEnded(user.id, ended);
    return success(null);
  }

  /**
   * Fund password (withdrawals, fiat trades): 4–12 digits, with a security code. Changing it locks
   * withdrawals; the first one does not.
   */
  async function setPayPassword(
    userId: number,
    body: { password: string; re_password: string; code: string },
  ): Promise<Outcome<null>> {
    if (!PAY_PASSWORD.test(body.password)) return failure("SECURITY_INVALID_PAY_PASSWORD");
    if (body.password !== body.re_password) return failure("AUTH_PASSWORD_MISMATCH");
    const hash = await hashPassword(body.password, deps.passwordCost);
    const until = await lockUntil();
    return db.tx(async (q) => {
      const used = await auth.useSecurityCode(q, userId, body.code);
      if (!used.ok) return used;
      // only a change pauses withdrawals: a first fund password hands nothing over (the old value is
      // what the right-hand side reads)
      await q.query(
        `UPDATE users SET pay_password_hash = $3, withdraw_locked_until = CASE WHEN pay_password_hash IS NULL
           THEN withdraw_locked_until ELSE GREATEST(COALESCE(withdraw_locked_until, $2::timestamptz), $2::timestamptz) END
         WHERE id = $1`,
        [userId, until, hash],
      );
      return success(null);
    });
  }

  /** Binds a mobile number or email the account does not have yet, with a code sent to it (scene bind). */
  async function bindContact(
    userId: number,
    channel: "email" | "mobile",
    account: string,
    areaCode: string | undefined,
    code: string,
  ): Promise<Outcome<null>> {
    const current = await row(userId);
    if (channel === "email" && current.email) return failure("SECURITY_EMAIL_ALREADY_BOUND");
    if (channel === "mobile" && current.phone) return failure("SECURITY_MOBILE_ALREADY_BOUND");
    const parsed = parseAccount(account, channel, areaCode);
    if (!parsed.ok) return parsed;
    const ref = parsed.value;
    if (ref.kind === "mobile" && !ref.areaCode) return failure("AUTH_INVALID_AREA_CODE");
    try {
      return await db.tx(async (q) => {
        const used = await useCode({ q, now: clock() }, ref, "bind", code.trim());
        if (!used.ok) return used;
        if (ref.kind === "email")
          await q.query("UPDATE users SET email = $2 WHERE id = $1", [userId, ref.email]);
        else
          await q.query("UPDATE users SET area_code = $2, phone = $3 WHERE id = $1", [
            userId,
            ref.areaCode,
            ref.phone,
          ]);
        return success(null);
      });
    } catch (err) {
      if ((err as { code?: string }).code === "23505") {
        return failure(channel === "email" ? "AUTH_EMAIL_TAKEN" : "AUTH_MOBILE_TAKEN");
      }
      throw err;
    }
  }

  /** A fresh 16-character key, kept pending until a code from it checks out. Bound once only. */
  async function startAuthenticator(
    userId: number,
    account: string,
  ): Promise<Outcome<{ secret: string; otpauth_url: string }>> {
    if ((await row(userId)).google_secret) return failure("SECURITY_GOOGLE_ALREADY_BOUND");
    const secret = newTotpSecret();
    await db.query("UPDATE users SET google_pending_secret = $2 WHERE id = $1", [userId, secret]);
    return success({ secret, otpauth_url: totpUri(secret, account) });
  }

  async function bindAuthenticator(userId: number, code: string): Promise<Outcome<null>> {
    const current = await row(userId);
    if (current.google_secret) return failure("SECURITY_GOOGLE_ALREADY_BOUND");
    if (!current.google_pending_secret) return failure("SECURITY_GOOGLE_NOT_STARTED");
    const step = await checkTotp(current.google_pending_secret, code.trim(), clock(), null);
    if (step === undefined) return failure("SECURITY_GOOGLE_WRONG_CODE");
    await db.query(
      `UPDATE users SET google_secret = google_pending_secret, google_pending_secret = NULL, google_last_step = $3, ${lockSql}
       WHERE id = $1 AND google_secret IS NULL`,
      [userId, await lockUntil(), step],
    );
    return success(null);
  }

  /** A code of the user's choosing that opens every message the venue sends them. */
  async function setAntiPhishing(userId: number, value: string, code: string): Promise<Outcome<null>> {
    if (!ANTI_PHISHING.test(value)) return failure("SECURITY_INVALID_ANTI_PHISHING");
    return db.tx(async (q) => {
      const used = await auth.useSecurityCode(q, userId, code);
      if (!used.ok) return used;
      await q.query("UPDATE users SET anti_phishing_code = $2 WHERE id = $1", [userId, value]);
      return success(null);
    });
  }

  async function endOtherSessions(user: SessionUser): Promise<void> {
    auth.sessionsEnded(user.id, await db.tx((q) => auth.endOtherSessions(q, user)));
  }

  return {
    changePassword,
    setPayPassword,
    bindContact,
    startAuthenticator,
    bindAuthenticator,
    setAntiPhishing,
    endOtherSessions,
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
