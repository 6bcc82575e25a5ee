import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Nullable, PageQuery, RefId, Text } from "./bounds.ts";

/**
 * Two-person approval (maker/checker): a change one operator makes that needs a second operator waits as
 * a request until another operator of an allowed role approves it (then it is applied, once) or rejects
 * it (nothing changes). docs/approvals-api.md.
 */

export const ApprovalState = Type.Union([
  Type.Literal("pending"),
  Type.Literal("approved"),
  Type.Literal("rejected"),
]);
export type ApprovalState = Static<typeof ApprovalState>;

/** `GET /admin/approvals`: waiting ones first, oldest first; decided ones newest first. */
export const ApprovalQuery = Type.Object({
  ...PageQuery,
  state: Type.Optional(ApprovalState),
});

/** One field a change of terms sets: its value now and the one asked for. */
export const ApprovalChange = Type.Object({
  field: Type.String(),
  from: Nullable(Type.String({ description: "null when the field is new (a plan or duration created)" })),
  to: Type.String(),
});
export type ApprovalChange = Static<typeof ApprovalChange>;

/** What the checker reads before deciding: whose money and how much, or which terms change how. */
export const ApprovalSummary = Type.Object({
  /** what the request changes, as a human reads it ("Withdrawal #12", "Seconds 60 s", "Lock plan #3") */
  target: Type.String(),
  user_id: Nullable(Type.Integer()),
  user_account: Nullable(Type.String({ description: "the user's email or mobile number" })),
  currency: Nullable(Type.String()),
  amount: Nullable(Type.String({ description: "decimal text; negative for a debit" })),
  changes: Type.Array(ApprovalChange),
});
export type ApprovalSummary = Static<typeof ApprovalSummary>;

export const ApprovalRequest = Type.Object({
  id: Type.Integer(),
  kind: Type.String({
    description:
      "withdrawal.pay, balance.adjust, seconds.duration, lock.plan, network.terms, or a kind another line registers",
  }),
  state: ApprovalState,
  maker_id: Type.Integer(),
  maker: Type.String({ description: "the operator who asked" }),
  summary: ApprovalSummary,
  reason: Nullable(Type.String()),
  payload: Type.Unknown({ description: "what approval applies, as the maker's save sent it (free JSON)" }),
  checker_id: Nullable(Type.Integer()),
  checker: Nullable(Type.String({ description: "the operator who decided" })),
  decided_at: Nullable(Type.String()),
  note: Nullable(Type.String({ description: "the checker's reason for a rejection" })),
  created_at: Type.String(),
  roles: Type.Array(Type.String(), { description: "the roles that may approve it" }),
});
export type ApprovalRequest = Static<typeof ApprovalRequest>;

export const ApprovalPage = Page(ApprovalRequest);
export type ApprovalPage = Static<typeof ApprovalPage>;

/** `POST /admin/approvals/:id/reject`. */
export const ApprovalRejectBody = Type.Object({
  reason: Text(500, { minLength: 1, multiline: true, description: "why, kept with the request" }),
});

/** The accounts an adjustment may touch: the user's own, never a contract's margin or experience funds. */
export const AdjustAccount = Type.Union(
  [Type.Literal("change"), Type.Literal("legal"), Type.Literal("financial")],
  { description: "change: spot (default); legal: fiat; financial: earn" },
);

/**
 * `POST /admin/users/:id/adjust`: asks for a credit or a debit of the user's available balance, which a
 * second operator applies (a debit beyond the available balance is refused then).
 */
export const AdjustBalanceBody = Type.Object({
  currency: RefId,
  direction: Type.Union([Type.Literal("credit"), Type.Literal("debit")]),
  amount: Decimal("postings.amount", "how much to credit or debit, within the currency's decimals"),
  account: Type.Optional(AdjustAccount),
  reason: Text(500, { minLength: 10, multiline: true, description: "10 to 500 characters, audited" }),
});

/** The answer of a request made: its id, for the checker's queue. */
export const ApprovalAsked = Type.Object({ id: Type.Integer() });

/**
 * `GET /admin/approvals/terms`: where a change of terms waits for a second operator (the engine's
 * `RISKY_TERMS`), for the console's warning before it saves.
 */
export const RiskyTerms = Type.Object({
  secondsPayoutPercent: Type.String({ description: "a seconds payout rate above it (percent)" }),
  lockDailyRate: Type.String({ description: "a lock plan's daily rate above it (fraction a day)" }),
  withdrawFeeUsdt: Type.String({ description: "a network's withdrawal fee worth more (USDT)" }),
  withdrawMinUsdt: Type.String({ description: "a network's smallest withdrawal worth more (USDT)" }),
  autoApproveMaxUsdt: Type.String({ description: "withdrawals sent without an operator up to more (USDT)" }),
  spotFeeRate: Type.String({ description: "a spot market's maker or taker fee rate above it (fraction)" }),
});
export type RiskyTerms = Static<typeof RiskyTerms>;
