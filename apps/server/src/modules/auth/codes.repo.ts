import type { Queryable } from "../../db/db.ts";

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: Date;
}

export async function latestCode(q: Queryable, target: string, scene: string): Promise<CodeRow | undefined> {
  const rows = await q.query<CodeRow>(
    "SELECT * FROM verification_codes WHERE target = $1 AND scene = $2 ORDER BY created_at DESC, id DESC LIMIT 1",
    [target, scene],
  );
  return rows[0];
}

export async function insertCode(
  q: Queryable,
  c: {
    channel: "email" | "sms";
    target: string;
    scene: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO verification_codes (channel, target, scene, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [c.channel, c.target, c.scene, c.codeHash, c.now, c.expiresAt],
  );
}

/** Counts a wrong try; the row-level update keeps concurrent guesses from exceeding the limit. */
export async function countWrongTry(q: Queryable, id: number): Promise<void> {
  await q.query("UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1", [id]);
}

/** True only for the one caller that consumed the code. */
export async function consumeCode(q: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    "UPDATE verification_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id",
    [id, now],
  );
  return rows.length === 1;
}
