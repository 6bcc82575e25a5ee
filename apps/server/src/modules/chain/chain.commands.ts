import { Id, RefId, Text } from "@bourse/contract";
import { ACCOUNT_KINDS } from "@bourse/engine";
import { Type } from "typebox";
import type { HandlerContext } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { failure } from "../../http/outcome.ts";

const Units = Type.String({ pattern: "^(0|[1-9][0-9]{0,37})$" });
const Account = Type.Union(ACCOUNT_KINDS.map((k) => Type.Literal(k)));
const Hash = Text(80, { minLength: 1 });

const fromChain = (ctx: HandlerContext) => "system" in ctx.caller && ctx.caller.system === "chain";

/** Why a withdrawal's hold cannot be settled: not the chain asking, or the hold is gone or another's. */
function unsettled(a: { user: number; hold: string }, ctx: HandlerContext) {
  if (!fromChain(ctx)) return failure("COMMAND_INVALID");
  const held = ctx.ledger.hold(a.hold);
  return !held || held.user !== a.user ? failure("WALLET_REQUEST_CLOSED") : undefined;
}

/**
 * The chain's money commands, run for the watcher and the sender (caller `{system: "chain"}`): a deposit
 * credited once its confirmations are reached (key `chain:<chain>:<tx>:<log>`), and a withdrawal's hold
 * paid out when its transaction is confirmed or given back when it failed.
 */
export function chainCommands(core: Core) {
  const creditDeposit = core.register({
    kind: "chain.deposit.credit",
    args: Type.Object({ deposit: Id, user: Id, currency: RefId, account: Account, amount: Units }),
    run(a, ctx) {
      if (!fromChain(ctx)) return failure("COMMAND_INVALID");
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
        reference: `chain-deposit:${a.deposit}`,
        write: async (q: Queryable, entryId: number) => {
          await q.query(
            "UPDATE chain_deposits SET state = 'credited', entry_id = $2, credited_at = $3 WHERE id = $1",
            [a.deposit, entryId, now],
          );
        },
        reply: { id: a.deposit, amount: unitsToDecimal(BigInt(a.amount), scale) },
      };
    },
  });

  const Settle = { withdrawal: Id, user: Id, hold: Text(64, { minLength: 1 }), transfer: Id };

  /** The transaction is confirmed: the held amount leaves for withdrawals in transit, with its hash. */
  const confirmWithdrawal = core.register({
    kind: "chain.withdraw.confirm",
    args: Type.Object({ ...Settle, tx_hash: Hash }),
    run(a, ctx) {
      const refused = unsettled(a, ctx);
      if (refused) return refused;
      const r = ctx.ledger.postHold({ id: a.hold, to: "withdrawals", entryKind: "withdraw_paid" });
      if (!r.ok) return r;
      const now = ctx.now;
      return {
        ...r,
        userId: a.user,
        reference: `withdraw:${a.withdrawal}`,
        write: async (q: Queryable) => {
          await q.query(
            "UPDATE withdrawal_requests SET state = 'approved', chain_state = 'confirmed', txid = $2 WHERE id = $1",
            [a.withdrawal, a.tx_hash],
          );
          await q.query("UPDATE chain_transfers SET state = 'confirmed', confirmed_at = $2 WHERE id = $1", [
            a.transfer,
            now,
          ]);
        },
        reply: { id: a.withdrawal, state: "approved", txid: a.tx_hash },
      };
    },
  });

  /** The transaction failed or the signer refused it: the held amount goes back to the user. */
  const failWithdrawal = core.register({
    kind: "chain.withdraw.fail",
    args: Type.Object({ ...Settle, reason: Text(200, { minLength: 1 }) }),
    run(a, ctx) {
      const refused = unsettled(a, ctx);
      if (refused) return refused;
      const r = ctx.ledger.voidHold({ id: a.hold, entryKind: "withdraw_rejected" });
      if (!r.ok) return r;
      return {
        ...r,
        userId: a.user,
        reference: `withdraw:${a.withdrawal}`,
        write: async (q: Queryable) => {
          await q.query(
            "UPDATE withdrawal_requests SET state = 'rejected', chain_state = 'failed', reject_reason = $2 WHERE id = $1",
            [a.withdrawal, a.reason],
          );
          await q.query("UPDATE chain_transfers SET state = 'failed', error = $2 WHERE id = $1", [
            a.transfer,
            a.reason,
          ]);
        },
        reply: { id: a.withdrawal, state: "rejected" },
      };
    },
  });

  return { creditDeposit, confirmWithdrawal, failWithdrawal };
}
