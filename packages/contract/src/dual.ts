import { Type } from "typebox";
import { ANYONE, Decimal, PageQuery, PublicRefId, RefId } from "./bounds.ts";

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
