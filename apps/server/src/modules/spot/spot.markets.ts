import type { MarketSettings, MarketSettingsBody } from "@bourse/contract";
import { type Amount, parse, toPlainString } from "@bourse/money";
import { type Static, Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Handler } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { SpotState } from "./spot.commands.ts";
import type { MarketRules } from "./spot.rules.ts";

/** A market's settings an operator changes, in memory as the handlers read them. */
type Settings = Pick<
  MarketRules,
  "makerFee" | "takerFee" | "priceStep" | "lotStep" | "minNotional" | "halted"
>;

const DecimalText = Type.String({ pattern: "^[0-9]{1,20}(\\.[0-9]{1,18})?$" });

/** `spot.market.save`: a market's fees, steps, minimum notional and halt, by an operator (audited). */
export const MarketSaveArgs = Type.Object(
  {
    market: Type.Integer({ minimum: 1 }),
    makerFee: DecimalText,
    takerFee: DecimalText,
    priceStep: DecimalText,
    lotStep: DecimalText,
    minNotional: DecimalText,
    halted: Type.Boolean(),
    /** the approval the change was made under, when it needed one */
    approval: Type.Optional(Type.Integer({ minimum: 1 })),
    ip: Type.String({ maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type MarketSaveArgs = Static<typeof MarketSaveArgs>;

/**
 * A market's settings from an operator's texts, each checked against the market: fees at least 0 and
 * below 1; the price step a whole number of ticks (no more places than the price decimals) and the lot
 * step of steps; the minimum notional at the quote asset's scale. A refusal names its field.
 */
export function parseSettings(body: MarketSettingsBody, r: MarketRules): Outcome<Omit<Settings, "halted">> {
  const rate = (field: "maker_fee" | "taker_fee"): Outcome<Amount> => {
    const p = parse(body[field].trim(), 8);
    if (!p.ok && p.code === "MONEY_TOO_PRECISE") return failure("SPOT_TOO_PRECISE", { field, decimals: 8 });
    if (!p.ok || p.value.units < 0n || p.value.units >= 10n ** 8n)
      return failure("REQUEST_INVALID_FIELD", { field });
    return success(p.value);
  };
  const positive = (
    field: "price_step" | "lot_step" | "min_notional",
    decimals: number,
    zero: boolean,
  ): Outcome<Amount> => {
    const p = parse(body[field].trim(), decimals);
    if (!p.ok && p.code === "MONEY_TOO_PRECISE") return failure("SPOT_TOO_PRECISE", { field, decimals });
    if (!p.ok || p.value.units < 0n || (!zero && p.value.units === 0n))
      return failure("REQUEST_INVALID_FIELD", { field });
    return success(p.value);
  };
  const makerFee = rate("maker_fee");
  if (!makerFee.ok) return makerFee;
  const takerFee = rate("taker_fee");
  if (!takerFee.ok) return takerFee;
  const priceStep = positive("price_step", r.priceDecimals, false);
  if (!priceStep.ok) return priceStep;
  const lotStep = positive("lot_step", r.amountDecimals, false);
  if (!lotStep.ok) return lotStep;
  const minNotional = positive("min_notional", r.quoteScale, true);
  if (!minNotional.ok) return minNotional;
  // at the assets' scales: the book counts ticks and steps there
  const at = (a: Amount, scale: number) => parse(toPlainString(a), scale) as { ok: true; value: Amount };
  return success({
    makerFee: makerFee.value,
    takerFee: takerFee.value,
    priceStep: at(priceStep.value, r.quoteScale).value,
    lotStep: at(lotStep.value, r.baseScale).value,
    minNotional: at(minNotional.value, r.quoteScale).value,
  });
}

/** A market's settings as the console shows them. */
export function settingsView(r: MarketRules, lastPrice: string | null): MarketSettings {
  return {
    id: r.id,
    symbol: r.symbol,
    base: r.baseName,
    quote: r.quoteName,
    price_decimals: r.priceDecimals,
    amount_decimals: r.amountDecimals,
    maker_fee: toPlainString(r.makerFee),
    taker_fee: toPlainString(r.takerFee),
    price_step: toPlainString(r.priceStep),
    lot_step: toPlainString(r.lotStep),
    min_notional: toPlainString(r.minNotional),
    open: r.open,
    halted: r.halted,
    last_price: lastPrice,
  };
}

const textsOf = (r: Settings) => ({
  maker_fee: toPlainString(r.makerFee),
  taker_fee: toPlainString(r.takerFee),
  price_step: toPlainString(r.priceStep),
  lot_step: toPlainString(r.lotStep),
  min_notional: toPlainString(r.minNotional),
  halted: r.halted,
});

/**
 * The market configuration command. It changes the rules every handler reads at the entry it takes, so
 * the writer and each follower replaying the log apply a change, a halt or a resume at the same place
 * among the orders: an order before it is placed under the old rules, every one after under the new.
 * Resting orders keep their prices and quantities (steps are counted in the book's ticks and steps).
 */
export function registerMarketConfig(core: Core, state: SpotState) {
  const save: Handler<typeof MarketSaveArgs, MarketSettings> = {
    kind: "spot.market.save",
    args: MarketSaveArgs,
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const r = state.byId.get(a.market);
      if (!r) return failure("MARKET_UNKNOWN_MARKET");
      const parsed = parseSettings(
        {
          maker_fee: a.makerFee,
          taker_fee: a.takerFee,
          price_step: a.priceStep,
          lot_step: a.lotStep,
          min_notional: a.minNotional,
        },
        r,
      );
      if (!parsed.ok) return parsed;
      const before = textsOf(r);
      Object.assign(r, parsed.value, { halted: a.halted });
      const after = textsOf(r);
      const action =
        before.halted !== after.halted ? (after.halted ? "market.halt" : "market.resume") : "market.update";
      return {
        ok: true,
        entry: { kind: "spot_market", postings: [] },
        reply: settingsView(r, null),
        write: async (q) => {
          await q.query(
            `UPDATE markets SET maker_fee = $2, taker_fee = $3, price_step = $4, lot_step = $5, min_notional = $6,
               halted = $7 WHERE id = $1`,
            [
              r.id,
              after.maker_fee,
              after.taker_fee,
              after.price_step,
              after.lot_step,
              after.min_notional,
              after.halted,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action,
            targetType: "market",
            targetId: r.id,
            before,
            after: a.approval ? { ...after, approval: a.approval } : after,
            ip: a.ip,
          });
        },
        committed: () => {
          state.events.emit("market", r.id);
          for (const demo of [false, true]) state.events.emit("depth", r.id, demo);
        },
      };
    },
  };
  return { save: core.register(save) };
}

export type MarketConfig = ReturnType<typeof registerMarketConfig>;

/** Sends a market's new settings to the writer; answers the market as the entry left it. */
export async function saveMarket(
  core: Core,
  config: MarketConfig,
  operator: Pick<SessionOperator, "id">,
  args: Omit<MarketSaveArgs, "ip">,
  ip: string,
): Promise<Outcome<MarketSettings>> {
  const answer = await core.submit(config.save, { ...args, ip: ip.slice(0, 64) }, { operator: operator.id });
  return answer.ok ? success(answer.reply) : answer;
}

/** What a second operator's approval of a market's unusual fee applies: the first operator's save. */
export interface MarketApproval {
  market: number;
  body: MarketSettingsBody;
}
