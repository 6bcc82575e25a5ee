import {
  BillPage,
  Envelope,
  IntlBankBody,
  P2pAd,
  P2pAdBody,
  P2pAdPage,
  P2pAdQuery,
  P2pAppealBody,
  P2pBillsQuery,
  P2pChatBody,
  P2pChatThread,
  P2pDealBody,
  P2pDone,
  P2pFiat,
  P2pListQuery,
  P2pMarketQuery,
  P2pMethodSaved,
  P2pNotice,
  P2pOrder,
  P2pOrderBody,
  P2pOrderPage,
  P2pOrderQuery,
  P2pOwnAdBody,
  P2pPayBody,
  P2pReleaseBody,
  P2pSavedMethod,
  P2pStanding,
  P2pStore,
  P2pStoreQuery,
  PaymentMethodBody,
  Text,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { P2pQueries } from "./p2p.queries.ts";
import type { P2pService } from "./p2p.service.ts";

/** The legacy Fiat calls (spec §7 "Fiat"), mapped in `docs/p2p-api.md`. */
export const p2pRoutes: FastifyPluginAsyncTypebox<{
  p2p: P2pService;
  queries: P2pQueries;
  clock: () => Date;
  /** the bills of a user's legal account (the wallet's), newest first */
  legalBills: (
    userId: number,
    currencyId: number | undefined,
    page: number,
    limit: number,
  ) => Promise<BillPage>;
}> = async (app, { p2p, queries, clock, legalBills }) => {
  const tags = ["p2p"];
  const route = routeKit(app, tags);
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  route.get(
    "/legal_deal_platform",
    {
      summary: "Ads on offer by side, coin, fiat and payment method; best price for the taker first",
      caller: "public",
      query: P2pMarketQuery,
      answer: P2pAdPage,
    },
    async ({ query }) => success(await queries.market(query)),
  );

  route.get(
    "/p2p/fiats",
    {
      summary: "The fiat currencies ads may be priced in, with their rate per USDT",
      caller: "public",
      answer: Type.Array(P2pFiat),
    },
    async () => success(await queries.fiats()),
  );

  route.get(
    "/legal_deal_info",
    { summary: "One ad", caller: "public", query: P2pAdQuery, answer: P2pAd },
    async ({ query }) => {
      const ad = await queries.ad(query.id);
      return ad ? success(ad) : failure("P2P_AD_NOT_FOUND");
    },
  );

  route.post(
    "/legal_send",
    {
      summary: "Publishes an ad (approved merchants); a sell ad's total is held from the legal account",
      caller: "user",
      limits: ["p2p-ad", "fund-password"],
      body: P2pAdBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.publish(user.id, body),
  );

  route.post(
    "/down_send",
    {
      summary: "Takes one's ad offline: what no order reserves goes back to the legal account",
      caller: "user",
      body: P2pOwnAdBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.offline(user.id, body.id),
  );

  route.get(
    "/legal_send_deal_list",
    { summary: "One's own ads, newest first", caller: "user", query: P2pListQuery, answer: P2pAdPage },
    async ({ user, query }) => success(await queries.myAds(user.id, query.page, query.limit)),
  );

  route.post(
    "/do_legal_deal",
    {
      summary: "Takes an ad for a fiat sum or a coin amount; the coin is reserved until released",
      caller: "user",
      limits: ["p2p-order", "fund-password"],
      body: P2pDealBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.take(user.id, body),
  );

  route.get(
    "/legal_deal",
    { summary: "One order (its parties only)", caller: "user", query: P2pOrderQuery, answer: P2pOrder },
    async ({ user, query }) => {
      const viewer = user.id;
      const order = await queries.order(viewer, query.id);
      const payment = order && (await p2p.methods.forOrder(viewer, order.id));
      return order ? success({ ...order, payment }) : failure("P2P_ORDER_NOT_FOUND");
    },
  );

  for (const [path, as, summary] of [
    ["/legal_user_deal", "taker", "Orders one took"],
    ["/seller_legal_user_deal", "merchant", "Orders taken on one's ads (a merchant's store orders)"],
  ] as const)
    app.get(
      path,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          summary,
          querystring: P2pListQuery,
          response: { 200: Envelope(P2pOrderPage) },
        },
      },
      async (request) => {
        const q = request.query;
        return envelope(
          request,
          success(await queries.orders(userOf(request).id, as, q.status, q.page, q.limit)),
        );
      },
    );

  route.get(
    "/p2p/notices",
    {
      summary:
        "What the other party of one's orders did (an order placed on one's ad, paid, a message, released, cancelled, appealed), newest first",
      caller: "user",
      query: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
      }),
      answer: Type.Array(P2pNotice),
    },
    async ({ user, query }) => success(await p2p.notices.list(user.id, query.limit ?? 30)),
  );

  route.post(
    "/user_legal_pay",
    {
      summary: "The buyer marks the order paid, with the payment proof",
      caller: "user",
      body: P2pPayBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.markPaid(user.id, body.id, body.pay_orders_img),
  );

  route.post(
    "/user_legal_pay_cancel",
    {
      summary: "The buyer cancels an unpaid order; the reservation returns",
      caller: "user",
      body: P2pOrderBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.cancel(user.id, body.id),
  );

  route.post(
    "/ipay",
    {
      summary: "The seller confirms the fiat arrived and releases the coin to the buyer",
      caller: "user",
      limits: ["fund-password"],
      body: P2pReleaseBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.release(user.id, body.id, body.password),
  );

  route.post(
    "/p2p/payment_methods",
    {
      summary: "Saves one's details for a payment method kind (shown to the other party of an open order)",
      caller: "user",
      limits: ["payment-details"],
      body: PaymentMethodBody,
      answer: P2pMethodSaved,
    },
    async ({ user, body }) => {
      const { kind, ...fields } = body;
      return await p2p.methods.save(user.id, kind, fields);
    },
  );

  route.get(
    "/p2p/payment_methods",
    { summary: "One's saved payment methods", caller: "user", answer: Type.Array(P2pSavedMethod) },
    async ({ user }) => success(await p2p.methods.mine(user.id)),
  );

  route.post(
    "/user/cash_save_international",
    {
      summary: "Saves the international bank details (IBAN, SWIFT) used to receive fiat",
      caller: "user",
      limits: ["payment-details"],
      body: IntlBankBody,
      answer: P2pMethodSaved,
    },
    ({ user, body }) => p2p.methods.save(user.id, "intl_bank", body),
  );

  route.post(
    "/user/cash_info_international",
    {
      summary: "The saved international bank details, or null",
      caller: "user",
      answer: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()]),
    },
    async ({ user }) => {
      const saved = (await p2p.methods.mine(user.id)).find((m) => m.kind === "intl_bank");
      return success(saved?.details ?? null);
    },
  );

  route.get(
    "/p2p/chat",
    {
      summary: "An order's chat with its state changes, oldest first; reading it marks it read",
      caller: "user",
      query: P2pOrderQuery,
      answer: P2pChatThread,
    },
    ({ user, query }) => p2p.chat.thread(user.id, query.id),
  );

  route.post(
    "/p2p/chat",
    {
      summary: "Writes in an order's chat: text, or one of one's uploaded images",
      caller: "user",
      limits: ["chat"],
      body: P2pChatBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.chat.send(user.id, body.id, body),
  );

  route.get(
    "/seller/balance_log",
    {
      summary: "A merchant's legal account bills (escrow held, released, received), newest first",
      caller: "user",
      query: P2pBillsQuery,
      answer: BillPage,
    },
    async ({ user, query }) => success(await legalBills(user.id, query.currency_id, query.page, query.limit)),
  );

  route.post(
    "/fpay",
    {
      summary: "Either party disputes a paid order (after the configured wait); an operator decides",
      caller: "user",
      limits: ["application"],
      body: P2pAppealBody,
      answer: P2pDone,
    },
    ({ user, body }) => p2p.appeal(user.id, body.id, body.reason ?? ""),
  );

  route.get(
    "/seller_info",
    {
      summary: "A store: name and figures computed from its orders",
      caller: "public",
      query: P2pStoreQuery,
      answer: P2pStore,
    },
    async ({ query }) => {
      const store = await queries.store(query.id, clock());
      return store?.status === "approved" ? success(store) : failure("P2P_NOT_MERCHANT");
    },
  );

  route.get(
    "/my_seller",
    { summary: "One's own store (or application)", caller: "user", answer: P2pStore },
    async ({ user }) => {
      const store = await queries.store(user.id, clock());
      return store ? success(store) : failure("P2P_NOT_MERCHANT");
    },
  );

  route.get(
    "/seller_trade",
    { summary: "A store's ads on offer", caller: "public", query: P2pStoreQuery, answer: Type.Array(P2pAd) },
    async ({ query }) => success(await queries.storeAds(query.id)),
  );

  route.post(
    "/p2p/merchant/apply",
    {
      summary: "Applies to be a merchant (level 2 verification); an operator reviews it",
      caller: "user",
      limits: ["application"],
      body: Type.Object({ store_name: Text(40, { minLength: 2 }) }),
      answer: P2pStanding,
    },
    ({ user, body }) => p2p.apply(user.id, body.store_name),
  );
};
