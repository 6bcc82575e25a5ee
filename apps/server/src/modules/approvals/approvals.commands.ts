import { Id, RefId, Text } from "@bourse/contract";
import { systemAccount, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { failure } from "../../http/outcome.ts";

/** Integer units of a currency's scale, as text (`NUMERIC(38,18)` at scale 18). */
const Units = Type.String({ pattern: "^[1-9][0-9]{0,37}$" });

/** The accounts an adjustment may touch (the contract's `AdjustAccount`). */
export const ADJUST_ACCOUNTS = ["change", "legal", "financial"] as const;
export type AdjustAccount = (typeof ADJUST_ACCOUNTS)[number];

/**
 * A manual balance adjustment, applied when a second operator approves its request: the user's available
 * balance in one account and currency is credited from, or debited to, the venue's house account (entry
 * kind `balance_adjust`). A debit never takes the balance below zero: beyond the available balance it is
 * refused, naming it. Sent only by the approvals service with the key `approval:<request>`, so an
 * approval applies it once.
 */
export function adjustCommand(core: Core) {
  return core.register({
    kind: "balance.adjust",
    args: Type.Object({
      request: Id,
      user: Id,
      currency: RefId,
      /** the currency's code, for the refusal's message and the audit entry */
      code: Text(16, { minLength: 1 }),
      account: Type.Union(ADJUST_ACCOUNTS.map((a) => Type.Literal(a))),
      direction: Type.Union([Type.Literal("credit"), Type.Literal("debit")]),
      amount: Units,
      maker: Id,
      reason: Text(500, { minLength: 1, multiline: true }),
      ip: Text(64),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const checker = ctx.caller.operator;
      const scale = core.scales.get(a.currency);
      if (scale === undefined) return failure("WALLET_UNKNOWN_CURRENCY");
      const amount = BigInt(a.amount);
      const account = userAccount(a.user, a.account);
      let r: ReturnType<typeof ctx.ledger.credit>;
      if (a.direction === "credit") {
        r = ctx.ledger.credit({
          user: a.user,
          kind: a.account,
          currency: a.currency,
          amount,
          from: "house",
          entryKind: "balance_adjust",
        });
      } else {
        const available = ctx.ledger.balance(account, a.currency);
        if (available < amount)
          return failure("APPROVAL_ADJUST_EXCEEDS_BALANCE", {
            available: unitsToDecimal(available, scale),
            currency: a.code,
          });
        r = ctx.ledger.exchange({
          entryKind: "balance_adjust",
          pay: [
            { account, currency: a.currency, amount: -amount },
            { account: systemAccount("house"), currency: a.currency, amount },
          ],
        });
      }
      if (!r.ok) return r;
      const decimal = unitsToDecimal(amount, scale);
      return {
        ...r,
        userId: a.user,
        reference: `approval:${a.request}`,
        write: async (q: Queryable, entryId: number) => {
          await q.query("UPDATE approval_requests SET entry_id = $2 WHERE id = $1", [a.request, entryId]);
          await writeAudit(q, {
            operatorId: checker,
            action: `balance.${a.direction}`,
            targetType: "approval",
            targetId: a.request,
            after: {
              account: a.account,
              direction: a.direction,
              amount: decimal,
              entry_id: entryId,
              maker_id: a.maker,
              reason: a.reason,
            },
            ip: a.ip,
            userId: a.user,
            amount: decimal,
            currency: a.code,
          });
        },
        reply: { entry_id: ctx.entryId, direction: a.direction, amount: decimal },
      };
    },
  });
}
