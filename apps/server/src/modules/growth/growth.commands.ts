import { type Posting, systemAccount, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";

const Units = Type.String({ pattern: "^[1-9][0-9]{0,40}$" });

/** One inviter's share of one fee. */
export const Share = Type.Object({
  user: Type.Integer({ minimum: 1 }),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  payer: Type.Integer({ minimum: 1 }),
  product: Type.String({ maxLength: 16 }),
  currency: Type.Integer({ minimum: 1 }),
  scale: Type.Integer({ minimum: 0, maximum: 18 }),
  fee: Units,
  rate: Type.String({ pattern: "^[0-9](\\.[0-9]{1,6})?$" }),
  amount: Units,
});

/**
 * The rebates of one fee entry (`rebate:<entry>`): each inviter's share, from the venue's rebate expense
 * to its spot account. The shares are reckoned by the service (engine `rebates`) and carried as the
 * command's arguments, so the entry says exactly what was paid, to whom and why.
 */
export function registerGrowthCommands(core: Core) {
  const rebate = core.register({
    kind: "growth.rebate",
    args: Type.Object({
      entry: Type.Integer({ minimum: 1 }),
      shares: Type.Array(Share, { minItems: 1, maxItems: 300 }),
    }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const pay: Posting[] = [];
      for (const s of a.shares) {
        const amount = BigInt(s.amount);
        pay.push(
          { account: systemAccount("rebate_expense"), currency: s.currency, amount: -amount },
          { account: userAccount(s.user, "change"), currency: s.currency, amount },
        );
      }
      const result = ctx.ledger.exchange({ entryKind: "rebate", pay });
      if (!result.ok) return result;
      return {
        ...result,
        userId: null,
        reference: `rebate:${a.entry}`,
        reply: { entry: a.entry, shares: a.shares.length },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO rebates (fee_entry_id, entry_id, payer_id, user_id, level, product, currency_id, fee, rate, amount, created_at)
             SELECT $1, $2, r.payer, r.user_id, r.level, r.product, r.currency_id, r.fee, r.rate, r.amount, $3
             FROM jsonb_to_recordset($4::jsonb) AS r(payer bigint, user_id bigint, level smallint, product text,
               currency_id integer, fee numeric, rate numeric, amount numeric)`,
            [
              a.entry,
              entryId,
              ctx.now,
              JSON.stringify(
                a.shares.map((s) => ({
                  payer: s.payer,
                  user_id: s.user,
                  level: s.level,
                  product: s.product,
                  currency_id: s.currency,
                  fee: unitsToDecimal(BigInt(s.fee), s.scale),
                  rate: s.rate,
                  amount: unitsToDecimal(BigInt(s.amount), s.scale),
                })),
              ),
            ],
          );
        },
      };
    },
  });
  return { rebate };
}

export type GrowthCommands = ReturnType<typeof registerGrowthCommands>;
