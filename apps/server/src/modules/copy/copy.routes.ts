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
import type { SettingKey, SettingValue } from "../../settings/settings.registry.ts";
import type { CopyQueries } from "./copy.queries.ts";
import type { CopyService } from "./copy.service.ts";

const IdReply = Envelope(CopyDone);

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
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/follow/index",
    {
      schema: {
        tags,
        summary: "Approved traders with their figures, sorted by ROI, PnL, win rate, followers or drawdown",
        querystring: CopyIndexQuery,
        response: { 200: Envelope(CopyTraderPage) },
      },
    },
    async (request) => {
      const q = request.query;
      const listed = await queries.index({
        sort: q.sort ?? "roi",
        days: q.days ?? 30,
        page: q.page,
        limit: q.limit,
      });
      return envelope(request, success({ ...listed, pages: Math.ceil(listed.total / q.limit) }));
    },
  );

  app.get(
    "/follow/traderDetail",
    {
      schema: {
        tags,
        summary: "One trader: figures for 7, 30 and 90 days, its daily net result and its positions",
        querystring: CopyTraderQuery,
        response: { 200: Envelope(CopyTraderDetail) },
      },
    },
    async (request) => {
      const trader = await queries.trader(request.query.trader_user_id);
      return envelope(
        request,
        trader && trader.status === "approved" ? success(trader) : failure("COPY_NOT_TRADER"),
      );
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

  app.get(
    "/trader_info",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The user's trader profile: figures, followers, profit share earned",
        response: { 200: Envelope(CopyOwnTrader) },
      },
    },
    async (request) => {
      const own = await queries.own(userOf(request).id);
      return envelope(request, own ? success(own) : failure("COPY_NOT_TRADER"));
    },
  );

  app.post(
    "/follow/join",
    {
      preHandler: [app.authenticate, ...app.userLimits("application")],
      schema: {
        tags,
        security,
        summary: "Applies to be a trader (verification level 1, the assets, the agreement)",
        body: CopyJoinBody,
        response: { 200: Envelope(CopyStanding) },
      },
    },
    async (request) => envelope(request, await copy.apply(userOf(request).id, request.body)),
  );

  app.post(
    "/follow/setName",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Changes the trader's display name (and bio)",
        body: CopySetNameBody,
        response: { 200: Envelope(CopyNamed) },
      },
    },
    async (request) => envelope(request, await copy.setName(userOf(request).id, request.body)),
  );

  app.post(
    "/follow/follow",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Copies a trader proportionally or by fixed lots, within margin caps (or changes how)",
        body: CopyFollowBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await copy.follow(userOf(request).id, request.body)),
  );

  app.post(
    "/follow/cancel",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Stops copying a trader: the open copies close, or stay one's own (close 0)",
        body: CopyCancelBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(
        request,
        await copy.unfollow(userOf(request).id, request.body.trader_user_id, request.body.close !== 0),
      ),
  );

  app.post(
    "/follow/selfHolding",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Keeps one copy as one's own: the trader's close no longer closes it",
        body: CopySelfHoldingBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await copy.keep(userOf(request).id, request.body.transaction_id)),
  );

  app.post(
    "/follow/close",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Closes one of one's copies at the market now (a kept one too)",
        body: CopySelfHoldingBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await copy.close(userOf(request).id, request.body.transaction_id)),
  );

  app.get(
    "/follow/myTrade",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The traders one copies, with the settings, and one's open copies",
        response: { 200: Envelope(CopyMine) },
      },
    },
    async (request) => {
      const mine = await queries.mine(userOf(request).id);
      const copies = mine.copies.map((c) => ({ ...c, ...(copy.live(c.transaction_id) ?? {}) }));
      return envelope(request, success({ ...mine, copies }));
    },
  );

  app.get(
    "/follow/historyTrade",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's closed copies with the profit share each paid, and the latest skipped copies",
        querystring: CopyListQuery,
        response: { 200: Envelope(CopyHistoryPage) },
      },
    },
    async (request) => {
      const history = await queries.history(userOf(request).id, request.query.page, request.query.limit);
      const skipped = history.skipped.map((s) => {
        const key = skipKey(s.reason);
        return { ...s, reason_text: key ? text(request, key) : s.reason };
      });
      return envelope(request, success({ ...history, skipped }));
    },
  );
};
