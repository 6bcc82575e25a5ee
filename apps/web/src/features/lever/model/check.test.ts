import type { OutcomeProof, VerifyStep } from "@bourse/engine";
import { describe, expect, it } from "vitest";
import { fieldMatches, inLog, passed, readProofs } from "./check";

const terms = {
  price_decimals: 2,
  base_scale: 8,
  quote_scale: 6,
  lot_size: "0.01",
  lot_decimals: 2,
  spread_rate: "0.0001",
};

const open: OutcomeProof = {
  kind: "lever.open",
  rule: { name: "lever-open", version: 1 },
  inputs: {
    symbol: "BTC/USDT",
    terms: { ...terms, fee_rate: "0.0005" },
    direction: "long",
    order_type: "market",
    lots: "1",
    multiple: 20,
    fee_discount: "0",
    open_tick: 41,
    ticks: { "41": { price: "65000", time: 1_700_000_000_000 } },
  },
  result: { open_price: "65006.5", margin: "32.50325", fee: "0.325033" },
  entry_id: 9,
};

const close: OutcomeProof = {
  kind: "lever.close",
  rule: { name: "lever-close", version: 1 },
  inputs: {
    symbol: "BTC/USDT",
    terms,
    position: { direction: "long", lots: "1", open_price: "65006.5", margin: "32.50325" },
    available: "100",
    close_tick: 57,
    ticks: { "57": { price: "65300", time: 1_700_000_008_000 } },
  },
  result: { close_price: "65293.47", pnl: "2.8697", absorbed: "0" },
  entry_id: 12,
};

const ok = (): VerifyStep[] => [
  { name: "known rule", ok: true },
  { name: "inputs", ok: true },
  { name: "result", ok: true },
];

describe("reading a closed position's proofs", () => {
  it("names the ticks that decided the open and close prices and the recorded figures", () => {
    const check = readProofs(open, close, 5, ok);
    expect(check).toMatchObject({
      symbol: "BTC/USDT",
      direction: "long",
      lots: "1",
      lotSize: "0.01",
      spreadRate: "0.0001",
      open: { tick: { seq: 41, price: "65000" }, price: "65006.5", fee: "0.325033", multiple: 20 },
      close: { tick: { seq: 57, price: "65300" }, price: "65293.47", pnl: "2.8697", liquidation: false },
    });
    expect(passed(check!.open.steps) && passed(check!.close.steps)).toBe(true);
  });

  it("finds the position among those a liquidation closed, by its own market's tick", () => {
    const liquidation: OutcomeProof = {
      kind: "lever.liquidate",
      rule: { name: "lever-liquidation", version: 1 },
      inputs: {
        balance: "40",
        scale: 6,
        threshold: "0.2",
        positions: [
          { id: 4, symbol: "ETH/USDT", tick: 3 },
          { id: 5, symbol: "BTC/USDT", tick: 60 },
        ],
        ticks: {
          "BTC/USDT": { "60": { price: "63000", time: 1_700_000_009_000 } },
          "ETH/USDT": { "3": { price: "3000", time: 1_700_000_009_000 } },
        },
      },
      result: { "close_price.5": "62993.7", "pnl.5": "-20.128", paid: "-25", absorbed: "0" },
      entry_id: 20,
    };
    const check = readProofs(open, liquidation, 5, ok);
    expect(check?.close).toMatchObject({
      liquidation: true,
      tick: { seq: 60, price: "63000" },
      price: "62993.7",
      pnl: "-20.128",
      threshold: "0.2",
    });
    expect(readProofs(open, liquidation, 6, ok)).toBeNull();
  });

  it("refuses proofs of another position and survives a verifier that throws", () => {
    const short = { ...close, inputs: { ...close.inputs, position: { direction: "short" } } };
    expect(readProofs(open, short, 5, ok)).toBeNull();
    const check = readProofs(open, close, 5, () => {
      throw new Error("bad proof");
    });
    expect(check?.open.steps).toEqual([{ name: "inputs", ok: false, detail: "bad proof" }]);
    expect(passed(check!.open.steps)).toBe(false);
  });
});

describe("the engine's verdict per figure and the log", () => {
  it("marks only the fields the result step names as different", () => {
    const steps: VerifyStep[] = [
      {
        name: "result",
        ok: false,
        detail: 'pnl: stated "3", recomputed 2.8697; absorbed: stated "1", recomputed 0',
      },
    ];
    expect(fieldMatches(steps, "close_price")).toBe(true);
    expect(fieldMatches(steps, "pnl")).toBe(false);
    expect(fieldMatches(steps, "absorbed")).toBe(false);
    expect(fieldMatches([], "pnl")).toBe(false);
    expect(fieldMatches(ok(), "pnl")).toBe(true);
  });

  it("finds a tick in the log by id with the same price", () => {
    const tick = { seq: 57, price: "65300", time: 1 };
    expect(inLog(tick, [{ seq: 57, price: "65300.00", time: 1 }])).toBe(true);
    expect(inLog(tick, [{ seq: 57, price: "65300.01", time: 1 }])).toBe(false);
    expect(inLog(tick, [{ seq: 56, price: "65300", time: 1 }])).toBe(false);
  });
});
