import {
  AdminArticle,
  AdminArticleQuery,
  Article,
  ContentPageResponse,
  GetSettingQuery,
  GetSettingResponse,
  IdParams,
  IndexPopResponse,
  LevelListResponse,
  MenuResponse,
  NewsDetailBody,
  NewsListBody,
  NewsListResponse,
  Page,
  SaveArticleBody,
  SaveSettingBody,
  SettingRow,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { langOf } from "../../http/lang.ts";
import { failure, success } from "../../http/outcome.ts";
import { type PublicReads, topics } from "../../http/public-reads.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { ContentService } from "./content.service.ts";

/** Content pages other clients of this API read, each one category of the article store. */
const CONTENT_PAGES = [
  ["/faq", 18, "help (FAQ)"],
  ["/aboutus", 19, "about us"],
  ["/contactus", 20, "contact us"],
  ["/operational_compliance", 10, "operational compliance"],
] as const;

/** KYC levels and their limits (spec §6); the figures are the defaults of PRODUCT-RULES.md. */
const kycLevels = [
  { level: 0, name: "Unverified", withdraw_limit_btc: "0", fiat_order_limit_usdt: "0" },
  { level: 1, name: "KYC Lv1", withdraw_limit_btc: "200", fiat_order_limit_usdt: "2000" },
  { level: 2, name: "KYC Lv2", withdraw_limit_btc: "500", fiat_order_limit_usdt: "1000000" },
];

/**
 * The public reads (settings, menu, popup, content pages, levels) are answered from memory: each is built
 * once per operator's change (`topics.config`: a saved setting or article, any console write, or another
 * node's announcement of one), per language where it depends on it.
 */
export const contentRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  content: ContentService;
  reads: PublicReads;
}> = async (app, { db, content, reads }) => {
  const tags = ["content"];
  const route = routeKit(app, tags);
  const byConfig = [topics.config];
  /** The public settings by key, read once per change. */
  const publicSettings = reads.memo(
    byConfig,
    async () =>
      new Map(
        (
          await db.query<{ key: string; value: string }>(
            "SELECT key, value FROM settings WHERE public ORDER BY key",
          )
        ).map((r) => [r.key, r.value]),
      ),
  );

  // `/getSiteConfig` is the legacy client's name for the same read (all public settings without a keyword)
  for (const url of ["/getSetting", "/getSiteConfig"]) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: "A public setting by keyword, or all public settings",
          querystring: GetSettingQuery,
          response: { 200: GetSettingResponse },
        },
      },
      async (request, reply) => {
        const settings = await publicSettings();
        const { keyword } = request.query;
        const all = keyword === undefined || keyword === "";
        // an unknown keyword's refusal is in the reader's language, and keeps nothing in memory
        if (!all && !settings.has(keyword))
          return envelope(request, failure("SETTING_NOT_FOUND", { keyword }));
        return reads.send(request, reply, {
          key: all ? "settings" : `setting:${keyword}`,
          topics: byConfig,
          cache: "config",
          build: async () => {
            const now = await publicSettings();
            const value = all ? Object.fromEntries(now) : now.get(keyword);
            // gone since the check above: the refusal (in this reader's language) expires at once
            if (value === undefined)
              return {
                body: envelope(request, failure("SETTING_NOT_FOUND", { keyword: keyword ?? "" })),
                until: 0,
              };
            return { body: envelope(request, success(value)) };
          },
        });
      },
    );
  }

  app.get(
    "/getLevelList",
    {
      schema: { tags, summary: "Verification levels and their limits", response: { 200: LevelListResponse } },
    },
    async (request, reply) =>
      reads.send(request, reply, {
        key: "levels",
        topics: [],
        cache: "config",
        build: async () => ({ body: envelope(request, success(kycLevels)) }),
      }),
  );

  app.get(
    "/news/index_pop",
    {
      schema: {
        tags,
        summary: "The popup notice of the home page, or null",
        response: { 200: IndexPopResponse },
      },
    },
    async (request, reply) => {
      const lang = langOf(request);
      return reads.send(request, reply, {
        key: `index_pop:${lang}`,
        topics: byConfig,
        cache: "config",
        byLanguage: true,
        build: async () => ({ body: envelope(request, success(await content.popup(lang))) }),
      });
    },
  );

  for (const [path, cId, name] of CONTENT_PAGES) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${name} page: its articles in the reader's language (operator-edited)`,
          response: { 200: ContentPageResponse },
        },
      },
      async (request, reply) => {
        const lang = langOf(request);
        return reads.send(request, reply, {
          key: `page:${cId}:${lang}`,
          topics: byConfig,
          cache: "config",
          byLanguage: true,
          build: async () => ({ body: envelope(request, success(await content.page(cId, lang))) }),
        });
      },
    );
  }

  app.post(
    "/news/list",
    {
      schema: {
        tags,
        summary: "Published articles of a category, newest and highest sort first",
        body: NewsListBody,
        response: { 200: NewsListResponse },
      },
    },
    async (request) => {
      const { c_id, page, limit } = request.body;
      return envelope(request, success(await content.list(c_id, langOf(request), page, limit)));
    },
  );

  route.post(
    "/news/detail",
    { summary: "One published article", caller: "public", body: NewsDetailBody, answer: Article },
    ({ body, request }) => content.detail(body.id, langOf(request)),
  );

  app.get(
    "/menu",
    { schema: { tags, summary: "Quick entries of the home page", response: { 200: MenuResponse } } },
    async (request, reply) => {
      const lang = langOf(request);
      return reads.send(request, reply, {
        key: `menu:${lang}`,
        topics: byConfig,
        cache: "config",
        byLanguage: true,
        build: async () => ({ body: envelope(request, success(await content.menu(lang))) }),
      });
    },
  );

  route.get(
    "/admin/news",
    {
      summary: "Articles of a category with every translation",
      caller: { operator: ["admin"] },
      query: AdminArticleQuery,
      answer: Page(AdminArticle),
    },
    async ({ query }) => {
      const { c_id, page, limit } = query;
      return success(await content.adminList(c_id, page, limit));
    },
  );

  route.post(
    "/admin/news/save",
    {
      summary: "Create (no id) or update an article and its translations",
      caller: { operator: ["admin"] },
      body: SaveArticleBody,
      answer: Type.Object({ id: Type.Integer() }),
    },
    ({ operator, body, request }) => content.save(operator, body, request.ip),
  );

  route.post(
    "/admin/news/:id/delete",
    {
      summary: "Delete an article",
      caller: { operator: ["admin"] },
      params: IdParams,
      answer: Type.String(),
    },
    async ({ operator, params, request }) => {
      const done = await content.remove(operator, params.id, request.ip);
      return confirmation(request, done, "OK_DELETED");
    },
  );

  route.get(
    "/admin/settings",
    {
      summary: "Every setting, public or not, with its declared type, range and default",
      caller: { operator: ["admin"] },
      answer: Type.Array(SettingRow),
    },
    async () => success(await content.settings()),
  );

  route.post(
    "/admin/settings",
    {
      summary: "Change a setting's value (refused, naming it, when not of the setting's type)",
      caller: { operator: ["admin"] },
      body: SaveSettingBody,
      answer: Type.String(),
    },
    async ({ operator, body, request }) => {
      const done = await content.saveSetting(operator, body.key, body.value, request.ip);
      return confirmation(request, done, "OK_SAVED");
    },
  );
};
