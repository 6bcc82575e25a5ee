import { describe, expect, it } from "vitest";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";

const TERMS = {
  price_decimals: 2,
  base_scale: 8,
  quote_scale: 6,
  lot_size: "0.01",
  lot_decimals: 0,
  spread_rate: "0.0005",
  fee_rate: "0.001",
};

const open = (inputs: Record<string, unknown>, result: Record<string, string>): OutcomeProof => ({
  kind: "lever.open",
  rule: { name: "lever-open", version: 1 },
  inputs: { terms: TERMS, lots: "1", multiple: 5, fee_discount: "0", ...inputs },
  result,
  entry_id: 7,
});
const failing = (p: OutcomeProof) =>
  verifyOutcome(p)
    .filter((s) => !s.ok)
    .map((s) => s.name);

describe("lever.open", () => {
  it("recomputes a market long's dealing price, margin and fee from the tick it dealt at", () => {
    // 65,000 × 1.0005 = 65,032.50; notional 650.325 USDT; 5× → 130.065; fee 0.1 % → 0.650325
    const proof = open(
      {
        direction: "long",
        order_type: "market",
        open_tick: 41,
        ticks: { 41: { price: "65000", time: 1_000 } },
      },
      { open_price: "65032.5", margin: "130.065", fee: "0.650325" },
    );
    expect(failing(proof)).toEqual([]);
    const moved = structuredClone(proof);
    (moved.inputs.ticks as Record<string, { price: string }>)["41"]!.price = "65000.02";
    expect(failing(moved)).toEqual(["result"]);
    // a coupon's saving comes off the fee
    expect(
      failing({
        ...proof,
        inputs: { ...proof.inputs, fee_discount: "0.2" },
        result: { ...proof.result, fee: "0.450325" },
      }),
    ).toEqual([]);
  });

  it("opens a limit order at its target on a tick whose dealing price reached it, and only then", () => {
    const proof = open(
      {
        direction: "long",
        order_type: "limit",
        target: "64000",
        open_tick: 90,
        ticks: { 90: { price: "63950", time: 2_000 } },
      },
      { open_price: "64000", margin: "128", fee: "0.64" },
    );
    expect(verifyOutcome(proof).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["tick times", true],
      ["result", true],
    ]);
    const early = structuredClone(proof);
    (early.inputs.ticks as Record<string, { price: string }>)["90"]!.price = "64100";
    expect(failing(early)).toEqual(["tick times"]);
  });

  it("names a wrong input", () => {
    const steps = verifyOutcome(
      open({ direction: "sideways", order_type: "market", open_tick: 1, ticks: {} }, {}),
    );
    expect(steps.find((s) => s.name === "inputs")).toMatchObject({ ok: false });
  });
});
