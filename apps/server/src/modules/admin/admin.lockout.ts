import ipaddr from "ipaddr.js";
import { writeAudit } from "../../audit/audit.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome } from "../../http/outcome.ts";

const MINUTE = 60_000;
/** Failed sign-ins in a row (wrong password or authenticator code) that lock a username at one address… */
export const OPERATOR_MAX_FAILURES = 5;
/** …for this long. */
export const OPERATOR_LOCK_MS = 15 * MINUTE;
/**
 * Failures of a username from every address together, within an hour of the first, that lock it
 * everywhere… One address reaches at most 20 in an hour (5 each time its own lock passes): this takes
 * five or more.
 */
export const OPERATOR_USERNAME_MAX_FAILURES = 100;
export const OPERATOR_USERNAME_WINDOW_MS = 60 * MINUTE;
/** …for this long, except at the addresses its operator signed in from within `OPERATOR_KNOWN_ADDRESS_MS`. */
export const OPERATOR_USERNAME_LOCK_MS = 60 * MINUTE;
export const OPERATOR_KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;
/** The row counting a username's failures from every address. */
const EVERY_ADDRESS = "*";

/**
 * The client a sign-in is counted against: an IPv4 address (also written IPv4-mapped), or an IPv6
 * address's /64 (one subscriber's network: its addresses are one client's to choose).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  return `${address.toNormalizedString().split(":").slice(0, 4).join(":")}::/64`;
}

/** What counting an attempt found: a lock in force, or the lock a failure of it sets. */
export type Counted =
  | { locked: Outcome<never> }
  | { locked?: undefined; lockedNow?: "address" | "username"; locks?: "address" | "username" };

/**
 * Operator sign-in lockout (`operator_login_failures`): failures per username and address, and per
 * username from every address. Each attempt is counted before its password is checked, so parallel
 * guesses cannot outrun a lock; an attempt a lock refuses is not counted for the username, so one
 * address, however fast, never locks anyone elsewhere. Usernames are counted whether an operator has
 * them or not: the answers never tell which exist.
 */
export function createOperatorLockout(db: Db) {
  const minutesLeft = (until: Date, now: Date) => Math.ceil((until.getTime() - now.getTime()) / MINUTE);

  /** One more attempt on a row; `windowMs` restarts the count once that long has passed since its first. */
  async function bump(username: string, address: string, now: Date, windowMs?: number) {
    const [row] = await db.query<{ failures: number; locked_until: Date | null }>(
      `INSERT INTO operator_login_failures AS f (username, address, failures, since, updated_at)
       VALUES ($1, $2, 1, $3, $3)
       ON CONFLICT (username, address) DO UPDATE SET
         failures = CASE WHEN f.locked_until <= $3 OR f.since <= $4 THEN 1 ELSE f.failures + 1 END,
         since = CASE WHEN f.locked_until <= $3 OR f.since <= $4 THEN $3 ELSE f.since END,
         locked_until = CASE WHEN f.locked_until <= $3 THEN NULL ELSE f.locked_until END,
         updated_at = $3
       RETURNING failures, locked_until`,
      [username, address, now, windowMs === undefined ? null : new Date(now.getTime() - windowMs)],
    );
    if (!row) throw new Error("operator sign-in attempt not counted");
    return row;
  }

  /** True when the operator of `username` signed in from `address` within 30 days. */
  async function known(username: string, address: string, now: Date): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE o.username = $1 AND s.address = $2 AND s.created_at > $3 LIMIT 1`,
      [username, address, new Date(now.getTime() - OPERATOR_KNOWN_ADDRESS_MS)],
    );
    return rows.length > 0;
  }

  /**
   * Counts an attempt at `address`, then for the username unless the address's own lock refuses it.
   * Answers the lock in force, if any; `lockedNow` when more attempts are in flight than failures
   * allowed (this one locks without a password check); `locks` when its failure sets a lock.
   */
  async function count(username: string, address: string, now: Date): Promise<Counted> {
    const here = await bump(username, address, now);
    if (here.locked_until && here.locked_until > now)
      return { locked: failure("AUTH_ACCOUNT_LOCKED", { minutes: minutesLeft(here.locked_until, now) }) };
    if (here.failures > OPERATOR_MAX_FAILURES) return { lockedNow: "address" };
    const everywhere = await bump(username, EVERY_ADDRESS, now, OPERATOR_USERNAME_WINDOW_MS);
    const exempt = await known(username, address, now);
    if (!exempt && everywhere.locked_until && everywhere.locked_until > now)
      return {
        locked: failure("AUTH_ACCOUNT_LOCKED", { minutes: minutesLeft(everywhere.locked_until, now) }),
      };
    if (!exempt && everywhere.failures > OPERATOR_USERNAME_MAX_FAILURES) return { lockedNow: "username" };
    if (here.failures >= OPERATOR_MAX_FAILURES) return { locks: "address" };
    if (!exempt && everywhere.failures >= OPERATOR_USERNAME_MAX_FAILURES) return { locks: "username" };
    return {};
  }

  /**
   * Locks the username at `address`, or everywhere (`username`); the attempt that sets the lock writes
   * the audit entry (`address` null for a lock everywhere).
   */
  async function lock(
    scope: "address" | "username",
    who: { username: string; address: string; operatorId: number | null; ip: string },
    now: Date,
  ): Promise<Outcome<never>> {
    const [ms, failures, address] =
      scope === "address"
        ? [OPERATOR_LOCK_MS, OPERATOR_MAX_FAILURES, who.address]
        : [OPERATOR_USERNAME_LOCK_MS, OPERATOR_USERNAME_MAX_FAILURES, EVERY_ADDRESS];
    const until = new Date(now.getTime() + ms);
    await db.tx(async (q) => {
      const set = await q.query(
        `UPDATE operator_login_failures SET failures = 0, locked_until = $3, updated_at = $4
         WHERE username = $1 AND address = $2 AND (locked_until IS NULL OR locked_until <= $4)
         RETURNING username`,
        [who.username, address, until, now],
      );
      if (set.length === 0) return;
      await writeAudit(q, {
        operatorId: null,
        action: "operator.login_locked",
        targetType: "operator",
        targetId: who.operatorId,
        after: {
          username: who.username,
          address: scope === "address" ? who.address : null,
          failures,
          locked_until: until.toISOString(),
        },
        ip: who.ip,
      });
    });
    return failure("AUTH_ACCOUNT_LOCKED", { minutes: ms / MINUTE });
  }

  /** The attempt was not a failure (the console's first step, asking for the authenticator code). */
  async function forgive(username: string, address: string): Promise<void> {
    await db.query(
      `UPDATE operator_login_failures SET failures = GREATEST(failures - 1, 0)
       WHERE username = $1 AND address IN ($2, $3)`,
      [username, address, EVERY_ADDRESS],
    );
  }

  /**
   * A sign-in succeeded: its address's count starts over, and so does the username's unless it is
   * locked (the operator signing in from a known address does not lift a lock on everyone else).
   */
  async function succeeded(q: Queryable, username: string, address: string, now: Date): Promise<void> {
    await q.query(
      `DELETE FROM operator_login_failures WHERE username = $1
       AND (address = $2 OR (address = $3 AND (locked_until IS NULL OR locked_until <= $4)))`,
      [username, address, EVERY_ADDRESS, now],
    );
  }

  return { count, lock, forgive, succeeded };
}

export type OperatorLockout = ReturnType<typeof createOperatorLockout>;
