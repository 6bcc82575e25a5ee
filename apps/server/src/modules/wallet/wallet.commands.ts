import { Id, RefId, Text } from "@bourse/contract";
import { ACCOUNT_KINDS } from "@bourse/engine";
import { Type } from "typebox";
import { requestSubject, writeAudit } from "../../audit/audit.ts";
import type { BatchWriter, Caller, HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { values } from "../../db/values.ts";
import { type Failure, failure } from "../../http/outcome.ts";

/**
 * The wallet's money commands, as data: transfers between a user's own accounts, deposit approvals,
 * withdrawal requests, and their payment or rejection. Senders check and parse first (reads, amounts,
 * limits), then submit; each handler looks up what it needs when it runs and refuses with a product code.
 */

/** The accounts the legacy wallet shows, by their legacy field names. */
export const WALLET_FIELDS = ["legal", "change", "lever", "micro", "financial", "copy"] as const;
export type WalletField = (typeof WALLET_FIELDS)[number];

/** Integer units of a currency's scale, as text: at most 38 digits (`NUMERIC(38,18)` at scale 18). */
const Units = Type.String({ pattern: "^(0|[1-9][0-9]{0,37})$" });
/** USDT value of a request, 8 decimals at most (a display value, kept for the 24 h limit). */
const UsdValue = Type.String({ pattern: "^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,8})?$" });
const Field = Type.Union(WALLET_FIELDS.map((k) => Type.Literal(k)));
const Account = Type.Union(ACCOUNT_KINDS.map((k) => Type.Literal(k)));
/** The client address the console call came from, for the audit log. */
const Ip = Text(64);
/** The hold a withdrawal request opened. */
const HoldRef = Text(64, { minLength: 1 });

/** A handler whose arguments are typed by its schema. */

const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);
const operatorOf = (caller: Caller) => ("operator" in caller ? caller.operator : undefined);

/** Transfers between the user's own accounts; registered by the wallet service. */
export function transferCommand(
  core: Core,
  deps: {
    /** True while the user has contracts margined in the currency: funds then stay in the lever account. */
    leverBusy?: (userId: number, currencyId: number, account: "lever" | "copy") => boolean;
  },
) {
  return core.register({
    kind: "wallet.transfer",
    args: Type.Object({ currency: RefId, from: Field, to: Field, amount: Units, fee: Units }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const scale = core.scales.get(a.currency);
      if (scale === undefined) return failure("WALLET_UNKNOWN_CURRENCY");
      // checked here, in the core's order, because positions open and close there too
      if ((a.from === "lever" || a.from === "copy") && deps.leverBusy?.(user, a.currency, a.from))
        return failure("LEVER_POSITIONS_OPEN");
      const r = ctx.ledger.transfer({
        user,
        from: a.from,
        to: a.to,
        currency: a.currency,
        amount: BigInt(a.amount),
        fee: BigInt(a.fee),
      });
      if (!r.ok) return r;
      return {
        ...r,
        reference: `transfer:${a.from}->${a.to}`,
        reply: {
          amount: unitsToDecimal(BigInt(a.amount), scale),
          fee: unitsToDecimal(BigInt(a.fee), scale),
          entry_id: ctx.entryId,
        },
      };
    },
  });
}

/** A withdrawal request's row, written with the batch's others. */
interface WithdrawalRow {
  id: number;
  user: number;
  currency: number;
  network: number | null;
  method: "address" | "bank";
  destination: string;
  amount: string;
  fee: string;
  usdValue: string;
  hold: string;
  createdAt: Date;
}

const withdrawalRows: BatchWriter<WithdrawalRow> = {
  async write(q, rows) {
    const v = values(
      rows.map((r) => [
        r.id,
        r.user,
        r.currency,
        r.network,
        r.method,
        r.destination,
        r.amount,
        r.fee,
        r.usdValue,
        r.hold,
        r.createdAt,
      ]),
      [undefined, undefined, undefined, "int"],
    );
    // ids come from the wallet's counter (the command's reply names them), not from the identity
    await q.query(
      `INSERT INTO withdrawal_requests (id, user_id, currency_id, network_id, method, destination, amount, fee,
         usd_value, hold_id, created_at) OVERRIDING SYSTEM VALUE VALUES ${v.sql}`,
      v.params,
    );
  },
};

async function lastWithdrawalId(q: Queryable): Promise<number> {
  const [row] = await q.query<{ id: string | null }>("SELECT max(id)::text AS id FROM withdrawal_requests");
  return Number(row?.id ?? 0);
}

/** The review of a withdrawal, recorded with the entry that pays or unfreezes it. */
async function recordReview(
  q: Queryable,
  a: { withdrawal: number; ip: string },
  operator: number,
  now: Date,
  after: { state: "approved"; txid: string } | { state: "rejected"; reject_reason: string },
) {
  await q.query(
    "UPDATE withdrawal_requests SET state = $2, txid = $3, reject_reason = $4, reviewed_by = $5, reviewed_at = $6 WHERE id = $1",
    [
      a.withdrawal,
      after.state,
      "txid" in after ? after.txid : null,
      "reject_reason" in after ? after.reject_reason : null,
      operator,
      now,
    ],
  );
  await writeAudit(q, {
    operatorId: operator,
    action: after.state === "approved" ? "withdrawal.approve" : "withdrawal.reject",
    targetType: "withdrawal",
    targetId: a.withdrawal,
    before: { state: "pending" },
    after,
    ip: a.ip,
    ...(await requestSubject(q, "withdrawal", a.withdrawal)),
  });
}

/**
 * Deposit approvals (operators), withdrawal requests (users), and withdrawal payment and rejection
 * (operators); registered by the funding service. Withdrawal ids come from a counter that starts after
 * the table's last id.
 */
export async function fundingCommands(core: Core, db: Db) {
  let nextWithdrawalId = (await lastWithdrawalId(db)) + 1;
  // a refused command's id is skipped, never reused: the counter only moves forward
  core.onReload(async (q) => {
    nextWithdrawalId = Math.max(nextWithdrawalId, (await lastWithdrawalId(q)) + 1);
  });

  /**
   * Credits a reviewed deposit claim to the configured account; its key is `deposit:<id>`. `amount` is
   * what is credited: the claimed amount, or another with the operator's `reason`; `txid` is the
   * transfer's hash. Both are optional, so entries logged before them replay as they were.
   */
  const approveDeposit = core.register({
    kind: "wallet.deposit.approve",
    args: Type.Object({
      deposit: Id,
      user: Id,
      currency: RefId,
      account: Account,
      amount: Units,
      ip: Ip,
      reason: Type.Optional(Text(500, { minLength: 1, multiline: true })),
      txid: Type.Optional(Text(128, { minLength: 1 })),
    }),
    run(a, ctx) {
      const operator = operatorOf(ctx.caller);
      if (operator === undefined) return failure("COMMAND_INVALID");
      const scale = core.scales.get(a.currency);
      if (scale === undefined) return failure("WALLET_UNKNOWN_CURRENCY");
      const r = ctx.ledger.credit({
        user: a.user,
        kind: a.account,
        currency: a.currency,
        amount: BigInt(a.amount),
        from: "deposits",
        entryKind: "deposit",
      });
      if (!r.ok) return r;
      const now = ctx.now;
      return {
        ...r,
        userId: a.user,
        reference: `deposit:${a.deposit}`,
        write: async (q: Queryable, entryId: number) => {
          const credited = unitsToDecimal(BigInt(a.amount), scale);
          await q.query(
            `UPDATE deposit_requests SET state = 'approved', entry_id = $2, reviewed_by = $3, reviewed_at = $4,
               credited_amount = $5::numeric, credit_reason = $6, txid = $7 WHERE id = $1`,
            [a.deposit, entryId, operator, now, credited, a.reason ?? null, a.txid ?? null],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: "deposit.approve",
            targetType: "deposit",
            targetId: a.deposit,
            before: { state: "review" },
            after: {
              state: "approved",
              entry_id: entryId,
              credited_amount: credited,
              ...(a.reason ? { credit_reason: a.reason } : {}),
              ...(a.txid ? { txid: a.txid } : {}),
            },
            ip: a.ip,
            // the entry names the amount credited, not the one claimed
            ...(await requestSubject(q, "deposit", a.deposit)),
            amount: credited,
          });
        },
        reply: { id: a.deposit, state: "approved", amount: unitsToDecimal(BigInt(a.amount), scale) },
      };
    },
  });

  /** Freezes the amount under a hold named after the entry, and records the request with it. */
  const requestWithdrawal = core.register({
    kind: "wallet.withdraw.request",
    args: Type.Object({
      currency: RefId,
      network: Type.Union([RefId, Type.Null()]),
      method: Type.Union([Type.Literal("address"), Type.Literal("bank")]),
      destination: Text(256, { minLength: 1 }),
      account: Account,
      amount: Units,
      fee: Units,
      usd_value: UsdValue,
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const scale = core.scales.get(a.currency);
      if (scale === undefined) return failure("WALLET_UNKNOWN_CURRENCY");
      const amount = BigInt(a.amount);
      const fee = BigInt(a.fee);
      if (fee >= amount) return failure("WALLET_BELOW_MINIMUM", { min: unitsToDecimal(fee, scale) });
      const hold = holdId(ctx);
      const r = ctx.ledger.freeze({
        id: hold,
        user,
        kind: a.account,
        currency: a.currency,
        amount,
        entryKind: "withdraw_request",
      });
      if (!r.ok) return r;
      const id = nextWithdrawalId++;
      const row: WithdrawalRow = {
        id,
        user,
        currency: a.currency,
        network: a.network,
        method: a.method,
        destination: a.destination,
        amount: unitsToDecimal(amount, scale),
        fee: unitsToDecimal(fee, scale),
        usdValue: a.usd_value,
        hold,
        createdAt: ctx.now,
      };
      return {
        ...r,
        reference: `withdraw:${a.method}`,
        rows: [{ writer: withdrawalRows, rows: [row] }],
        reply: { id, fee: row.fee, receive: unitsToDecimal(amount - fee, scale) },
      };
    },
  });

  const Review = {
    withdrawal: Id,
    user: Id,
    hold: HoldRef,
    ip: Ip,
  };

  /**
   * The operator reviewing a withdrawal, while its hold is still open and the user's: a second reviewer
   * racing the first finds the hold already closed.
   */
  function reviewer(a: { user: number; hold: string }, ctx: HandlerContext): number | Failure {
    const operator = operatorOf(ctx.caller);
    if (operator === undefined) return failure("COMMAND_INVALID");
    const held = ctx.ledger.hold(a.hold);
    if (!held) return failure("WALLET_REQUEST_CLOSED");
    if (held.user !== a.user) return failure("COMMAND_INVALID");
    return operator;
  }

  /** The held amount leaves the user's frozen balance for withdrawals in transit, with its txid. */
  const payWithdrawal = core.register({
    kind: "wallet.withdraw.pay",
    args: Type.Object({ ...Review, txid: Text(128, { minLength: 1 }) }),
    run(a, ctx) {
      const operator = reviewer(a, ctx);
      if (typeof operator !== "number") return operator;
      const r = ctx.ledger.postHold({ id: a.hold, to: "withdrawals", entryKind: "withdraw_paid" });
      if (!r.ok) return r;
      const now = ctx.now;
      return {
        ...r,
        userId: a.user,
        reference: `withdraw:${a.withdrawal}`,
        write: (q: Queryable) => recordReview(q, a, operator, now, { state: "approved", txid: a.txid }),
        reply: { id: a.withdrawal, state: "approved", txid: a.txid },
      };
    },
  });

  /** The held amount goes back to the user's available balance; the reason is shown to them. */
  const rejectWithdrawal = core.register({
    kind: "wallet.withdraw.reject",
    args: Type.Object({ ...Review, reason: Text(200, { minLength: 1, multiline: true }) }),
    run(a, ctx) {
      const operator = reviewer(a, ctx);
      if (typeof operator !== "number") return operator;
      const r = ctx.ledger.voidHold({ id: a.hold, entryKind: "withdraw_rejected" });
      if (!r.ok) return r;
      const now = ctx.now;
      return {
        ...r,
        userId: a.user,
        reference: `withdraw:${a.withdrawal}`,
        write: (q: Queryable) =>
          recordReview(q, a, operator, now, { state: "rejected", reject_reason: a.reason }),
        reply: { id: a.withdrawal, state: "rejected" },
      };
    },
  });

  return { approveDeposit, requestWithdrawal, payWithdrawal, rejectWithdrawal };
}
