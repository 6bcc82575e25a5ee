import { type Static, Type } from "typebox";
import { ANYONE, Decimal, Nullable, PageQuery, PublicRefId, RefId } from "./bounds.ts";

/**
 * Dual investment (spec §7 "Invest"): products on a market that pay a fixed APR and, depending on the
 * index price at maturity against a linked price, in the invested coin or converted to the other one.
 * `call` (sell high) invests the base coin, `put` (buy low) the quote coin. `docs/earn-api.md` maps
 * every call.
 */

export const DUAL_TYPES = ["call", "put"] as const;
export const DualType = Type.Union([Type.Literal("call"), Type.Literal("put")]);

/** `GET /dual/index`: the products open to purchase, optionally of one base coin and type. */
export const DualIndexQuery = Type.Object({
  currency_id: Type.Optional(PublicRefId("currency")),
  type: Type.Optional(DualType),
});

/** `GET /dual/detail?id=`. */
export const DualDetailQuery = Type.Object({ id: PublicRefId("dual-product") });

/** `POST /dual/buyDual`: buys `num` shares of a product. */
export const DualBuyBody = Type.Object({
  id: PublicRefId("dual-product"),
  num: Type.String({
    pattern: "^\\s*[0-9]{1,9}\\s*$",
    maxLength: 12,
    description: "the number of shares: a whole number ≥ 1",
  }),
});

/** `POST /dual/dual_list`: one's orders, newest first. */
export const DualListBody = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("purchased"), Type.Literal("completed")])),
  ...PageQuery,
});

/**
 * `GET /dual/:id/proof`: an order's settlement, by its public id. Public by design: the id is 128
 * random bits the owner alone learns (from its orders) and shares to let anyone verify the settlement;
 * the proof names no user.
 */
export const DualProofParams = Type.Object({
  id: Type.String({
    pattern: "^[0-9a-f]{32}$",
    description: "the order's public id",
    ...ANYONE,
  }),
});

/** `POST /admin/dual/products[/:id]`: a product's terms (the console). */
export const DualProductBody = Type.Object({
  market_id: RefId,
  type: DualType,
  linked_price: Decimal(
    "dual_products.linked_price",
    "the linked price, in the quote coin per one base coin",
  ),
  apr: Type.String({ maxLength: 12, description: "the annual rate, e.g. 0.35 for 35 %" }),
  days: Type.Integer({ minimum: 1, maximum: 365 }),
  share_price: Decimal("dual_products.share_price", "one share's investment, in the invested coin"),
  shares: Type.Integer({ minimum: 1, maximum: 100_000_000, description: "shares for sale in all" }),
  settle_time: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", description: "UTC HH:MM" }),
  enabled: Type.Boolean(),
});

export const DualAdminOrdersQuery = Type.Object({ product_id: Type.Optional(RefId) });

const Time = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });

/** One coin's amount, decimal text. */
const DualCoinAmount = Type.Object({ currency_name: Type.String(), amount: Type.String() });

/** A product (`GET /dual/index`, `GET /dual/detail`; docs/earn-api.md "A product"). */
export const DualProduct = Type.Object({
  id: Type.Integer(),
  market_id: Type.Integer(),
  symbol: Type.String({ description: '"BTC/USDT"' }),
  currency_id: Type.Integer({ description: "the base coin" }),
  currency_name: Type.String(),
  legal_id: Type.Integer({ description: "the quote coin" }),
  legal_name: Type.String(),
  type: DualType,
  invest_currency_id: Type.Integer(),
  invest_currency_name: Type.String(),
  invest_decimals: Type.Integer(),
  linked_price: Type.String({ description: "in the quote coin per one base coin" }),
  apr: Type.String({ description: 'the annual rate, "0.35" = 35 %' }),
  days: Type.Integer(),
  per_price: Type.String({ description: "one share's investment, in the invested coin" }),
  shares: Type.Integer(),
  remaining_shares: Type.Integer(),
  progress: Type.String({ description: "the percent sold, 2 decimals" }),
  settle_time: Type.String({ description: 'UTC "HH:MM"' }),
  maturity_at: Time("the maturity of a purchase made now"),
  index_price: Nullable(Type.String({ description: "the market's last index price" })),
  per_share: Type.Object(
    { kept: DualCoinAmount, converted: DualCoinAmount },
    { description: "what one share pays in the invested coin (kept) and in the other one (converted)" },
  ),
  enabled: Type.Boolean(),
});
export type DualProduct = Static<typeof DualProduct>;

/** `GET /dual/index`: the products open to purchase and their pairs (base coins). */
export const DualIndex = Type.Object({
  now: Time("the server's clock"),
  pairs: Type.Array(Type.Object({ currency_id: Type.Integer(), currency_name: Type.String() })),
  data: Type.Array(DualProduct),
});
export type DualIndex = Static<typeof DualIndex>;

/** `GET /dual/detail`. */
export const DualDetail = Type.Object({ now: Time("the server's clock"), product: DualProduct });
export type DualDetail = Static<typeof DualDetail>;

/** `purchased`, `settling` once matured and waiting for its index tick, `completed` once paid. */
export const DualStatus = Type.Union([
  Type.Literal("purchased"),
  Type.Literal("settling"),
  Type.Literal("completed"),
]);

/** An order's terms and settlement (the settlement's fields are null until it is paid). */
const dualOrderFields = {
  public_id: Type.String(),
  product_id: Type.Integer(),
  market_id: Type.Integer(),
  symbol: Type.String(),
  type: DualType,
  linked_price: Type.String(),
  apr: Type.String(),
  days: Type.Integer(),
  shares: Type.Integer(),
  invest_currency_id: Type.Integer(),
  invest_currency_name: Type.String(),
  investment: Type.String(),
  maturity_at: Time("maturity"),
  status: DualStatus,
  settle_seq: Nullable(Type.Integer({ description: "the index tick the settlement used" })),
  settle_price: Nullable(Type.String()),
  settle_tick_at: Nullable(Type.String()),
  payout_currency_id: Nullable(Type.Integer()),
  payout_currency_name: Nullable(Type.String()),
  payout: Nullable(Type.String()),
  converted: Nullable(Type.Boolean()),
  created_at: Time("purchase"),
};

/** One's order (`POST /dual/dual_list`; docs/earn-api.md "An order"). */
export const DualOrder = Type.Object({
  id: Type.Integer(),
  ...dualOrderFields,
  proof_url: Type.String({ description: "`/api/dual/<public id>/proof`: the settlement's public proof" }),
});
export type DualOrder = Static<typeof DualOrder>;

/** `POST /dual/dual_list`: a page of one's orders. */
export const DualOrderPage = Type.Object({
  now: Time("the server's clock"),
  page: Type.Integer(),
  data: Type.Array(DualOrder),
});
export type DualOrderPage = Static<typeof DualOrderPage>;

/** `POST /dual/buyDual`'s answer. */
export const DualBought = Type.Object({
  id: Type.Integer(),
  public_id: Type.String(),
  investment: Type.String(),
  maturity_at: Time("maturity"),
});
export type DualBought = Static<typeof DualBought>;

/** `GET /dual/:id/proof`: an order's terms and settlement (no user), the rule and the ticks it used. */
export const DualProof = Type.Object({
  order: Type.Object(dualOrderFields),
  rule: Type.Object({ name: Type.String(), version: Type.Integer(), text: Type.String() }),
  ticks: Type.Array(
    Type.Object({ seq: Type.Integer(), price: Type.String(), time: Time("the tick's time") }),
    { description: "the settlement tick and the one before it" },
  ),
  verify_url: Nullable(Type.String({ description: "the public tick log around the settlement" })),
});
export type DualProof = Static<typeof DualProof>;

/** `GET /admin/dual/products`: every product, open or closed, with its shares sold. */
export const DualAdminProduct = Type.Object({
  ...DualProduct.properties,
  sold: Type.Integer({ description: "shares bought in all" }),
});
export type DualAdminProduct = Static<typeof DualAdminProduct>;

/** `GET /admin/dual/orders`: an order with its user. */
export const DualAdminOrder = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  ...dualOrderFields,
});
export type DualAdminOrder = Static<typeof DualAdminOrder>;
