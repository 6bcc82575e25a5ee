import { describe, expect, it } from "vitest";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";

const terms = (lotSize: string) => ({
  price_decimals: 2,
  base_scale: 8,
  quote_scale: 6,
  lot_size: lotSize,
  lot_decimals: 0,
  spread_rate: "0.0005",
});

/**
 * A long of 1 BTC lot (0.01 BTC) opened at 65,000 with 13 USDT margin, and a short of 2 ETH lots (0.1 ETH
 * each) opened at 3,000 with 6 USDT margin, liquidated at BTC 64,000 and ETH 3,100:
 *   BTC close (long) 64,000 × 0.9995 = 63,968 → pnl (63,968 − 65,000) × 0.01 = −10.32
 *   ETH close (short) 3,100 × 1.0005 = 3,101.55 → pnl (3,000 − 3,101.55) × 0.2 = −20.31
 *   equity 35 − 30.63 = 4.37 over used margin 19: 0.23, at or below 0.3; paid −30.63, nothing absorbed.
 */
const proof = (inputs: Record<string, unknown> = {}, result: Record<string, string> = {}): OutcomeProof => ({
  kind: "lever.liquidate",
  rule: { name: "lever-liquidation", version: 1 },
  inputs: {
    balance: "35",
    scale: 6,
    threshold: "0.3",
    positions: [
      {
        id: 11,
        symbol: "BTC/USDT",
        terms: terms("0.01"),
        direction: "long",
        lots: "1",
        open_price: "65000",
        margin: "13",
        tick: 500,
      },
      {
        id: 12,
        symbol: "ETH/USDT",
        terms: terms("0.1"),
        direction: "short",
        lots: "2",
        open_price: "3000",
        margin: "6",
        tick: 500,
      },
    ],
    // the same tick id in two markets' logs
    ticks: {
      "BTC/USDT": { 500: { price: "64000", time: 9_000 } },
      "ETH/USDT": { 500: { price: "3100", time: 9_001 } },
    },
    ...inputs,
  },
  result: {
    "close_price.11": "63968",
    "pnl.11": "-10.32",
    "close_price.12": "3101.55",
    "pnl.12": "-20.31",
    paid: "-30.63",
    absorbed: "0",
    ...result,
  },
  entry_id: 77,
});
const failing = (p: OutcomeProof) =>
  verifyOutcome(p)
    .filter((s) => !s.ok)
    .map((s) => s.name);
type Ticks = Record<string, Record<string, { price: string }>>;

describe("lever.liquidate", () => {
  it("recomputes every position's close and the net paid against the balance, at liquidation", () => {
    expect(verifyOutcome(proof()).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["at liquidation", true],
      ["result", true],
    ]);
  });

  it("a loss beyond the balance is absorbed", () => {
    // net −30.63 against 25: the account pays 25, the house absorbs 5.63
    expect(failing(proof({ balance: "25" }, { paid: "-25", absorbed: "5.63" }))).toEqual([]);
    expect(failing(proof({ balance: "25" }))).toEqual(["result"]);
  });

  it("fails the result when a tick price is changed", () => {
    const moved = proof();
    (moved.inputs.ticks as Ticks)["ETH/USDT"]!["500"]!.price = "3100.5";
    const steps = verifyOutcome(moved);
    expect(failing(moved)).toEqual(["result"]);
    expect(steps.find((s) => s.name === "result")?.detail).toContain("close_price.12");
  });

  it("fails at liquidation when the account was above the threshold", () => {
    // equity 40 − 30.63 = 9.37 over 19: 0.49, above 0.3 (what was paid does not change)
    expect(failing(proof({ balance: "40" }))).toEqual(["at liquidation"]);
    expect(failing(proof({ threshold: "0.2" }))).toEqual(["at liquidation"]);
  });

  it("names a wrong input", () => {
    const noTick = proof({ ticks: { "BTC/USDT": { 500: { price: "64000", time: 9_000 } } } });
    expect(verifyOutcome(noTick).find((s) => s.name === "inputs")).toMatchObject({ ok: false });
    expect(failing(proof({ positions: [] }))).toEqual(["inputs", "result"]);
    expect(failing(proof({ threshold: "20%" }))).toEqual(["inputs", "result"]);
  });
});
