/**
 * A closed position checked against the public tick log, in plain figures: which tick decided the open
 * price and which the close price, what the venue's rule gives from them (the engine's own
 * `verifyOutcome`, the code the server settled with) and whether the log holds those very ticks. Built
 * from the two outcome proofs (`lever-open`, and `lever-close` or `lever-liquidation`) and the log.
 */
import type { OutcomeProof, VerifyStep } from "@bourse/engine";
import { compare } from "../../../ui/decimal";

export interface UsedTick {
  seq: number;
  price: string;
  /** ms */
  time: number;
}

export interface PositionCheck {
  symbol: string;
  direction: "long" | "short";
  lots: string;
  lotSize: string;
  spreadRate: string;
  open: {
    tick: UsedTick;
    orderType: "market" | "limit";
    /** a limit order's price */
    target: string | null;
    multiple: number | null;
    feeRate: string | null;
    price: string;
    margin: string;
    fee: string;
    /** a coupon's saving on the fee */
    discount: string;
    /** the engine's steps over the open proof */
    steps: VerifyStep[];
  };
  close: {
    tick: UsedTick;
    liquidation: boolean;
    price: string;
    pnl: string;
    absorbed: string;
    /** liquidation: the risk rate at or below which the account was closed ("0.2") */
    threshold: string | null;
    steps: VerifyStep[];
  };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === "object" ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function tickOf(ticks: unknown, id: unknown): UsedTick | null {
  const seq = Number(id);
  const t = obj(obj(ticks)[String(seq)]);
  if (!Number.isInteger(seq) || typeof t.price !== "string" || typeof t.time !== "number") return null;
  return { seq, price: t.price, time: t.time };
}

/**
 * The figures of position `id` out of its proofs, with the engine's verdict on each (`verify` is the
 * engine's `verifyOutcome`, passed in so the reading is tested on its own); null when the proofs do not
 * describe that position (malformed, or another position's).
 */
export function readProofs(
  open: OutcomeProof,
  close: OutcomeProof,
  id: number,
  verify: (proof: OutcomeProof) => VerifyStep[],
): PositionCheck | null {
  const oi = obj(open?.inputs);
  const or = obj(open?.result);
  const terms = obj(oi.terms);
  const openTick = tickOf(oi.ticks, oi.open_tick);
  const direction = oi.direction === "short" ? "short" : oi.direction === "long" ? "long" : null;
  if (!openTick || !direction) return null;

  const ci = obj(close?.inputs);
  const cr = obj(close?.result);
  let closeTick: UsedTick | null;
  let closeFigures: { price: string; pnl: string; absorbed: string };
  const liquidation = close?.kind === "lever.liquidate";
  if (liquidation) {
    const positions = Array.isArray(ci.positions) ? ci.positions.map(obj) : [];
    const mine = positions.find((p) => Number(p.id) === id);
    if (!mine) return null;
    closeTick = tickOf(obj(ci.ticks)[str(mine.symbol)], mine.tick);
    closeFigures = {
      price: str(cr[`close_price.${id}`]),
      pnl: str(cr[`pnl.${id}`]),
      absorbed: str(cr.absorbed),
    };
  } else {
    if (str(obj(ci.position).direction) !== direction) return null;
    closeTick = tickOf(ci.ticks, ci.close_tick);
    closeFigures = { price: str(cr.close_price), pnl: str(cr.pnl), absorbed: str(cr.absorbed) };
  }
  if (!closeTick) return null;
  return {
    symbol: str(oi.symbol),
    direction,
    lots: str(oi.lots),
    lotSize: str(terms.lot_size),
    spreadRate: str(terms.spread_rate),
    open: {
      tick: openTick,
      orderType: oi.order_type === "limit" ? "limit" : "market",
      target: oi.target === undefined ? null : str(oi.target),
      multiple: typeof oi.multiple === "number" ? oi.multiple : null,
      feeRate: terms.fee_rate === undefined ? null : str(terms.fee_rate),
      price: str(or.open_price),
      margin: str(or.margin),
      fee: str(or.fee),
      discount: str(oi.fee_discount ?? "0"),
      steps: safely(() => verify(open)),
    },
    close: {
      tick: closeTick,
      liquidation,
      ...closeFigures,
      threshold: liquidation ? str(ci.threshold) : null,
      steps: safely(() => verify(close)),
    },
  };
}

/** A verifier that throws on a malformed proof gives one failed step, not a crashed screen. */
function safely(run: () => VerifyStep[]): VerifyStep[] {
  try {
    return run();
  } catch (error) {
    return [{ name: "inputs", ok: false, detail: error instanceof Error ? error.message : String(error) }];
  }
}

/** Every step ran and passed (no step at all is no verdict). */
export const passed = (steps: readonly VerifyStep[]) => steps.length > 0 && steps.every((s) => s.ok);

/**
 * Whether the rule gave the stated value of `field`: the "result" step passed, or failed naming other
 * fields only (the engine names each field that differs: `<field>: stated …, recomputed …`).
 */
export function fieldMatches(steps: readonly VerifyStep[], field: string): boolean {
  const result = steps.find((s) => s.name === "result");
  if (!result) return false;
  if (result.ok) return true;
  return !(result.detail ?? "").split("; ").some((part) => part.startsWith(`${field}: `));
}

/** The log holds the tick with the same id and price as recorded. */
export function inLog(tick: UsedTick, logged: readonly UsedTick[]): boolean {
  const found = logged.find((t) => t.seq === tick.seq);
  return found !== undefined && compare(found.price, tick.price) === 0;
}
