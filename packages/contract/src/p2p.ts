import { type Static, Type } from "typebox";
import {
  Decimal,
  LINE_PATTERN,
  Nullable,
  OWNER_KEY,
  OwnedId,
  PageQuery,
  PUBLIC_OWNER,
  PublicId,
  PublicRefId,
  Text,
} from "./bounds.ts";

export { PAYMENT_METHOD_FIELDS } from "./p2p-methods.ts";

/**
 * Fiat P2P (spec §7 "Fiat"). Ads are a merchant's offer to sell (`type` "sell": takers buy) or buy
 * (`type` "buy": takers sell) a coin for a fiat currency; orders are a taker's deal on an ad. Amounts
 * are in the coin, prices and fiat sums in the fiat (2 decimals). `docs/p2p-api.md` maps every call.
 */

const Side = Type.Union([Type.Literal("sell"), Type.Literal("buy")], {
  description: "the merchant's side: sell (takers buy) or buy (takers sell)",
});

/** A payment method kind: letters, digits and `_`, e.g. `bank`, `intl_bank`, `alipay`. */
export const PaymentMethodKind = Type.String({ pattern: "^[a-z][a-z0-9_]{1,19}$" });

/**
 * Whose object each id names (`x-owner`, see bounds.ts): an ad is a merchant's public offer that any
 * user reads and takes, but only its merchant takes it offline; an order is its two parties' only; a
 * store is a merchant's public page, named by the merchant's user id.
 */
const AdId = PublicId("p2p-ad");
const OwnAdId = OwnedId("p2p-ad", { description: "one of the caller's own ads" });
const OrderId = OwnedId("p2p-order", { description: "an order the caller is a party of" });
const StoreId = PublicId("merchant", { description: "the merchant's user id" });
const Coin = PublicRefId("currency");

/** `POST /legal_send`: publishes an ad (the spec's fiat ad fields). */
export const P2pAdBody = Type.Object({
  type: Side,
  currency_id: Coin,
  coin_code: Type.String({ pattern: "^[A-Za-z]{3}$", description: "the fiat currency's code, e.g. USD" }),
  price: Type.Optional(Decimal("p2p_ads.price", "fiat per coin (2 decimals); required for a fixed price")),
  price_type: Type.Optional(
    Type.Union([Type.Literal("fixed"), Type.Literal("float")], {
      default: "fixed",
      description: "float: the index price in the fiat × margin, taken when each order is",
    }),
  ),
  margin: Type.Optional(
    Decimal("p2p_ads.margin", "a floating ad's margin over the index price, in percent (80 to 120)"),
  ),
  total_number: Decimal("p2p_ads.total", "coin offered in all"),
  min_number: Decimal("p2p_ads.min_amount", "smallest order, in coin"),
  max_number: Decimal("p2p_ads.max_amount", "largest order, in coin"),
  way: Text(200, { description: "payment method kinds, comma-separated (bank,intl_bank,alipay)" }),
  password: Text(32, { description: "the fund (trade) password" }),
  pay_minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 120 })),
  terms: Type.Optional(Text(500, { multiline: true })),
  min_kyc: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
});

/** `POST /do_legal_deal`: takes an ad. `means` says what `value` is: a fiat sum ("money") or coin ("number"). */
export const P2pDealBody = Type.Object({
  id: AdId,
  means: Type.Optional(Type.Union([Type.Literal("money"), Type.Literal("number")], { default: "money" })),
  value: Decimal(["p2p_orders.fiat_total", "p2p_orders.amount"], "the fiat sum or the coin amount"),
  way: Type.Optional(PaymentMethodKind),
  password: Text(32, { description: "the fund (trade) password" }),
});

/** An order's id (cancel). */
export const P2pOrderBody = Type.Object({ id: OrderId });

/** `POST /down_send`: one of the caller's own ads to take offline. */
export const P2pOwnAdBody = Type.Object({ id: OwnAdId });

/** `POST /user_legal_pay`: the buyer marks the order paid, with the payment proof (an uploaded image). */
export const P2pPayBody = Type.Object({
  id: OrderId,
  pay_orders_img: Text(200, { description: "the upload's path, as /api/upload answered it" }),
});

/** `POST /ipay`: the seller confirms the fiat arrived and releases the coin. */
export const P2pReleaseBody = Type.Object({
  id: OrderId,
  password: Text(32, { description: "the fund password" }),
});

/** `GET /legal_deal_platform`: ads on offer, best price first. */
export const P2pMarketQuery = Type.Object({
  type: Type.Optional(Side),
  currency_id: Type.Optional(Coin),
  coin_code: Type.Optional(Type.String({ pattern: "^[A-Za-z]{3}$" })),
  way: Type.Optional(PaymentMethodKind),
  ...PageQuery,
});

/** `GET /legal_deal_info`: any ad. */
export const P2pAdQuery = Type.Object({ id: AdId });
/** `GET /legal_deal`, `GET /p2p/chat`: an order of the caller's. */
export const P2pOrderQuery = Type.Object({ id: OrderId });
/** `GET /seller_info`, `GET /seller_trade`: a store, by its merchant's user id. */
export const P2pStoreQuery = Type.Object({ id: StoreId });

/** `POST /p2p/chat`: a line in an order's chat, text or one of one's uploaded images. */
export const P2pChatBody = Type.Object({
  id: OrderId,
  text: Type.Optional(Text(1000, { multiline: true })),
  image: Type.Optional(Text(200)),
});

/** `POST /fpay`: either party disputes a paid order. */
export const P2pAppealBody = Type.Object({
  id: OrderId,
  reason: Type.Optional(Text(500, { multiline: true })),
});

/** `GET /seller/balance_log`: one's legal account bills, of one coin or all. */
export const P2pBillsQuery = Type.Object({ currency_id: Type.Optional(Coin), ...PageQuery });
export const P2pListQuery = Type.Object({
  status: Type.Optional(
    Type.Union([
      Type.Literal("unpaid"),
      Type.Literal("paid"),
      Type.Literal("completed"),
      Type.Literal("cancelled"),
    ]),
  ),
  ...PageQuery,
});

/** One ad as lists and details show it. */
export const P2pAd = Type.Object({
  id: Type.Integer(),
  type: Side,
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  decimals: Type.Integer({ description: "the coin's decimals: amounts are rounded down to them" }),
  coin_code: Type.String({ description: "the fiat" }),
  price: Type.String({ description: "what it deals at now (a floating ad's from the index price)" }),
  price_type: Type.String({ description: "fixed or float" }),
  margin: Type.Union([Type.String({ description: "percent over the index price" }), Type.Null()]),
  total_number: Type.String(),
  surplus_number: Type.String({ description: "what takers may still take" }),
  min_number: Type.String(),
  max_number: Type.String(),
  way: Type.Array(Type.String()),
  pay_minutes: Type.Integer(),
  terms: Type.String(),
  min_kyc: Type.Integer(),
  status: Type.Union([Type.Literal("online"), Type.Literal("offline")]),
  seller: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: Type.String(),
});

export type P2pAd = Static<typeof P2pAd>;

/** An operator's ruling on an appealed order. */
export const P2pRuling = Type.Object({
  outcome: Type.Union([Type.Literal("release"), Type.Literal("refund")], {
    description: "release: the coin went to the buyer; refund: it went back to the seller",
  }),
  reason: Type.String(),
  at: Type.String({ description: "ISO 8601 UTC" }),
});
export type P2pRuling = Static<typeof P2pRuling>;

/** One order as its two parties see it. */
export const P2pOrder = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  type: Type.String({ description: "the caller's side: buy or sell" }),
  currency_name: Type.String(),
  coin_code: Type.String(),
  price: Type.String(),
  number: Type.String(),
  money: Type.String({ description: "the fiat sum the buyer pays" }),
  fee: Type.String(),
  way: Type.String(),
  status: Type.String({ description: "unpaid, paid, appeal, completed or cancelled" }),
  cancel_reason: Type.Union([Type.String({ description: "buyer, timeout or appeal" }), Type.Null()]),
  appealed: Type.Boolean(),
  pay_deadline: Type.String(),
  paid_at: Type.Union([Type.String(), Type.Null()]),
  appeal_after: Type.Union([Type.String({ description: "when either party may appeal" }), Type.Null()]),
  proof: Type.Union([Type.String(), Type.Null()]),
  merchant: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /**
   * the other party of the order: its store's name when it is the merchant, otherwise the name it
   * verified its identity with (its nickname before that)
   */
  counterparty: Type.Object({ id: Type.Integer(), name: Type.String() }),
  buyer_name: Type.Union([
    Type.String({
      description:
        "the buyer's verified name, for the seller to match the transfer with; null for the buyer and before verification",
    }),
    Type.Null(),
  ]),
  created_at: Type.String(),
  /**
   * the platform's ruling on the order's appeal, shown to both parties: the coin released to the buyer or
   * returned to the seller, with the operator's reason; null while no operator has ruled
   */
  ruling: Nullable(P2pRuling),
  /** where the buyer pays (the seller's details for the order's method), while the order is open */
  payment: Type.Optional(Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()])),
});

export type P2pOrder = Static<typeof P2pOrder>;

const Field = Type.Optional(Text(100));
/**
 * `POST /p2p/payment_methods`: one kind's details. bank: account_name, account_number, bank_name
 * (branch_name); intl_bank: account_name, iban, swift_code, bank_name (bank_address, account_address);
 * alipay, wechat: account_name, account_id (qr_code, an upload path); paypal, momo: account_name, account_id.
 */
export const PaymentMethodBody = Type.Object({
  kind: PaymentMethodKind,
  account_name: Field,
  account_number: Field,
  bank_name: Field,
  branch_name: Field,
  iban: Field,
  swift_code: Field,
  bank_address: Field,
  account_address: Field,
  /** the user's account at the payment service (text, not a row of ours: nothing to attack) */
  account_id: Type.Optional(
    Type.String({ maxLength: 100, pattern: LINE_PATTERN, [OWNER_KEY]: PUBLIC_OWNER }),
  ),
  qr_code: Field,
});

/** `POST /user/cash_save_international`: the international bank details (kind intl_bank). */
export const IntlBankBody = Type.Object({
  account_name: Text(100),
  iban: Text(100),
  swift_code: Text(100),
  bank_name: Text(100),
  bank_address: Field,
  account_address: Field,
});

/**
 * `GET /p2p/notices`: what the other party of one's orders did (the last 30 days, newest first). kind:
 * placed (an order on one's ad), paid, message, completed (released), cancelled, appeal, and the
 * platform's ruling on an appeal: ruling_release (coin to the buyer) or ruling_refund (back to the
 * seller), its reason as the body.
 */
export const P2pNotice = Type.Object({
  id: Type.String({ description: "e<entry> for an order change, m<message> for a chat message" }),
  kind: Type.String(),
  order_id: Type.Integer(),
  role: Type.String({ description: "the user's side of the order: buy or sell" }),
  from: Type.String({ description: "the other party: its store's name, or its verified name" }),
  body: Type.Union([Type.String({ description: "a text message" }), Type.Null()]),
  number: Type.String(),
  money: Type.String(),
  currency_name: Type.String(),
  coin_code: Type.String(),
  at: Type.String(),
});

export type P2pNotice = Static<typeof P2pNotice>;

/** `GET /legal_deal_platform`, `GET /legal_send_deal_list`: a page of ads (a short page is the last). */
export const P2pAdPage = Type.Object({ data: Type.Array(P2pAd), page: Type.Integer() });
export type P2pAdPage = Static<typeof P2pAdPage>;

/** `GET /legal_user_deal`, `GET /seller_legal_user_deal`: a page of orders. */
export const P2pOrderPage = Type.Object({ data: Type.Array(P2pOrder), page: Type.Integer() });
export type P2pOrderPage = Static<typeof P2pOrderPage>;

/** `GET /p2p/fiats`: a fiat currency ads may be priced in, with its rate per USDT. */
export const P2pFiat = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: "e.g. USD" }),
  name: Type.String(),
  symbol: Type.String(),
  usdt_rate: Type.String({ description: "fiat per USDT" }),
});
export type P2pFiat = Static<typeof P2pFiat>;

/** `GET /admin/p2p/fiats`, `POST /admin/p2p/fiats`: a fiat currency, enabled or not. */
export const P2pAdminFiat = Type.Object({ ...P2pFiat.properties, enabled: Type.Boolean() });
export type P2pAdminFiat = Static<typeof P2pAdminFiat>;

/** A merchant's standing: an application `pending`, then `approved`, `rejected` or `suspended`. */
export const P2pMerchantStatus = Type.Union([
  Type.Literal("pending"),
  Type.Literal("approved"),
  Type.Literal("rejected"),
  Type.Literal("suspended"),
]);

/** `GET /seller_info`, `GET /my_seller`: a store, with figures computed from its orders. */
export const P2pStore = Type.Object({
  id: Type.Integer({ description: "the merchant's user id" }),
  name: Type.String(),
  status: P2pMerchantStatus,
  completed_30d: Type.Integer({ description: "orders completed in the last 30 days" }),
  completion_rate: Nullable(Type.String({ description: "percent of the orders that ended completed" })),
  avg_release_seconds: Nullable(Type.Integer({ description: "from payment to release, on average" })),
});
export type P2pStore = Static<typeof P2pStore>;

const chatLineFields = {
  id: Type.String({ description: "m<message> for a message, e<entry> for a state change" }),
  /** a system line of an operator's ruling carries its reason; a platform line is an operator's message */
  kind: Type.Union([Type.Literal("text"), Type.Literal("image"), Type.Literal("system")]),
  body: Type.String(),
  image: Nullable(Type.String({ description: "an upload's path" })),
  status: Nullable(Type.String({ description: "the order's state after a system line" })),
  at: Type.String({ description: "ISO 8601 UTC" }),
};

/** A line of an order's chat as one of its parties reads it. */
export const P2pChatLine = Type.Object({
  ...chatLineFields,
  from: Type.Union([
    Type.Literal("me"),
    Type.Literal("them"),
    Type.Literal("system"),
    Type.Literal("platform"),
  ]),
});
export type P2pChatLine = Static<typeof P2pChatLine>;

/** `GET /p2p/chat`: an order's chat with its state changes, oldest first, and what the other party read. */
export const P2pChatThread = Type.Object({
  lines: Type.Array(P2pChatLine),
  read_by_them: Type.Integer({ description: "the last message id the other party read (0: none)" }),
});
export type P2pChatThread = Static<typeof P2pChatThread>;

/** `GET /admin/p2p/orders/:id/chat`: a line as the operator deciding an appeal reads it. */
export const P2pAdminChatLine = Type.Object({
  ...chatLineFields,
  from: Type.Union([
    Type.Literal("buyer"),
    Type.Literal("seller"),
    Type.Literal("system"),
    Type.Literal("platform"),
  ]),
});

/** `POST /admin/p2p/orders/:id/chat`: an operator's line in an appealed order's chat, seen by both parties. */
export const P2pOperatorChatBody = Type.Object({ content: Text(500, { minLength: 1 }) });
export type P2pAdminChatLine = Static<typeof P2pAdminChatLine>;

/** `GET /p2p/payment_methods`: one of one's saved payment methods (the fields of `PaymentMethodBody`). */
export const P2pSavedMethod = Type.Object({
  kind: Type.String(),
  details: Type.Record(Type.String(), Type.String()),
});
export type P2pSavedMethod = Static<typeof P2pSavedMethod>;

/** The answer of a deal, an ad, a payment, a cancel, a release, an appeal, a chat line: the row's id. */
export const P2pDone = Type.Object({ id: Type.Integer() });
export type P2pDone = Static<typeof P2pDone>;

/** `POST /p2p/merchant/apply`'s answer, and a console decision's: the merchant's standing now. */
export const P2pStanding = Type.Object({ status: Type.String() });
export type P2pStanding = Static<typeof P2pStanding>;

/** `POST /p2p/payment_methods`, `POST /user/cash_save_international`: the kind saved. */
export const P2pMethodSaved = Type.Object({ kind: Type.String() });
export type P2pMethodSaved = Static<typeof P2pMethodSaved>;

/** `GET /admin/p2p/merchants`: a merchant or application. */
export const P2pMerchant = Type.Object({
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  store_name: Type.String(),
  status: P2pMerchantStatus,
  applied_at: Type.String({ description: "ISO 8601 UTC" }),
  reason: Nullable(Type.String({ description: "why an operator rejected it" })),
});
export type P2pMerchant = Static<typeof P2pMerchant>;

/** An order's state. */
export const P2pOrderStatus = Type.Union([
  Type.Literal("unpaid"),
  Type.Literal("paid"),
  Type.Literal("appeal"),
  Type.Literal("completed"),
  Type.Literal("cancelled"),
]);
export type P2pOrderStatus = Static<typeof P2pOrderStatus>;

const Party = Type.Object({ id: Type.Integer(), email: Nullable(Type.String()) });

/** `GET /admin/p2p/orders`: an order with its parties, proof, appeal and history. */
export const P2pAdminOrder = Type.Object({
  id: Type.Integer(),
  ad_id: Type.Integer(),
  buyer: Party,
  seller: Party,
  currency_name: Type.String(),
  coin_code: Type.String({ description: "the fiat" }),
  number: Type.String(),
  money: Type.String(),
  status: P2pOrderStatus,
  proof: Nullable(Type.String()),
  appeal_reason: Nullable(Type.String()),
  appealed_by: Nullable(Type.Integer()),
  ruling: Nullable(Type.Object({ ...P2pRuling.properties, operator_id: Type.Integer() })),
  events: Type.Array(Type.Object({ at: Type.String(), actor: Type.String(), status: Type.String() })),
});
export type P2pAdminOrder = Static<typeof P2pAdminOrder>;
