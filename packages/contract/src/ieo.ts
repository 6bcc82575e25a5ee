import { Type } from "typebox";
import { Decimal, Id, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

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
