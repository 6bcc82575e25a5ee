import { type Static, Type } from "typebox";
import { Nullable } from "./bounds.ts";

/**
 * The operator console's dashboard (`GET /admin/dashboard`, docs/cockpit-api.md): what happened on the
 * venue today, in the last 7 and the last 30 UTC days, what the house earned, whether its assets cover
 * what it owes, and what waits for an operator. Every amount is exact decimal text.
 */

/** Exact decimal text, possibly negative (a house result, a net flow). */
const Money = (description: string) =>
  Type.String({ pattern: "^-?[0-9]+(\\.[0-9]+)?$", description: `${description}, decimal text` });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

/** The periods every figure is given for: since 00:00 UTC today, the last 7 and the last 30 UTC days. */
export const COCKPIT_PERIODS = ["today", "d7", "d30"] as const;
export type CockpitPeriod = (typeof COCKPIT_PERIODS)[number];

const PeriodCounts = (description: string) =>
  Type.Object(
    { today: Count(description), d7: Count(description), d30: Count(description) },
    { description: `${description}: today, 7 days, 30 days` },
  );
const PeriodMoney = (description: string) =>
  Type.Object(
    { today: Money(description), d7: Money(description), d30: Money(description) },
    { description: `${description}: today, 7 days, 30 days` },
  );

/** How far users who signed up in a period got with identity checks (their state now). */
export const CockpitFunnel = Type.Object({
  signed_up: Count("users who signed up in the period (demo accounts excluded)"),
  level1_submitted: Count("of them, users who ever submitted a level 1 application"),
  level1_verified: Count("of them, users certified at level 1 or 2 now"),
  level2_submitted: Count("of them, users who ever submitted a level 2 application"),
  level2_verified: Count("of them, users certified at level 2 now"),
});
export type CockpitFunnel = Static<typeof CockpitFunnel>;

/** Deposits credited and withdrawals paid in one currency, from the journal. */
export const CockpitMoneyFlow = Type.Object({
  currency_id: Type.Integer(),
  currency: Type.String(),
  deposits: PeriodMoney("credited deposits (voucher or chain): entries `deposit`"),
  withdrawals: PeriodMoney("paid withdrawals, fee included: entries `withdraw_paid`"),
  net: PeriodMoney("deposits − withdrawals"),
});
export type CockpitMoneyFlow = Static<typeof CockpitMoneyFlow>;

/** One spot market's trading, real trades only (demo books excluded). */
export const CockpitSpotMarket = Type.Object({
  market_id: Type.Integer(),
  symbol: Type.String({ description: "BASE/QUOTE" }),
  base: Type.String(),
  quote: Type.String(),
  trades: PeriodCounts("trades"),
  volume: PeriodMoney("traded amount in the quote currency"),
  fees_quote: PeriodMoney("fees posted to the venue's fee account in the quote currency (sellers')"),
  fees_base: PeriodMoney("fees posted to the venue's fee account in the base currency (buyers')"),
  volume_by_day: Type.Array(Money("volume in the quote currency"), {
    description: "one per day of `days`, oldest first",
  }),
});
export type CockpitSpotMarket = Static<typeof CockpitSpotMarket>;

export const CockpitProduct = Type.Union(
  [Type.Literal("perpetual"), Type.Literal("seconds"), Type.Literal("copy")],
  { description: "perpetual (own lever positions), seconds contracts, copy (positions in copy accounts)" },
);
export type CockpitProduct = Static<typeof CockpitProduct>;

/** What the house kept from one product in one currency (docs/product-decisions.md "House result"). */
export const CockpitHouseResult = Type.Object({
  product: CockpitProduct,
  currency_id: Type.Integer(),
  currency: Type.String(),
  trading: PeriodMoney("net postings into the house account (users' losses − their profits)"),
  fees: PeriodMoney("net postings into the fee account (handling and overnight fees)"),
  total: PeriodMoney("trading + fees"),
});
export type CockpitHouseResult = Static<typeof CockpitHouseResult>;

/** What the venue owes its users in one currency against what it holds for them. */
export const CockpitCoverage = Type.Object({
  currency_id: Type.Integer(),
  currency: Type.String(),
  liabilities: Money(
    "what users were owed at the latest published snapshot (or now, when none was published), the market maker left out",
  ),
  liabilities_now: Money("what users are owed now: every balance of every real user, held included"),
  custody: Money(
    "what users brought in and did not take out, by the journal: deposits credited − withdrawals paid",
  ),
  house_capital: Money("the market maker's balances now: the house's own capital on the venue"),
  assets: Money("what the venue holds by its books: custody + house capital"),
  hot_wallet: Nullable(Money("the hot wallet's balance on the chain, when a chain is watched")),
  short: Type.Boolean({
    description:
      "assets (or the hot wallet, when read) below the liabilities, published or now, whichever is larger",
  }),
});
export type CockpitCoverage = Static<typeof CockpitCoverage>;

export const CockpitQueueKey = Type.Union(
  [
    "kyc",
    "deposits",
    "withdrawals",
    "p2p_appeals",
    "p2p_merchants",
    "copy_traders",
    "loans",
    "loan_repayments",
    "king_managers",
    "support",
  ].map((k) => Type.Literal(k)),
);
export type CockpitQueueKey = Static<typeof CockpitQueueKey>;

/** A queue of things waiting for an operator. */
export const CockpitQueue = Type.Object({
  key: CockpitQueueKey,
  count: Count("waiting now"),
  path: Type.String({ description: "the console's page (hash route) that works this queue" }),
});
export type CockpitQueue = Static<typeof CockpitQueue>;

export const CockpitDashboard = Type.Object({
  as_of: Type.String({ description: "the server's time the figures were read at, ISO 8601" }),
  starts: Type.Object(
    {
      today: Type.String(),
      d7: Type.String(),
      d30: Type.String(),
    },
    { description: "where each period starts (a UTC midnight), ISO 8601" },
  ),
  days: Type.Array(Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }), {
    description: "the 30 UTC days of the daily series, oldest first (the last is today)",
  }),
  users: Type.Object({
    sign_ups: PeriodCounts("users who signed up"),
    sign_ups_by_day: Type.Array(Count("sign-ups"), { description: "one per day of `days`" }),
    funnel: Type.Object({ today: CockpitFunnel, d7: CockpitFunnel, d30: CockpitFunnel }),
  }),
  money: Type.Array(CockpitMoneyFlow),
  spot: Type.Array(CockpitSpotMarket),
  contracts: Type.Object({
    perpetual: PeriodCounts("perpetual positions and orders placed in lever accounts"),
    seconds: PeriodCounts("seconds orders placed"),
    copy: PeriodCounts("positions and orders placed in copy accounts"),
  }),
  house: Type.Array(CockpitHouseResult),
  coverage: Type.Object({
    snapshot: Nullable(Type.Integer({ description: "the latest published liabilities snapshot" })),
    snapshot_at: Nullable(Type.String({ description: "when it was published, ISO 8601" })),
    currencies: Type.Array(CockpitCoverage),
  }),
  queues: Type.Array(CockpitQueue),
});
export type CockpitDashboard = Static<typeof CockpitDashboard>;
