import { type Static, Type } from "typebox";
import {
  Decimal,
  LINE_PATTERN,
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
  status: Type.String(),
  seller: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: Type.String(),
});

export type P2pAd = Static<typeof P2pAd>;

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
 * placed (an order on one's ad), paid, message, completed (released), cancelled, appeal.
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
