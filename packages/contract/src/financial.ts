import { type Static, Type } from "typebox";

/**
 * The financial account's overview (`GET /financial/summary`): what lock mining, the IEO launchpad,
 * dual investment and collateral loans hold of one's financial account, each part answered by its
 * product's service. Amounts are decimal text in their coin.
 */

/** An amount of one coin. */
export const CoinAmount = Type.Object({
  currency_id: Type.Integer(),
  currency_name: Type.String({ description: "USDT" }),
  amount: Type.String({ description: "decimal text" }),
});
export type CoinAmount = Static<typeof CoinAmount>;

/** One's lock mining: orders by state, what is locked and the yield paid. */
export const LockSummary = Type.Object({
  active: Type.Integer({ description: "lock orders in progress" }),
  ended: Type.Integer({ description: "lock orders matured or redeemed" }),
  locked: Type.Array(CoinAmount, { description: "what active lock orders hold, per coin" }),
  yield_paid: Type.Array(CoinAmount, { description: "the yield paid so far, per coin" }),
});
export type LockSummary = Static<typeof LockSummary>;

/** One's IEO holdings: payments awaiting allocation, allocated tokens still held. */
export const IeoSummary = Type.Object({
  subscribed: Type.Integer({ description: "subscriptions awaiting their allocation" }),
  frozen: Type.Array(CoinAmount, { description: "the payments they hold, per coin" }),
  tokens_locked: Type.Array(
    Type.Object({
      ...CoinAmount.properties,
      unlock_at: Type.String({ description: "the project's unlock time, ISO 8601" }),
    }),
    { description: "allocated tokens held until their project's unlock time" },
  ),
});
export type IeoSummary = Static<typeof IeoSummary>;

/** One's dual investments: those not settled and what they hold. */
export const DualSummary = Type.Object({
  active: Type.Integer({ description: "dual investments not settled yet (settling ones included)" }),
  completed: Type.Integer({ description: "dual investments settled" }),
  invested: Type.Array(CoinAmount, { description: "what the investments not settled hold, per coin" }),
});
export type DualSummary = Static<typeof DualSummary>;

/** One's loans: open ones, what they owe and the collateral they hold. */
export const LoanSummary = Type.Object({
  open: Type.Integer({ description: "loans under review, active or being repaid" }),
  owed: Type.Array(CoinAmount, { description: "what they owe (principal + interest charged), per coin" }),
  collateral: Type.Array(CoinAmount, { description: "the collateral they hold, per coin" }),
});
export type LoanSummary = Static<typeof LoanSummary>;

/** `GET /financial/summary`: every earn product's part of one's financial account, in full. */
export const FinancialSummary = Type.Object({
  lock: LockSummary,
  ieo: IeoSummary,
  dual: DualSummary,
  loan: LoanSummary,
});
export type FinancialSummary = Static<typeof FinancialSummary>;
