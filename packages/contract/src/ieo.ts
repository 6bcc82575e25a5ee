import { type Static, Type } from "typebox";
import { Decimal, Id, Nullable, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

/**
 * IEO launchpad (spec §7 "IEO"): projects that sell a new token at an issue price during a
 * subscription window. Subscribing freezes the payment in the financial account; when the window ends
 * the supply is allocated pro-rata if oversubscribed (engine `earn/allocation.ts`), the rest refunded,
 * and the tokens are held until the project's unlock time. `docs/earn-api.md` maps every call.
 */

/** A project's state, by its windows: warm-up (announced), in progress (subscribing), finished, closed. */
export const IEO_STATES = ["warmup", "active", "finished", "closed"] as const;
export type IeoState = (typeof IEO_STATES)[number];

export const IeoState = Type.Union([
  Type.Literal("warmup"),
  Type.Literal("active"),
  Type.Literal("finished"),
  Type.Literal("closed"),
]);

/** `GET /project`: the projects, newest window first, optionally of one state. */
export const IeoProjectQuery = Type.Object({
  status: Type.Optional(IeoState),
  ...PageQuery,
});

/** `GET /project/detail?id=`. */
export const IeoDetailQuery = Type.Object({ id: PublicRefId("ieo-project") });

/** `GET /ieo/:id/allocation`: a project's published allocation, public once it has run. */
export const IeoAllocationParams = Type.Object({ id: PublicRefId("ieo-project") });

/** `POST /project/order`: subscribes `amount` of the payment coin to a project in progress. */
export const IeoOrderBody = Type.Object({
  project_id: PublicRefId("ieo-project"),
  amount: Decimal(
    ["ieo_subscriptions.amount", "ieo_orders.amount"],
    "what to subscribe, in the project's payment coin, from the financial account",
  ),
  /** the payment coin the client showed; a subscription is refused if it is not the project's */
  pay_currency: Type.Optional(RefId),
  price: Type.Optional(
    Decimal("ieo_projects.price", "the issue price the client showed; refused if it is not the project's"),
  ),
});

/** `GET /user/project/order`: one's subscriptions, newest first. */
export const IeoMyQuery = Type.Object({
  project_id: Type.Optional(PublicRefId("ieo-project")),
  ...PageQuery,
});

const Time = (description: string) =>
  Type.String({ format: "date-time", maxLength: 40, description: `${description} (ISO 8601, UTC)` });

/** `POST /admin/ieo/projects[/:id]`: a project's terms (the console). */
export const IeoProjectBody = Type.Object({
  name: Text(80, { minLength: 1, description: "the project's name" }),
  token: Type.String({
    pattern: "^[A-Z][A-Z0-9]{1,9}$",
    description: "the token's symbol (2 to 10 capitals and digits); it becomes a currency of the venue",
  }),
  token_decimals: Type.Integer({ minimum: 0, maximum: 18, description: "the token's decimals" }),
  logo: Type.Optional(Text(300, { description: "the logo's URL (POST /admin/upload), or empty" })),
  intro: Type.Optional(Text(2000, { multiline: true, description: "a short presentation" })),
  whitepaper_article_id: Type.Optional(
    Type.Union([Id, Type.Null()], {
      description: "the white paper: an article of the content module, or null",
    }),
  ),
  pay_currency_id: RefId,
  price: Decimal("ieo_projects.price", "the issue price of one token, in the payment coin"),
  supply: Decimal("ieo_projects.supply", "the tokens for sale"),
  min_amount: Decimal("ieo_projects.min_amount", "the least one user subscribes in all, in the payment coin"),
  max_amount: Decimal("ieo_projects.max_amount", "the most one user subscribes in all, in the payment coin"),
  kyc_level: Type.Integer({ minimum: 0, maximum: 2, description: "the verification level required" }),
  warmup_at: Time("when the project is announced"),
  start_at: Time("when subscriptions open"),
  end_at: Time("when subscriptions close and the allocation runs"),
  unlock_at: Time("when the allocated tokens are released"),
});

/** `GET /admin/ieo/subscriptions`. */
export const IeoAdminSubscriptionsQuery = Type.Object({ project_id: Type.Optional(RefId) });

/** A time in an answer, as the server writes it (ISO 8601, UTC, milliseconds). */
const At = (description: string) => Type.String({ description: `${description}, ISO 8601 UTC` });

/** What the allocation did, once the subscription window has ended: tokens, then payment-coin amounts. */
export const IeoTotals = Type.Object({
  demand: Type.String({ description: "the tokens asked for in all" }),
  allocated: Type.String({ description: "the tokens allocated" }),
  remainder: Type.String({ description: "the tokens left with the project by rounding" }),
  subscribed: Type.String({ description: "the payment frozen in all" }),
  paid: Type.String({ description: "the payment kept for the tokens" }),
  refunded: Type.String({ description: "the payment given back" }),
  oversubscribed: Type.Boolean(),
});
export type IeoTotals = Static<typeof IeoTotals>;

/**
 * A project with its figures (`GET /project`, `GET /project/detail`, the console's
 * `GET /admin/ieo/projects`; docs/earn-api.md "A project"). Amounts are decimal text.
 */
export const IeoProject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  token: Type.String({ description: "the token's symbol" }),
  currency_id: Type.Integer({ description: "the token's currency, created with the project" }),
  token_decimals: Type.Integer(),
  logo: Type.String({ description: "the logo's URL, or empty" }),
  intro: Type.String({ description: "a short presentation, or empty" }),
  whitepaper_article_id: Nullable(Type.Integer({ description: "the white paper's article" })),
  pay_currency_id: Type.Integer(),
  pay_currency_name: Type.String(),
  pay_decimals: Type.Integer(),
  price: Type.String({ description: "the issue price of one whole token, in the payment coin" }),
  supply: Type.String({ description: "the tokens for sale" }),
  min_amount: Type.String({ description: "the least one user subscribes in all, in the payment coin" }),
  max_amount: Type.String({ description: "the most one user subscribes in all, in the payment coin" }),
  kyc_level: Type.Integer({ description: "the verification level required (0: none)" }),
  warmup_at: At("announced"),
  start_at: At("subscriptions open"),
  end_at: At("subscriptions close and the allocation runs"),
  unlock_at: At("the allocated tokens are released"),
  settled: Type.Boolean({ description: "the allocation has run" }),
  released: Type.Boolean({ description: "the tokens are available" }),
  subscribed: Type.String({ description: "the payment frozen by every subscription" }),
  subscribers: Type.Integer(),
  status: IeoState,
  raise: Type.String({ description: "supply × price, in the payment coin" }),
  progress: Type.String({ description: "subscribed ÷ raise, a percent with 2 decimals; may pass 100" }),
  totals: Nullable(IeoTotals),
});
export type IeoProject = Static<typeof IeoProject>;

/** `GET /project`: a page of the announced projects. */
export const IeoProjectPage = Type.Object({
  now: At("the server's clock"),
  page: Type.Integer(),
  data: Type.Array(IeoProject),
});
export type IeoProjectPage = Static<typeof IeoProjectPage>;

/** `GET /project/detail`. */
export const IeoDetail = Type.Object({ now: At("the server's clock"), project: IeoProject });
export type IeoDetail = Static<typeof IeoDetail>;

/** `POST /project/order`'s answer: the order, the subscription, this order's amount and the new total. */
export const IeoOrderDone = Type.Object({
  id: Type.Integer({ description: "the order" }),
  subscription: Type.Integer(),
  amount: Type.String(),
  total: Type.String({ description: "the subscription's amount in all" }),
});
export type IeoOrderDone = Static<typeof IeoOrderDone>;

/** A subscription's state: frozen until the allocation, then allocated (or refunded when called off). */
export const IeoSubscriptionStatus = Type.Union([
  Type.Literal("subscribed"),
  Type.Literal("allocated"),
  Type.Literal("refunded"),
]);
export type IeoSubscriptionStatus = Static<typeof IeoSubscriptionStatus>;

/** A subscription's figures (null until the allocation) and its line in the published list. */
const ieoSubscriptionFields = {
  amount: Type.String({ description: "frozen in all, in the payment coin" }),
  status: IeoSubscriptionStatus,
  tokens: Nullable(Type.String()),
  paid: Nullable(Type.String()),
  refund: Nullable(Type.String()),
  released: Type.Boolean({ description: "the tokens are available" }),
  hashed_id: Type.String({
    description: "the line in the published list: sha256 of `<project>:<user id>:<salt>`",
  }),
  created_at: At("the first order"),
};

/** One's subscription to a project (`GET /user/project/order`; one per user and project). */
export const IeoSubscription = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  name: Type.String({ description: "the project's name" }),
  token: Type.String(),
  token_decimals: Type.Integer(),
  pay_currency_name: Type.String(),
  price: Type.String(),
  end_at: At("subscriptions close"),
  unlock_at: At("the tokens are released"),
  salt: Type.String(),
  orders: Type.Array(
    Type.Object({ id: Type.Integer(), amount: Type.String(), created_at: At("the order") }),
    { description: "each order that added to it" },
  ),
  ...ieoSubscriptionFields,
});
export type IeoSubscription = Static<typeof IeoSubscription>;

/** `GET /user/project/order`: a page of one's subscriptions. */
export const IeoSubscriptionPage = Type.Object({
  now: At("the server's clock"),
  page: Type.Integer(),
  data: Type.Array(IeoSubscription),
});
export type IeoSubscriptionPage = Static<typeof IeoSubscriptionPage>;

/** `GET /ieo/:id/allocation`: the terms in units, the rule and every hashed line, to run the rule again. */
export const IeoAllocation = Type.Object({
  project: Type.Object({
    id: Type.Integer(),
    token: Type.String(),
    token_decimals: Type.Integer(),
    pay_currency_name: Type.String(),
    pay_decimals: Type.Integer(),
    price: Type.String(),
    price_units: Type.String({ description: "the price in payment-coin units, integer text" }),
    supply: Type.String(),
    supply_units: Type.String({ description: "the supply in token units, integer text" }),
    end_at: At("subscriptions close"),
    status: IeoState,
    settled: Type.Boolean(),
  }),
  rule: Type.Object({ name: Type.String(), version: Type.Integer(), text: Type.String() }),
  totals: Nullable(IeoTotals),
  subscriptions: Type.Array(
    Type.Object({
      hashed_id: Type.String(),
      amount: Type.String(),
      tokens: Nullable(Type.String()),
      paid: Nullable(Type.String()),
      refund: Nullable(Type.String()),
    }),
  ),
});
export type IeoAllocation = Static<typeof IeoAllocation>;

/** `POST /admin/ieo/projects[/:id]`'s answer: the project and its token's currency. */
export const IeoProjectSaved = Type.Object({ id: Type.Integer(), currency_id: Type.Integer() });
export type IeoProjectSaved = Static<typeof IeoProjectSaved>;

/** `POST /admin/ieo/projects/:id/close`'s answer: the project and how many subscriptions were refunded. */
export const IeoProjectClosed = Type.Object({ id: Type.Integer(), refunded: Type.Integer() });
export type IeoProjectClosed = Static<typeof IeoProjectClosed>;

/** `GET /admin/ieo/subscriptions`: a subscription with its project and user. */
export const IeoAdminSubscription = Type.Object({
  id: Type.Integer(),
  project_id: Type.Integer(),
  project_name: Type.String(),
  token: Type.String(),
  user_id: Type.Integer(),
  email: Nullable(Type.String()),
  pay_currency_name: Type.String(),
  ...ieoSubscriptionFields,
});
export type IeoAdminSubscription = Static<typeof IeoAdminSubscription>;
