import { Id, RefId } from "@bourse/contract";
import { dualPayout, systemAccount, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";
import {
  type DualState,
  investCurrency,
  investScale,
  type LiveOrder,
  type LiveProduct,
  maturityOf,
  rate,
} from "./dual.store.ts";

/**
 * Dual investment's commands, as data. A purchase holds its investment in the financial account
 * (`dual.buy`); at maturity `dual.settle` (key `dual-settle:<order>`) takes the investment for the
 * house and pays the payout the engine's `dualPayout` gives at the settlement tick it names, in the
 * invested coin or converted.
 */

const Units = Type.String({ pattern: "^[1-9][0-9]{0,40}$" });

export function registerDualCommands(core: Core, s: DualState) {
  const buy = core.register({
    kind: "dual.buy",
    args: Type.Object({
      product: RefId,
      shares: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
      publicId: Type.String({ pattern: "^[0-9a-f]{32}$" }),
    }),
    run(a, ctx) {
      if (!("user" in ctx.caller)) return failure("COMMAND_INVALID");
      const user = ctx.caller.user;
      const p = s.products.get(a.product);
      if (!p?.enabled) return failure("DUAL_PRODUCT_NOT_FOUND");
      if (p.sold + a.shares > p.shares)
        return failure("DUAL_SHARES_LEFT", { field: "num", remaining: p.shares - p.sold });
      const investment = p.sharePrice * BigInt(a.shares);
      const currency = investCurrency(p);
      const hold = holdId(ctx);
      const result = ctx.ledger.exchange({
        entryKind: "dual_buy",
        open: [{ id: hold, user, kind: "financial", currency, amount: investment }],
      });
      if (!result.ok) return result;
      const order: LiveOrder = {
        id: ++s.ids.order,
        userId: user,
        productId: p.id,
        marketId: p.marketId,
        type: p.type,
        baseId: p.baseId,
        quoteId: p.quoteId,
        baseScale: p.baseScale,
        quoteScale: p.quoteScale,
        linkedPrice: p.linkedPrice,
        apr: p.apr,
        days: p.days,
        investment,
        maturityAt: maturityOf(ctx.now, p.days, p.settleTime),
        holdId: hold,
      };
      s.orders.set(order.id, order);
      p.sold += a.shares;
      const maturity = new Date(order.maturityAt).toISOString();
      const invested = unitsToDecimal(investment, investScale(p));
      return {
        ...result,
        reference: `dual:${order.id}`,
        reply: { id: order.id, public_id: a.publicId, investment: invested, maturity_at: maturity },
        write: async (q) => {
          await q.query(
            `INSERT INTO dual_orders (id, public_id, user_id, product_id, market_id, type, linked_price, apr, days, shares,
               invest_currency_id, investment, maturity_at, hold_id, status, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'purchased', $15)`,
            [
              order.id,
              a.publicId,
              user,
              p.id,
              p.marketId,
              p.type,
              unitsToDecimal(p.linkedPrice, p.quoteScale),
              p.aprText,
              p.days,
              a.shares,
              currency,
              invested,
              maturity,
              hold,
              ctx.now,
            ],
          );
        },
      };
    },
  });

  /** An order at maturity settles on the first recorded tick at or after it (the service finds it). */
  const settle = core.register({
    kind: "dual.settle",
    args: Type.Object({
      order: Id,
      tick: Type.Object({
        seq: Type.Integer({ minimum: 1 }),
        /** quote units per whole base */
        price: Units,
        at: Type.Integer({ minimum: 0 }),
      }),
    }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const o = s.orders.get(a.order);
      if (!o) return failure("DUAL_ORDER_NOT_FOUND");
      if (a.tick.at < o.maturityAt || ctx.now.getTime() < o.maturityAt) return failure("COMMAND_INVALID");
      const price = BigInt(a.tick.price);
      const paid = dualPayout(
        {
          type: o.type,
          linkedPrice: o.linkedPrice,
          apr: o.apr,
          days: o.days,
          baseScale: o.baseScale,
          quoteScale: o.quoteScale,
        },
        o.investment,
        price,
      );
      const invested = investCurrency(o);
      const payoutCurrency = paid.currency === "base" ? o.baseId : o.quoteId;
      const result = ctx.ledger.exchange({
        entryKind: "dual_settle",
        use: [{ hold: o.holdId, amount: o.investment }],
        pay: [
          { account: systemAccount("house"), currency: invested, amount: o.investment },
          { account: systemAccount("house"), currency: payoutCurrency, amount: -paid.amount },
          { account: userAccount(o.userId, "financial"), currency: payoutCurrency, amount: paid.amount },
        ],
        release: [o.holdId],
      });
      if (!result.ok) return result;
      s.orders.delete(o.id);
      const payoutScale = paid.currency === "base" ? o.baseScale : o.quoteScale;
      const reply = {
        id: o.id,
        seq: a.tick.seq,
        price: unitsToDecimal(price, o.quoteScale),
        payout: unitsToDecimal(paid.amount, payoutScale),
        converted: paid.converted,
      };
      return {
        ...result,
        userId: o.userId,
        reference: `dual:${o.id}`,
        reply,
        write: async (q, entryId) => {
          await q.query(
            `UPDATE dual_orders SET status = 'completed', settle_seq = $2, settle_price = $3, settle_tick_at = $4,
               payout_currency_id = $5, payout = $6, converted = $7, settled_entry = $8 WHERE id = $1`,
            [
              o.id,
              a.tick.seq,
              reply.price,
              new Date(a.tick.at),
              payoutCurrency,
              reply.payout,
              paid.converted,
              entryId,
            ],
          );
        },
      };
    },
  });

  /** An operator creates or changes a product (audited); orders keep the terms they were bought under. */
  const save = core.register({
    kind: "dual.product.save",
    args: Type.Object({
      id: Type.Union([RefId, Type.Null()]),
      market: RefId,
      symbol: Type.String({ maxLength: 40 }),
      type: Type.Union([Type.Literal("call"), Type.Literal("put")]),
      baseId: RefId,
      quoteId: RefId,
      baseScale: Type.Integer({ minimum: 0, maximum: 18 }),
      quoteScale: Type.Integer({ minimum: 0, maximum: 18 }),
      linkedPrice: Units,
      apr: Type.String({ pattern: "^[0-9]{1,2}(\\.[0-9]{1,8})?$" }),
      days: Type.Integer({ minimum: 1, maximum: 365 }),
      sharePrice: Units,
      shares: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
      settleTime: Type.String({ pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$" }),
      enabled: Type.Boolean(),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const before = a.id === null ? undefined : s.products.get(a.id);
      if (a.id !== null && !before) return failure("DUAL_PRODUCT_NOT_FOUND");
      if (before && (before.marketId !== a.market || before.type !== a.type))
        return failure("REQUEST_INVALID_FIELD", { field: before.type !== a.type ? "type" : "market_id" });
      if (before && a.shares < before.sold) return failure("REQUEST_INVALID_FIELD", { field: "shares" });
      const product: LiveProduct = {
        id: before?.id ?? ++s.ids.product,
        marketId: a.market,
        symbol: a.symbol,
        type: a.type,
        baseId: a.baseId,
        quoteId: a.quoteId,
        baseScale: a.baseScale,
        quoteScale: a.quoteScale,
        linkedPrice: BigInt(a.linkedPrice),
        aprText: a.apr,
        apr: rate(a.apr),
        days: a.days,
        sharePrice: BigInt(a.sharePrice),
        shares: a.shares,
        sold: before?.sold ?? 0,
        settleTime: a.settleTime,
        enabled: a.enabled,
      };
      s.products.set(product.id, product);
      const row = {
        market_id: a.market,
        type: a.type,
        linked_price: unitsToDecimal(product.linkedPrice, a.quoteScale),
        apr: a.apr,
        days: a.days,
        share_price: unitsToDecimal(product.sharePrice, investScale(product)),
        shares: a.shares,
        settle_time: a.settleTime,
        enabled: a.enabled,
      };
      return {
        ok: true,
        entry: { kind: "dual_product", postings: [] },
        reply: { id: product.id },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO dual_products (id, market_id, type, linked_price, apr, days, share_price, shares, settle_time, enabled)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (id) DO UPDATE SET linked_price = EXCLUDED.linked_price, apr = EXCLUDED.apr,
               days = EXCLUDED.days, share_price = EXCLUDED.share_price, shares = EXCLUDED.shares,
               settle_time = EXCLUDED.settle_time, enabled = EXCLUDED.enabled`,
            [
              product.id,
              row.market_id,
              row.type,
              row.linked_price,
              row.apr,
              row.days,
              row.share_price,
              row.shares,
              row.settle_time,
              row.enabled,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "dual.product.update" : "dual.product.create",
            targetType: "dual_product",
            targetId: product.id,
            before: before
              ? { linked_price: unitsToDecimal(before.linkedPrice, before.quoteScale), apr: before.aprText }
              : null,
            after: { ...row, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  return { buy, settle, save };
}
