import type { CannedReply } from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

/** The language every canned reply has, and the one a user's language falls back to. */
export const CANNED_FALLBACK = "en";

/**
 * Canned replies: a title for operators and one text per language. An operator picks one in the console
 * and the user receives it in the conversation's language, or in English when it has no text in that
 * language. Admins add, change and remove them (audited); removing keeps the row, so lines sent with it
 * still name it.
 */
export function createCannedReplies(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function list(): Promise<CannedReply[]> {
    const rows = await db.query<{
      id: number;
      title: string;
      sort: number;
      lang: string | null;
      body: string | null;
    }>(
      `SELECT r.id, r.title, r.sort, t.lang, t.body FROM support_canned_replies r
       LEFT JOIN support_canned_texts t ON t.canned_id = r.id
       WHERE NOT r.deleted ORDER BY r.sort, r.id, t.lang`,
    );
    const byId = new Map<number, CannedReply>();
    for (const r of rows) {
      const id = Number(r.id);
      const reply = byId.get(id) ?? { id, title: r.title, sort: Number(r.sort), texts: {} };
      if (r.lang !== null && r.body !== null) reply.texts[r.lang] = r.body;
      byId.set(id, reply);
    }
    return [...byId.values()];
  }

  /** The text of a canned reply in `lang`, else in English; undefined for a removed or unknown reply. */
  async function textIn(q: Queryable, id: number, lang: string): Promise<string | undefined> {
    const rows = await q.query<{ lang: string; body: string }>(
      `SELECT t.lang, t.body FROM support_canned_texts t JOIN support_canned_replies r ON r.id = t.canned_id
       WHERE t.canned_id = $1 AND NOT r.deleted AND t.lang IN ($2, $3)`,
      [id, lang, CANNED_FALLBACK],
    );
    return (rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === CANNED_FALLBACK))?.body;
  }

  async function save(
    operatorId: number,
    input: {
      id?: number | undefined;
      title: string;
      sort?: number | undefined;
      texts: Record<string, string | undefined>;
    },
  ): Promise<Outcome<{ id: number }>> {
    const texts = Object.entries(input.texts)
      .map(([lang, body]) => [lang, body?.trim() ?? ""] as const)
      .filter(([, body]) => body !== "");
    if (!texts.some(([lang]) => lang === CANNED_FALLBACK))
      return failure("REQUEST_INVALID_FIELD", { field: `texts.${CANNED_FALLBACK}` });
    const title = input.title.trim();
    if (title === "") return failure("REQUEST_INVALID_FIELD", { field: "title" });
    return db.tx(async (q) => {
      let id = input.id;
      let before: unknown;
      if (id === undefined) {
        const [row] = await q.query<{ id: number }>(
          "INSERT INTO support_canned_replies (title, sort, updated_at) VALUES ($1, $2, $3) RETURNING id",
          [title, input.sort ?? 0, clock()],
        );
        id = Number(row!.id);
      } else {
        const [row] = await q.query<{ title: string }>(
          "SELECT title FROM support_canned_replies WHERE id = $1 AND NOT deleted FOR UPDATE",
          [id],
        );
        if (!row) return failure("SUPPORT_CANNED_NOT_FOUND", { field: "id" });
        before = {
          title: row.title,
          texts: await q.query(
            "SELECT lang, body FROM support_canned_texts WHERE canned_id = $1 ORDER BY lang",
            [id],
          ),
        };
        await q.query(
          "UPDATE support_canned_replies SET title = $2, sort = COALESCE($3, sort), updated_at = $4 WHERE id = $1",
          [id, title, input.sort ?? null, clock()],
        );
        await q.query("DELETE FROM support_canned_texts WHERE canned_id = $1", [id]);
      }
      for (const [lang, body] of texts)
        await q.query("INSERT INTO support_canned_texts (canned_id, lang, body) VALUES ($1, $2, $3)", [
          id,
          lang,
          body,
        ]);
      await writeAudit(q, {
        operatorId,
        action: input.id === undefined ? "support.canned.add" : "support.canned.change",
        targetType: "support_canned_reply",
        targetId: id,
        ...(before === undefined ? {} : { before }),
        after: { title, texts: Object.fromEntries(texts) },
      });
      return success({ id });
    });
  }

  async function remove(operatorId: number, id: number): Promise<Outcome<{ id: number }>> {
    return db.tx(async (q) => {
      const [row] = await q.query<{ title: string }>(
        "UPDATE support_canned_replies SET deleted = true, updated_at = $2 WHERE id = $1 AND NOT deleted RETURNING title",
        [id, clock()],
      );
      if (!row) return failure("SUPPORT_CANNED_NOT_FOUND", { field: "id" });
      await writeAudit(q, {
        operatorId,
        action: "support.canned.remove",
        targetType: "support_canned_reply",
        targetId: id,
        before: { title: row.title },
      });
      return success({ id });
    });
  }

  return { list, textIn, save, remove };
}

export type CannedReplies = ReturnType<typeof createCannedReplies>;
