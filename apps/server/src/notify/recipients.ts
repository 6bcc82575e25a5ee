import type { Queryable } from "../db/db.ts";

/**
 * Who is told of a decision about a user: the user and their demo account (a session acting as the demo
 * account listens on that one's channel).
 */
export async function userAndDemo(q: Queryable, userId: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    "SELECT id::int AS id FROM users WHERE id = $1 OR demo_of = $1",
    [userId],
  );
  return rows.map((r) => Number(r.id));
}
