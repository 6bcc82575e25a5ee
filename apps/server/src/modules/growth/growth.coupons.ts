import { Id, RefId } from "@bourse/contract";
import { discountedFee, parseRate } from "@bourse/engine";
import { type Static, Type } from "typebox";
import type { BatchWriter, HandlerContext } from "../../core/command.ts";
import { decimalToUnitsDown, unitsToDecimal } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { type Failure, failure } from "../../http/outcome.ts";

/**
 * Coupons as the money commands see them. A coupon's terms never change once issued, so the sender reads
 * them (`couponArg`) and passes them as the command's argument; what can change, whether it is used, is
 * the coupon book's, which the commands read and change in order (so two orders racing for one coupon have
 * one winner, on every node). The end of its validity is checked against the command's time.
 */

const DecimalText = Type.String({ pattern: "^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$" });

/** A coupon's terms, as a command's argument. */
export const CouponArg = Type.Object({
  id: Id,
  owner: Id,
  kind: Type.Union([Type.Literal("fee_discount"), Type.Literal("bonus")]),
  currency: RefId,
  currencyName: Type.String({ maxLength: 20 }),
  /** fee_discount: the share of a fee and the most it takes off; bonus: the amount */
  rate: Type.Union([DecimalText, Type.Null()]),
  cap: Type.Union([DecimalText, Type.Null()]),
  amount: Type.Union([DecimalText, Type.Null()]),
  from: Type.Integer({ minimum: 0 }),
  until: Type.Integer({ minimum: 0 }),
});
export type CouponArg = Static<typeof CouponArg>;

/** A coupon's use, written with its command's entry. */
export interface CouponUse {
  id: number;
  saved: string;
  on: string;
  at: Date;
  entry: number;
}

/** Marks the coupons of a batch used: what each saved or paid, on what, by which entry. */
export const couponWriter: BatchWriter<CouponUse> = {
  async write(q: Queryable, rows: CouponUse[]) {
    await q.query(
      `UPDATE coupons c SET used_at = r.at, saved = r.saved, used_on = r.used_on, entry_id = r.entry
       FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, at timestamptz, saved numeric, used_on text, entry bigint)
       WHERE c.id = r.id`,
      [
        JSON.stringify(
          rows.map((r) => ({ id: r.id, at: r.at, saved: r.saved, used_on: r.on, entry: r.entry })),
        ),
      ],
    );
  },
};

const iso = (ms: number) => new Date(ms).toISOString();

export interface CouponBook {
  /** Loads the coupons used so far (at start, and when the core rebuilt its memory). */
  load(q?: Queryable): Promise<void>;
  /** The terms of one of the user's coupons, or a refusal (another user's coupon does not exist). */
  arg(userId: number, couponId: number): Promise<CouponArg | Failure>;
  /** Why `c` may not be used now by `user`, or undefined. */
  refusal(c: CouponArg, user: number, now: Date): Failure | undefined;
  /**
   * A fee discount coupon `c` on a fee of `fee` units (of `scale` decimals) in `currency`: the discount, or a
   * refusal when the coupon is not a fee discount in that coin or may not be used now.
   */
  discount(c: CouponArg, user: number, currency: number, scale: number, now: Date): FeeDiscount | Failure;
  /** Records that `c` was used (in a command that accepts); its row for the batch. */
  use(c: CouponArg, saved: bigint, scale: number, on: string, ctx: HandlerContext): CouponUse;
}

/** Takes a fee discount off fees in the coupon's coin, up to its cap, across several fees of one order. */
export interface FeeDiscount {
  /** the fee after the discount, and what it took off; the cap shrinks as it is used */
  apply(fee: bigint): { fee: bigint; discount: bigint };
  /** what it took off in all */
  total(): bigint;
}

export function createCouponBook(db: Db): CouponBook {
  const used = new Set<number>();
  function refusal(c: CouponArg, user: number, now: Date): Failure | undefined {
    if (c.owner !== user) return failure("GROWTH_COUPON_NOT_FOUND");
    if (used.has(c.id)) return failure("GROWTH_COUPON_USED");
    if (now.getTime() >= c.until) return failure("GROWTH_COUPON_EXPIRED", { until: iso(c.until) });
    if (now.getTime() < c.from) return failure("GROWTH_COUPON_UPCOMING", { from: iso(c.from) });
    return undefined;
  }
  return {
    async load(q = db) {
      const rows = await q.query<{ id: string }>("SELECT id::text FROM coupons WHERE used_at IS NOT NULL");
      used.clear();
      for (const r of rows) used.add(Number(r.id));
    },
    async arg(userId, couponId) {
      const [row] = await db.query<{
        kind: "fee_discount" | "bonus";
        currency_id: number;
        name: string;
        rate: string | null;
        cap: string | null;
        amount: string | null;
        valid_from: Date;
        valid_until: Date;
      }>(
        `SELECT i.kind, i.currency_id, cur.name, trim_scale(i.rate)::text AS rate, trim_scale(i.cap)::text AS cap,
           trim_scale(i.amount)::text AS amount, c.valid_from, c.valid_until
         FROM coupons c JOIN coupon_issues i ON i.id = c.issue_id JOIN currencies cur ON cur.id = i.currency_id
         WHERE c.id = $1 AND c.user_id = $2`,
        [couponId, userId],
      );
      if (!row) return failure("GROWTH_COUPON_NOT_FOUND");
      return {
        id: couponId,
        owner: userId,
        kind: row.kind,
        currency: row.currency_id,
        currencyName: row.name,
        rate: row.rate,
        cap: row.cap,
        amount: row.amount,
        from: row.valid_from.getTime(),
        until: row.valid_until.getTime(),
      };
    },
    refusal,
    discount(c, user, currency, scale, now) {
      const refused = refusal(c, user, now);
      if (refused) return refused;
      const rate = c.rate === null ? undefined : parseRate(c.rate);
      if (c.kind !== "fee_discount" || c.currency !== currency || !rate || c.cap === null)
        return failure("GROWTH_COUPON_NOT_APPLICABLE", { currency: c.currencyName });
      let cap = decimalToUnitsDown(c.cap, scale);
      let total = 0n;
      return {
        apply(fee) {
          if (cap <= 0n || fee <= 0n) return { fee, discount: 0n };
          const d = discountedFee(fee, {
            kind: "fee_discount",
            rate,
            cap,
            validFrom: c.from,
            validUntil: c.until,
            used: false,
          });
          cap -= d.discount;
          total += d.discount;
          return d;
        },
        total: () => total,
      };
    },
    use(c, saved, scale, on, ctx) {
      used.add(c.id);
      return { id: c.id, saved: unitsToDecimal(saved, scale), on, at: ctx.now, entry: ctx.entryId };
    },
  };
}
