import { Id, RefId } from "@bourse/contract";
import { type Posting, systemAccount, userAccount } from "@bourse/engine";
import { type Static, Type } from "typebox";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { failure } from "../../http/outcome.ts";
import { CouponArg, type CouponBook, couponWriter } from "./growth.coupons.ts";

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
/** A paid bonus claim, as its command records it. */
export const Claim = Type.Object({
  user: Id,
  /** the row's key (`kyc2`, `contract_tier:100000`, `invitee_deposit:<user>`) */
  key: Type.String({ maxLength: 40 }),
  task: Type.String({ maxLength: 20 }),
  /** what may be paid only once: the key with the identity behind the account, or with the invitee */
  once: Type.String({ maxLength: 120 }),
  kind: Type.Union([Type.Literal("cash"), Type.Literal("experience")]),
  currency: RefId,
  scale: Type.Integer({ minimum: 0, maximum: 18 }),
  reward: Units,
  /** when the task was met, and the end of its claim window (ms) */
  metAt: Type.Integer({ minimum: 0 }),
  until: Type.Integer({ minimum: 0 }),
  /** experience funds: when the grant expires (ms) */
  expiresAt: Type.Integer({ minimum: 0 }),
  /** a coupon of a `task` issue it also gives, valid for `days` from the claim */
  coupon: Type.Optional(Type.Object({ issue: Id, days: Type.Integer({ minimum: 1, maximum: 365 }) })),
});
export type Claim = Static<typeof Claim>;

/** What the growth commands read and change: the once-keys already paid. */
export interface GrowthState {
  paid: Set<string>;
  coupons: CouponBook;
}

/** Loads the once-keys paid so far (at start, and when the core rebuilt its memory). */
export async function loadGrowthState(q: Queryable, state: GrowthState) {
  state.paid.clear();
  for (const r of await q.query<{ once_key: string }>("SELECT once_key FROM bonus_claims"))
    state.paid.add(r.once_key);
}

export function registerGrowthCommands(core: Core, state: GrowthState) {
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
  /**
   * A new-user bonus claim (`bonus:<key>:<user>`): inside its window and never paid before for its once-key,
   * the reward goes from the venue's bonus expense to the spot account (cash) or the experience account.
   */
  const bonus = core.register({
    kind: "growth.bonus",
    args: Claim,
    run(a, ctx) {
      if (!("user" in ctx.caller) || ctx.caller.user !== a.user) return failure("COMMAND_INVALID");
      const now = ctx.now.getTime();
      if (now < a.metAt) return failure("GROWTH_BONUS_NOT_MET");
      if (now >= a.until)
        return failure("GROWTH_BONUS_WINDOW_OVER", { until: new Date(a.until).toISOString() });
      if (state.paid.has(a.once)) return failure("GROWTH_BONUS_IDENTITY_USED");
      const result = ctx.ledger.credit({
        user: a.user,
        kind: a.kind === "cash" ? "change" : "experience",
        currency: a.currency,
        amount: BigInt(a.reward),
        from: "bonus_expense",
        entryKind: a.kind === "cash" ? "bonus" : "experience_grant",
      });
      if (!result.ok) return result;
      state.paid.add(a.once);
      return {
        ...result,
        userId: a.user,
        reference: `bonus:${a.key}`,
        reply: { key: a.key },
        write: async (q, entryId) => {
          const [claim] = await q.query<{ id: string }>(
            `INSERT INTO bonus_claims (user_id, key, task, once_key, kind, reward, currency_id, met_at, entry_id, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::text`,
            [
              a.user,
              a.key,
              a.task,
              a.once,
              a.kind,
              unitsToDecimal(BigInt(a.reward), a.scale),
              a.currency,
              new Date(a.metAt),
              entryId,
              ctx.now,
            ],
          );
          if (a.coupon)
            await q.query(
              `INSERT INTO coupons (issue_id, user_id, source, valid_from, valid_until)
               VALUES ($1, $2, 'task', $3, $4) ON CONFLICT (issue_id, user_id) DO NOTHING`,
              [a.coupon.issue, a.user, ctx.now, new Date(ctx.now.getTime() + a.coupon.days * 86_400_000)],
            );
          if (a.kind === "experience")
            await q.query(
              `INSERT INTO experience_grants (user_id, claim_id, currency_id, amount, expires_at, created_at)
               VALUES ($1, $2, $3, $4, $5, $6)`,
              [
                a.user,
                claim!.id,
                a.currency,
                unitsToDecimal(BigInt(a.reward), a.scale),
                new Date(a.expiresAt),
                ctx.now,
              ],
            );
        },
      };
    },
  });

  /** A bonus coupon redeemed (`coupon:<id>`): its amount from the venue's bonus expense to the spot account. */
  const redeem = core.register({
    kind: "growth.redeem",
    args: Type.Object({ coupon: CouponArg, scale: Type.Integer({ minimum: 0, maximum: 18 }), amount: Units }),
    run(a, ctx) {
      const user = "user" in ctx.caller ? ctx.caller.user : undefined;
      if (user === undefined) return failure("COMMAND_INVALID");
      const refused = state.coupons.refusal(a.coupon, user, ctx.now);
      if (refused) return refused;
      if (a.coupon.kind !== "bonus")
        return failure("GROWTH_COUPON_NOT_APPLICABLE", { currency: a.coupon.currencyName });
      const amount = BigInt(a.amount);
      const result = ctx.ledger.credit({
        user,
        kind: "change",
        currency: a.coupon.currency,
        amount,
        from: "bonus_expense",
        entryKind: "coupon",
      });
      if (!result.ok) return result;
      const used = state.coupons.use(a.coupon, amount, a.scale, "bonus", ctx);
      return {
        ...result,
        userId: user,
        reference: `coupon:${a.coupon.id}`,
        rows: [{ writer: couponWriter, rows: [used] }],
        reply: { id: a.coupon.id },
      };
    },
  });

  /**
   * Expiry of an experience grant (`experience:<grant>:<n>`): takes back up to `cap` of the experience
   * account's available funds (what is left of the grant beyond the grants still running) to the venue's
   * bonus expense; margin in open positions is not touched.
   */
  const expire = core.register({
    kind: "growth.expire",
    args: Type.Object({
      grant: Id,
      user: Id,
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      /** what is left of the grant, and what the grants still running hold */
      left: Units,
      running: Type.String({ pattern: "^(0|[1-9][0-9]{0,40})$" }),
    }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const account = userAccount(a.user, "experience");
      const beyond = ctx.ledger.balance(account, a.currency) - BigInt(a.running);
      const left = BigInt(a.left);
      const take = beyond <= 0n ? 0n : beyond < left ? beyond : left;
      const result = ctx.ledger.exchange({
        entryKind: "experience_expire",
        pay:
          take === 0n
            ? []
            : [
                { account, currency: a.currency, amount: -take },
                { account: systemAccount("bonus_expense"), currency: a.currency, amount: take },
              ],
      });
      if (!result.ok) return result;
      return {
        ...result,
        userId: a.user,
        reference: `experience:${a.grant}`,
        reply: { grant: a.grant, taken: unitsToDecimal(take, a.scale) },
        write: async (q) => {
          await q.query(
            "UPDATE experience_grants SET expired = expired + $2, burns = burns + 1 WHERE id = $1",
            [a.grant, unitsToDecimal(take, a.scale)],
          );
        },
      };
    },
  });

  return { rebate, bonus, redeem, expire };
}

export type GrowthCommands = ReturnType<typeof registerGrowthCommands>;
