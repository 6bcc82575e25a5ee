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
import type { UserLimitName } from "../../http/limits.ts";
import { failure, success } from "../../http/outcome.ts";
import type { P2pQueries } from "./p2p.queries.ts";
import type { P2pService } from "./p2p.service.ts";

const IdReply = Envelope(P2pDone);

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
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };
  /** signed in, counting against the user's budgets of `names` */
  const limited = (...names: UserLimitName[]) => ({
    preHandler: [app.authenticate, ...app.userLimits(...names)],
  });

  app.get(
    "/legal_deal_platform",
    {
      schema: {
        tags,
        summary: "Ads on offer by side, coin, fiat and payment method; best price for the taker first",
        querystring: P2pMarketQuery,
        response: { 200: Envelope(P2pAdPage) },
      },
    },
    async (request) => envelope(request, success(await queries.market(request.query))),
  );

  app.get(
    "/p2p/fiats",
    {
      schema: {
        tags,
        summary: "The fiat currencies ads may be priced in, with their rate per USDT",
        response: { 200: Envelope(Type.Array(P2pFiat)) },
      },
    },
    async (request) => envelope(request, success(await queries.fiats())),
  );

  app.get(
    "/legal_deal_info",
    { schema: { tags, summary: "One ad", querystring: P2pAdQuery, response: { 200: Envelope(P2pAd) } } },
    async (request) => {
      const ad = await queries.ad(request.query.id);
      return envelope(request, ad ? success(ad) : failure("P2P_AD_NOT_FOUND"));
    },
  );

  app.post(
    "/legal_send",
    {
      ...limited("p2p-ad", "fund-password"),
      schema: {
        tags,
        security,
        summary: "Publishes an ad (approved merchants); a sell ad's total is held from the legal account",
        body: P2pAdBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await p2p.publish(userOf(request).id, request.body)),
  );

  app.post(
    "/down_send",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Takes one's ad offline: what no order reserves goes back to the legal account",
        body: P2pOwnAdBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await p2p.offline(userOf(request).id, request.body.id)),
  );

  app.get(
    "/legal_send_deal_list",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's own ads, newest first",
        querystring: P2pListQuery,
        response: { 200: Envelope(P2pAdPage) },
      },
    },
    async (request) =>
      envelope(
        request,
        success(await queries.myAds(userOf(request).id, request.query.page, request.query.limit)),
      ),
  );

  app.post(
    "/do_legal_deal",
    {
      ...limited("p2p-order", "fund-password"),
      schema: {
        tags,
        security,
        summary: "Takes an ad for a fiat sum or a coin amount; the coin is reserved until released",
        body: P2pDealBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await p2p.take(userOf(request).id, request.body)),
  );

  app.get(
    "/legal_deal",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One order (its parties only)",
        querystring: P2pOrderQuery,
        response: { 200: Envelope(P2pOrder) },
      },
    },
    async (request) => {
      const viewer = userOf(request).id;
      const order = await queries.order(viewer, request.query.id);
      const payment = order && (await p2p.methods.forOrder(viewer, order.id));
      return envelope(request, order ? success({ ...order, payment }) : failure("P2P_ORDER_NOT_FOUND"));
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

  app.get(
    "/p2p/notices",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "What the other party of one's orders did (an order placed on one's ad, paid, a message, released, cancelled, appealed), newest first",
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
        }),
        response: { 200: Envelope(Type.Array(P2pNotice)) },
      },
    },
    async (request) =>
      envelope(request, success(await p2p.notices.list(userOf(request).id, request.query.limit ?? 30))),
  );

  app.post(
    "/user_legal_pay",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The buyer marks the order paid, with the payment proof",
        body: P2pPayBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await p2p.markPaid(userOf(request).id, request.body.id, request.body.pay_orders_img)),
  );

  app.post(
    "/user_legal_pay_cancel",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The buyer cancels an unpaid order; the reservation returns",
        body: P2pOrderBody,
        response: { 200: IdReply },
      },
    },
    async (request) => envelope(request, await p2p.cancel(userOf(request).id, request.body.id)),
  );

  app.post(
    "/ipay",
    {
      ...limited("fund-password"),
      schema: {
        tags,
        security,
        summary: "The seller confirms the fiat arrived and releases the coin to the buyer",
        body: P2pReleaseBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await p2p.release(userOf(request).id, request.body.id, request.body.password)),
  );

  app.post(
    "/p2p/payment_methods",
    {
      ...limited("payment-details"),
      schema: {
        tags,
        security,
        summary: "Saves one's details for a payment method kind (shown to the other party of an open order)",
        body: PaymentMethodBody,
        response: { 200: Envelope(P2pMethodSaved) },
      },
    },
    async (request) => {
      const { kind, ...fields } = request.body;
      return envelope(request, await p2p.methods.save(userOf(request).id, kind, fields));
    },
  );

  app.get(
    "/p2p/payment_methods",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's saved payment methods",
        response: { 200: Envelope(Type.Array(P2pSavedMethod)) },
      },
    },
    async (request) => envelope(request, success(await p2p.methods.mine(userOf(request).id))),
  );

  app.post(
    "/user/cash_save_international",
    {
      ...limited("payment-details"),
      schema: {
        tags,
        security,
        summary: "Saves the international bank details (IBAN, SWIFT) used to receive fiat",
        body: IntlBankBody,
        response: { 200: Envelope(P2pMethodSaved) },
      },
    },
    async (request) =>
      envelope(request, await p2p.methods.save(userOf(request).id, "intl_bank", request.body)),
  );

  app.post(
    "/user/cash_info_international",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The saved international bank details, or null",
        response: { 200: Envelope(Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()])) },
      },
    },
    async (request) => {
      const saved = (await p2p.methods.mine(userOf(request).id)).find((m) => m.kind === "intl_bank");
      return envelope(request, success(saved?.details ?? null));
    },
  );

  app.get(
    "/p2p/chat",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "An order's chat with its state changes, oldest first; reading it marks it read",
        querystring: P2pOrderQuery,
        response: { 200: Envelope(P2pChatThread) },
      },
    },
    async (request) => envelope(request, await p2p.chat.thread(userOf(request).id, request.query.id)),
  );

  app.post(
    "/p2p/chat",
    {
      ...limited("chat"),
      schema: {
        tags,
        security,
        summary: "Writes in an order's chat: text, or one of one's uploaded images",
        body: P2pChatBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await p2p.chat.send(userOf(request).id, request.body.id, request.body)),
  );

  app.get(
    "/seller/balance_log",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "A merchant's legal account bills (escrow held, released, received), newest first",
        querystring: P2pBillsQuery,
        response: { 200: Envelope(BillPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await legalBills(userOf(request).id, q.currency_id, q.page, q.limit)));
    },
  );

  app.post(
    "/fpay",
    {
      ...limited("application"),
      schema: {
        tags,
        security,
        summary: "Either party disputes a paid order (after the configured wait); an operator decides",
        body: P2pAppealBody,
        response: { 200: IdReply },
      },
    },
    async (request) =>
      envelope(request, await p2p.appeal(userOf(request).id, request.body.id, request.body.reason ?? "")),
  );

  app.get(
    "/seller_info",
    {
      schema: {
        tags,
        summary: "A store: name and figures computed from its orders",
        querystring: P2pStoreQuery,
        response: { 200: Envelope(P2pStore) },
      },
    },
    async (request) => {
      const store = await queries.store(request.query.id, clock());
      return envelope(request, store?.status === "approved" ? success(store) : failure("P2P_NOT_MERCHANT"));
    },
  );

  app.get(
    "/my_seller",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's own store (or application)",
        response: { 200: Envelope(P2pStore) },
      },
    },
    async (request) => {
      const store = await queries.store(userOf(request).id, clock());
      return envelope(request, store ? success(store) : failure("P2P_NOT_MERCHANT"));
    },
  );

  app.get(
    "/seller_trade",
    {
      schema: {
        tags,
        summary: "A store's ads on offer",
        querystring: P2pStoreQuery,
        response: { 200: Envelope(Type.Array(P2pAd)) },
      },
    },
    async (request) => envelope(request, success(await queries.storeAds(request.query.id))),
  );

  app.post(
    "/p2p/merchant/apply",
    {
      ...limited("application"),
      schema: {
        tags,
        security,
        summary: "Applies to be a merchant (level 2 verification); an operator reviews it",
        body: Type.Object({ store_name: Text(40, { minLength: 2 }) }),
        response: { 200: Envelope(P2pStanding) },
      },
    },
    async (request) => envelope(request, await p2p.apply(userOf(request).id, request.body.store_name)),
  );
};
