import {
  CopyCancelBody,
  CopyDone,
  CopyFollowBody,
  CopyHistoryPage,
  CopyIndexQuery,
  CopyJoinBody,
  CopyListQuery,
  CopyMine,
  CopyNamed,
  CopyOwnTrader,
  CopyRequirements,
  CopySelfHoldingBody,
  CopySetNameBody,
  CopyStanding,
  CopyTraderDetail,
  CopyTraderPage,
  CopyTraderQuery,
  Envelope,
  type ErrorCode,
  errorTypes,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope, text } from "../../http/envelope.ts";
import type { MessageKey } from "../../http/messages/index.ts";
import { failure, success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { SettingKey, SettingValue } from "../../settings/settings.registry.ts";
import type { CopyQueries } from "./copy.queries.ts";
import type { CopyService } from "./copy.service.ts";

/** Why a copy was skipped: the sizing's reasons (engine `CopySkip`), or the refusal of its `lever.open`. */
const skipKeys: Record<string, MessageKey> = {
  below_min_lots: "COPY_SKIP_BELOW_MIN_LOTS",
  over_total_margin: "COPY_SKIP_OVER_TOTAL_MARGIN",
  insufficient_balance: "COPY_SKIP_INSUFFICIENT_BALANCE",
};
const skipKey = (reason: string): MessageKey | undefined =>
  skipKeys[reason] ?? (reason in errorTypes ? (reason as ErrorCode) : undefined);

/** The legacy Follow calls (spec §7 "Follow"), mapped in `docs/copy-api.md`. */
export const copyRoutes: FastifyPluginAsyncTypebox<{
  copy: CopyService;
  queries: CopyQueries;
  setting: <K extends SettingKey>(key: K) => Promise<SettingValue<K>>;
  availableUsdt: (userId: number) => Promise<string>;
  kycLevel: (userId: number) => Promise<number>;
}> = async (app, { copy, queries, setting, availableUsdt, kycLevel }) => {
  const tags = ["copy"];
  const route = routeKit(app, tags);
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  route.get(
    "/follow/index",
    {
      summary: "Approved traders with their figures, sorted by ROI, PnL, win rate, followers or drawdown",
      caller: "public",
      query: CopyIndexQuery,
      answer: CopyTraderPage,
    },
    async ({ query }) => {
      const listed = await queries.index({
        sort: query.sort ?? "roi",
        days: query.days ?? 30,
        page: query.page,
        limit: query.limit,
      });
      return success({ ...listed, pages: Math.ceil(listed.total / query.limit) });
    },
  );

  route.get(
    "/follow/traderDetail",
    {
      summary: "One trader: figures for 7, 30 and 90 days, its daily net result and its positions",
      caller: "public",
      query: CopyTraderQuery,
      answer: CopyTraderDetail,
    },
    async ({ query }) => {
      const trader = await queries.trader(query.trader_user_id);
      return trader && trader.status === "approved" ? success(trader) : failure("COPY_NOT_TRADER");
    },
  );

  app.get(
    "/trader",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "What a trader application needs, and where the user stands",
        response: { 200: Envelope(CopyRequirements) },
      },
    },
    async (request) => {
      const user = userOf(request);
      return envelope(
        request,
        success({
          kyc_level: await kycLevel(user.id),
          min_assets: await setting("copy_trader_min_assets"),
          assets: await availableUsdt(user.id),
          share_rate_cap: await setting("copy_share_rate_cap"),
          max_followers: await setting("copy_max_followers"),
          agreement_category: 33,
          application: (await queries.own(user.id)) ?? null,
        }),
      );
    },
  );

  route.get(
    "/trader_info",
    {
      summary: "The user's trader profile: figures, followers, profit share earned",
      caller: "user",
      answer: CopyOwnTrader,
    },
    async ({ user }) => {
      const own = await queries.own(user.id);
      return own ? success(own) : failure("COPY_NOT_TRADER");
    },
  );

  route.post(
    "/follow/join",
    {
      summary: "Applies to be a trader (verification level 1, the assets, the agreement)",
      caller: "user",
      limits: ["application"],
      body: CopyJoinBody,
      answer: CopyStanding,
    },
    ({ user, body }) => copy.apply(user.id, body),
  );

  route.post(
    "/follow/setName",
    {
      summary: "Changes the trader's display name (and bio)",
      caller: "user",
      body: CopySetNameBody,
      answer: CopyNamed,
    },
    ({ user, body }) => copy.setName(user.id, body),
  );

  route.post(
    "/follow/follow",
    {
      summary: "Copies a trader proportionally or by fixed lots, within margin caps (or changes how)",
      caller: "user",
      limits: ["product"],
      body: CopyFollowBody,
      answer: CopyDone,
    },
    ({ user, body }) => copy.follow(user.id, body),
  );

  route.post(
    "/follow/cancel",
    {
      summary: "Stops copying a trader: the open copies close, or stay one's own (close 0)",
      caller: "user",
      body: CopyCancelBody,
      answer: CopyDone,
    },
    ({ user, body }) => copy.unfollow(user.id, body.trader_user_id, body.close !== 0),
  );

  route.post(
    "/follow/selfHolding",
    {
      summary: "Keeps one copy as one's own: the trader's close no longer closes it",
      caller: "user",
      body: CopySelfHoldingBody,
      answer: CopyDone,
    },
    ({ user, body }) => copy.keep(user.id, body.transaction_id),
  );

  route.post(
    "/follow/close",
    {
      summary: "Closes one of one's copies at the market now (a kept one too)",
      caller: "user",
      body: CopySelfHoldingBody,
      answer: CopyDone,
    },
    ({ user, body }) => copy.close(user.id, body.transaction_id),
  );

  route.get(
    "/follow/myTrade",
    {
      summary: "The traders one copies, with the settings, and one's open copies",
      caller: "user",
      answer: CopyMine,
    },
    async ({ user }) => {
      const mine = await queries.mine(user.id);
      const copies = mine.copies.map((c) => ({ ...c, ...(copy.live(c.transaction_id) ?? {}) }));
      return success({ ...mine, copies });
    },
  );

  route.get(
    "/follow/historyTrade",
    {
      summary: "One's closed copies with the profit share each paid, and the latest skipped copies",
      caller: "user",
      query: CopyListQuery,
      answer: CopyHistoryPage,
    },
    async ({ user, query, request }) => {
      const history = await queries.history(user.id, query.page, query.limit);
      const skipped = history.skipped.map((s) => {
        const key = skipKey(s.reason);
        return { ...s, reason_text: key ? text(request, key) : s.reason };
      });
      return success({ ...history, skipped });
    },
  );
};
