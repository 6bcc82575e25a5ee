import { EventEmitter } from "node:events";
import { copyFile, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORY_IDS, type SaveArticleBody } from "@bourse/contract";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { type Lang, languages } from "../../http/lang.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { isSettingKey, SETTINGS } from "../../settings/settings.registry.ts";

const seedAssets = fileURLToPath(new URL("../../db/seed-assets/", import.meta.url));

interface ArticleRow {
  id: number;
  c_id: number;
  title: string;
  summary: string;
  body: string;
  cover: string;
  link: string;
  created_at: Date;
  /** the language served: the reader's, or `en` where the article has none in it */
  lang: string;
}

/**
 * Articles in the reader's language, falling back to English where an operator has not written one;
 * `lang` says which of the two was served. $1 is always the language.
 */
const SELECT_ARTICLE = `SELECT a.id, a.c_id, a.cover, a.link, a.created_at, COALESCE(t.lang, e.lang) AS lang,
    COALESCE(t.title, e.title) AS title, COALESCE(t.summary, e.summary) AS summary, COALESCE(t.body, e.body) AS body
  FROM articles a
  JOIN article_translations e ON e.article_id = a.id AND e.lang = 'en'
  LEFT JOIN article_translations t ON t.article_id = a.id AND t.lang = $1`;

/** A content page shows at most this many articles. */
const PAGE_ARTICLES = 50;

const toArticle = ({ created_at, ...r }: ArticleRow) => ({ ...r, created_at: created_at.toISOString() });
const toSummary = (r: ArticleRow) => {
  const { body: _body, ...rest } = toArticle(r);
  return rest;
};

export function createContentService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  /** `setting` (key, value) once an operator's change of a setting is committed */
  const events = new EventEmitter();

  /** Copies the demo banner images into the public uploads folder (idempotent). */
  async function installSeedAssets(publicDir: string) {
    const target = join(publicDir, "seed");
    await mkdir(target, { recursive: true });
    for (const file of await readdir(seedAssets)) await copyFile(join(seedAssets, file), join(target, file));
  }

  async function list(cId: number, lang: Lang, page: number, limit: number) {
    const rows = await db.query<ArticleRow>(
      `${SELECT_ARTICLE} WHERE a.c_id = $2 AND a.published ORDER BY a.sort DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [lang, cId, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM articles WHERE c_id = $1 AND published",
      [cId],
    );
    return pageOf(rows.map(toSummary), count?.n ?? 0, page, limit);
  }

  async function detail(id: number, lang: Lang) {
    const [row] = await db.query<ArticleRow>(`${SELECT_ARTICLE} WHERE a.id = $2 AND a.published`, [lang, id]);
    return row ? success(toArticle(row)) : failure("CONTENT_NOT_FOUND");
  }

  /** A content page (help, about, contact, compliance): its category's published articles, whole. */
  async function page(cId: number, lang: Lang) {
    const rows = await db.query<ArticleRow>(
      `${SELECT_ARTICLE} WHERE a.c_id = $2 AND a.published ORDER BY a.sort DESC, a.id DESC LIMIT ${PAGE_ARTICLES}`,
      [lang, cId],
    );
    return rows.map(toArticle);
  }

  /** The newest published article flagged as the popup notice, or null. */
  async function popup(lang: Lang) {
    const [row] = await db.query<ArticleRow>(
      `${SELECT_ARTICLE} WHERE a.pop AND a.published ORDER BY a.id DESC LIMIT 1`,
      [lang],
    );
    return row ? toArticle(row) : null;
  }

  async function menu(lang: Lang) {
    const rows = await db.query<{ id: number; icon: string; route: string; names: Record<string, string> }>(
      "SELECT id, icon, route, names FROM menu_items WHERE enabled ORDER BY sort DESC, id",
    );
    return rows.map(({ names, ...r }) => ({ ...r, name: names[lang] ?? names.en ?? "" }));
  }

  async function adminList(cId: number | undefined, page: number, limit: number) {
    const rows = await db.query<{
      id: number;
      c_id: number;
      published: boolean;
      pop: boolean;
      sort: number;
      cover: string;
      link: string;
      created_at: Date;
      updated_at: Date;
    }>(
      `SELECT id, c_id, published, pop, sort, cover, link, created_at, updated_at FROM articles
       WHERE $1::int IS NULL OR c_id = $1 ORDER BY c_id, sort DESC, id DESC LIMIT $2 OFFSET $3`,
      [cId ?? null, limit, offsetOf(page, limit)],
    );
    const translations = await db.query<{
      article_id: number;
      lang: string;
      title: string;
      summary: string;
      body: string;
    }>(
      "SELECT article_id, lang, title, summary, body FROM article_translations WHERE article_id = ANY($1::bigint[])",
      [rows.map((r) => r.id)],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM articles WHERE $1::int IS NULL OR c_id = $1",
      [cId ?? null],
    );
    const data = rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      translations: Object.fromEntries(
        translations
          .filter((t) => t.article_id === r.id)
          .map((t) => [t.lang, { title: t.title, summary: t.summary, body: t.body }]),
      ),
    }));
    return pageOf(data, count?.n ?? 0, page, limit);
  }

  /** Creates or updates an article with its translations; English is required, banners need a cover. */
  async function save(
    operator: SessionOperator,
    body: Static<typeof SaveArticleBody>,
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    if (!(CATEGORY_IDS as readonly number[]).includes(body.c_id)) return failure("CONTENT_INVALID_CATEGORY");
    const entries = Object.entries(body.translations).filter(([, tr]) => tr.title.trim() !== "");
    if (!entries.some(([lang]) => lang === "en"))
      return failure("CONTENT_INVALID_ARTICLE", { field: "translations.en.title" });
    const unknown = entries.find(([lang]) => !(languages as readonly string[]).includes(lang));
    if (unknown) return failure("CONTENT_INVALID_ARTICLE", { field: `translations.${unknown[0]}` });
    if (body.c_id === 5 && body.cover.trim() === "")
      return failure("CONTENT_INVALID_ARTICLE", { field: "cover" });

    return db.tx(async (q) => {
      const now = clock();
      let id = body.id;
      let before: unknown = null;
      if (id === undefined) {
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO articles (c_id, published, pop, sort, cover, link, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
          [body.c_id, body.published, body.pop, body.sort, body.cover.trim(), body.link.trim(), now],
        );
        id = row!.id;
      } else {
        [before] = await q.query(
          "SELECT c_id, published, pop, sort, cover, link FROM articles WHERE id = $1 FOR UPDATE",
          [id],
        );
        if (!before) return failure("CONTENT_NOT_FOUND");
        await q.query(
          "UPDATE articles SET c_id = $2, published = $3, pop = $4, sort = $5, cover = $6, link = $7, updated_at = $8 WHERE id = $1",
          [id, body.c_id, body.published, body.pop, body.sort, body.cover.trim(), body.link.trim(), now],
        );
        await q.query("DELETE FROM article_translations WHERE article_id = $1", [id]);
      }
      for (const [lang, tr] of entries) {
        await q.query(
          "INSERT INTO article_translations (article_id, lang, title, summary, body) VALUES ($1, $2, $3, $4, $5)",
          [id, lang, tr.title.trim(), tr.summary.trim(), tr.body.trim()],
        );
      }
      const after = {
        c_id: body.c_id,
        published: body.published,
        pop: body.pop,
        sort: body.sort,
        cover: body.cover,
        link: body.link,
        langs: entries.map(([l]) => l),
      };
      await writeAudit(q, {
        operatorId: operator.id,
        action: before ? "article.update" : "article.create",
        targetType: "article",
        targetId: id,
        before,
        after,
        ip,
      });
      return success({ id });
    });
  }

  async function remove(operator: SessionOperator, id: number, ip: string): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const [before] = await q.query("SELECT c_id, published, pop, cover, link FROM articles WHERE id = $1", [
        id,
      ]);
      if (!before) return failure("CONTENT_NOT_FOUND");
      await q.query("DELETE FROM articles WHERE id = $1", [id]);
      await writeAudit(q, {
        operatorId: operator.id,
        action: "article.delete",
        targetType: "article",
        targetId: id,
        before,
        ip,
      });
      return success(null);
    });
  }

  /** Every declared setting with its value, type and default (the console's settings page). */
  async function settings() {
    const rows = await db.query<{ key: string; value: string; public: boolean }>(
      "SELECT key, value, public FROM settings ORDER BY key",
    );
    return rows.flatMap((r) =>
      isSettingKey(r.key)
        ? [{ ...r, type: SETTINGS[r.key].type.view, default: SETTINGS[r.key].default }]
        : [],
    );
  }

  async function saveSetting(
    operator: SessionOperator,
    key: string,
    value: string,
    ip: string,
  ): Promise<Outcome<null>> {
    // a value of the setting's declared type only (settings.registry.ts), in its plain form
    if (!isSettingKey(key)) return failure("SETTING_NOT_FOUND", { keyword: key });
    const checked = SETTINGS[key].type.check(value, key);
    if (!checked.ok) return checked;
    const stored = checked.value;
    const saved = await db.tx(async (q) => {
      const [before] = await q.query<{ value: string }>(
        "SELECT value FROM settings WHERE key = $1 FOR UPDATE",
        [key],
      );
      if (!before) return failure("SETTING_NOT_FOUND", { keyword: key });
      await q.query("UPDATE settings SET value = $2, updated_at = $3 WHERE key = $1", [key, stored, clock()]);
      await writeAudit(q, {
        operatorId: operator.id,
        action: "setting.update",
        targetType: "setting",
        targetId: key,
        before,
        after: { value: stored },
        ip,
      });
      return success(null);
    });
    if (saved.ok) events.emit("setting", key, stored);
    return saved;
  }

  return {
    events,
    installSeedAssets,
    list,
    detail,
    page,
    popup,
    menu,
    adminList,
    save,
    remove,
    settings,
    saveSetting,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
