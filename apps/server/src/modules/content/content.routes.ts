import { GetSettingQuery, GetSettingResponse, LevelListResponse } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";

/** KYC levels and their limits (spec §6); the figures are the defaults of PRODUCT-RULES.md. */
const kycLevels = [
  { level: 0, name: "Unverified", withdraw_limit_btc: "0", fiat_order_limit_usdt: "0" },
  { level: 1, name: "KYC Lv1", withdraw_limit_btc: "200", fiat_order_limit_usdt: "2000" },
  { level: 2, name: "KYC Lv2", withdraw_limit_btc: "500", fiat_order_limit_usdt: "1000000" },
];

export const contentRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ["content"];

  app.get(
    "/getSetting",
    {
      schema: {
        tags,
        summary: "A public setting by keyword, or all public settings",
        querystring: GetSettingQuery,
        response: { 200: GetSettingResponse },
      },
    },
    async (request) => {
      const rows = await db.query<{ key: string; value: string }>(
        "SELECT key, value FROM settings WHERE public ORDER BY key",
      );
      const { keyword } = request.query;
      if (keyword === undefined || keyword === "")
        return envelope(request, success(Object.fromEntries(rows.map((r) => [r.key, r.value]))));
      const row = rows.find((r) => r.key === keyword);
      return envelope(request, row ? success(row.value) : failure("SETTING_NOT_FOUND", { keyword }));
    },
  );

  app.get(
    "/getLevelList",
    {
      schema: { tags, summary: "Verification levels and their limits", response: { 200: LevelListResponse } },
    },
    async (request) => envelope(request, success(kycLevels)),
  );
};
