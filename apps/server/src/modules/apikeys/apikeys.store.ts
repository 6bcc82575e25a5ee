import type { ApiKeyAdmin, ApiKeyPermission, ApiKeyStatus, ApiKey as ApiKeyView } from "@bourse/contract";
import type { Queryable } from "../../db/db.ts";

/** Why the venue revoked a key by itself: it reads as "disabled". */
export const DISABLED_REASONS = ["password_changed", "account_locked"] as const;
/** A key its user deleted: gone from the user's list, kept for the console. */
export const DELETED_BY_USER = "deleted_by_user";

export interface ApiKeyRow {
  id: number;
  user_id: number;
  label: string;
  api_key: string;
  kind: "hmac" | "ed25519";
  secret_enc: string | null;
  public_key: string | null;
  permissions: ApiKeyPermission[];
  ips: string[];
  expires_at: Date | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  /** the password change or lock of the key's user (of a demo account: its owner) since it was made */
  disabled_reason: (typeof DISABLED_REASONS)[number] | null;
}

/**
 * Why a key is disabled now (not yet recorded): its user, or the owner of its demo account, is locked,
 * or changed the password since the key was made.
 */
const DISABLED_SQL = `CASE
    WHEN u.status = 'locked' OR o.status = 'locked' THEN 'account_locked'
    WHEN COALESCE(o.password_changed_at, u.password_changed_at) IS DISTINCT FROM k.password_epoch
      THEN 'password_changed'
  END`;

const SELECT = `SELECT k.*, ${DISABLED_SQL} AS disabled_reason
  FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN users o ON o.id = u.demo_of`;

export async function keyByApiKey(q: Queryable, apiKey: string): Promise<ApiKeyRow | undefined> {
  const [row] = await q.query<ApiKeyRow>(`${SELECT} WHERE k.api_key = $1`, [apiKey]);
  return row;
}

export async function keyById(q: Queryable, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await q.query<ApiKeyRow>(`${SELECT} WHERE k.id = $1`, [id]);
  return row;
}

export async function keysOfUser(q: Queryable, userId: number): Promise<ApiKeyRow[]> {
  return q.query<ApiKeyRow>(
    `${SELECT} WHERE k.user_id = $1 AND k.revoked_reason IS DISTINCT FROM $2 ORDER BY k.id DESC`,
    [userId, DELETED_BY_USER],
  );
}

/** Keys neither revoked nor expired (disabled ones are recorded revoked first). */
export async function liveCount(q: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api_keys
      WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
    [userId, now],
  );
  return row?.n ?? 0;
}

/**
 * Records as revoked the unrevoked keys of a person (and of their demo account) that their password
 * change or lock disabled; answers how many.
 */
export async function recordDisabled(q: Queryable, userId: number, now: Date): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `UPDATE api_keys k SET revoked_at = $2, revoked_reason = d.reason
       FROM (SELECT k.id, ${DISABLED_SQL} AS reason
               FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN users o ON o.id = u.demo_of
              WHERE (u.id = $1 OR u.demo_of = $1) AND k.revoked_at IS NULL) d
      WHERE k.id = d.id AND d.reason IS NOT NULL
      RETURNING k.id`,
    [userId, now],
  );
  return rows.length;
}

export async function revoke(q: Queryable, id: number, reason: string, now: Date): Promise<boolean> {
  const rows = await q.query(
    "UPDATE api_keys SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id",
    [id, now, reason],
  );
  return rows.length > 0;
}

export async function touch(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query("UPDATE api_keys SET last_used_at = $2 WHERE id = $1", [id, now]);
}

export function statusOf(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revoked_at) {
    return (DISABLED_REASONS as readonly string[]).includes(row.revoked_reason ?? "")
      ? "disabled"
      : "revoked";
  }
  if (row.disabled_reason) return "disabled";
  if (row.expires_at && row.expires_at.getTime() <= now.getTime()) return "expired";
  return "active";
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toView(row: ApiKeyRow, now: Date): ApiKeyView {
  return {
    id: Number(row.id),
    label: row.label,
    api_key: row.api_key,
    kind: row.kind,
    permissions: row.permissions,
    ips: row.ips,
    expires_at: iso(row.expires_at),
    created_at: row.created_at.toISOString(),
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
    revoked_reason: row.revoked_reason ?? row.disabled_reason,
    status: statusOf(row, now),
  };
}

/** The console's list: one user's keys (and their demo account's), or the latest 200. */
export async function adminKeys(q: Queryable, userId: number | undefined, now: Date): Promise<ApiKeyAdmin[]> {
  const rows = await q.query<ApiKeyRow & { account: string | null; demo_of: number | null }>(
    `SELECT k.*, ${DISABLED_SQL} AS disabled_reason, u.demo_of,
            COALESCE(u.email, u.area_code || ' ' || u.phone, o.email, o.area_code || ' ' || o.phone, '') AS account
       FROM api_keys k JOIN users u ON u.id = k.user_id LEFT JOIN users o ON o.id = u.demo_of
      WHERE $1::bigint IS NULL OR u.id = $1 OR u.demo_of = $1
      ORDER BY k.id DESC LIMIT 200`,
    [userId ?? null],
  );
  return rows.map((r) => ({
    ...toView(r, now),
    user_id: Number(r.user_id),
    account: `${r.account ?? ""}${r.demo_of === null ? "" : " (demo)"}`,
  }));
}
