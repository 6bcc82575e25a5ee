import { describe, expect, it } from "vitest";
import {
  type Draft,
  draftProblem,
  holdOf,
  orderFields,
  percentAmount,
  preview,
  type Rules,
} from "./order-form";

const rules: Rules = {
  tick_size: "0.01",
  step_size: "0.000001",
  maker_fee: "0.001",
  taker_fee: "0.001",
  currency_id: 1,
  legal_id: 3,
};
const draft = (d: Partial<Draft>): Draft => ({ side: "buy", kind: "limit", price: "", amount: "", ...d });

describe("order form", () => {
  it("previews a limit buy's total and its fee in the base it receives", () => {
    expect(preview(draft({ price: "65000", amount: "0.01" }), rules, null)).toEqual({
      total: "650",
      fee: "0.00001",
      feeCoin: "base",
    });
  });

  it("previews a sell's fee in the quote, a market sell at the last price", () => {
    expect(preview(draft({ side: "sell", price: "65000", amount: "0.01" }), rules, null).fee).toBe("0.65");
    const market = preview(draft({ side: "sell", kind: "market", amount: "0.02" }), rules, "60000");
    expect(market).toEqual({ total: "1200", fee: "1.2", feeCoin: "quote" });
  });

  it("a market buy spends the amount in the quote", () => {
    const p = preview(draft({ kind: "market", amount: "100" }), rules, "50000");
    expect(p.total).toBe("100");
    expect(p.fee).toBe("0.000002");
  });

  it("percent buttons leave room for the fee a buy freezes and stay on the step", () => {
    const available = { base: "0.123456789", quote: "1000" };
    // 1000 / (65000 × 1.001) = 0.01536922… → 0.015369
    expect(percentAmount(100, draft({ price: "65000" }), rules, available, null)).toBe("0.015369");
    expect(percentAmount(50, draft({ side: "sell" }), rules, available, null)).toBe("0.061728");
    expect(percentAmount(25, draft({ kind: "market" }), rules, available, null)).toBe("250");
    expect(percentAmount(25, draft({}), rules, { base: undefined, quote: undefined }, null)).toBeNull();
  });

  it("freezes what the server freezes: cost and fee reserve, each rounded up to the quote's unit", () => {
    // 645 × 1 + 0.645 reserve (0.1 %)
    expect(holdOf(draft({ price: "64500", amount: "0.01" }), rules, 6)).toEqual({
      frozen: "645.645",
      coin: "quote",
      cost: "645",
      feeReserve: "0.645",
    });
    // 65123.45 × 0.000007 = 0.45586415 → 0.455865 up; × 0.001 = 0.000455865 → 0.000456 up
    expect(holdOf(draft({ price: "65123.45", amount: "0.000007" }), rules, 6)).toEqual({
      frozen: "0.456321",
      coin: "quote",
      cost: "0.455865",
      feeReserve: "0.000456",
    });
    // the larger of the maker and taker rates
    const makerHigher = { ...rules, maker_fee: "0.002" };
    expect(holdOf(draft({ price: "64500", amount: "0.01" }), makerHigher, 6)?.frozen).toBe("646.29");
    expect(holdOf(draft({ kind: "market", amount: "100" }), rules, 6)).toMatchObject({
      frozen: "100",
      coin: "quote",
    });
    expect(holdOf(draft({ side: "sell", price: "1", amount: "0.5" }), rules, 6)).toMatchObject({
      frozen: "0.5",
      coin: "base",
    });
    expect(holdOf(draft({ price: "", amount: "1" }), rules, 6)).toBeNull();
  });

  it("checks the plain mistakes and builds the form fields", () => {
    expect(draftProblem(draft({ amount: "1" }))).toBe("form.priceInvalid");
    expect(draftProblem(draft({ price: "1", amount: "0" }))).toBe("form.amountInvalid");
    expect(draftProblem(draft({ kind: "market", amount: "5" }))).toBeNull();
    expect(orderFields(draft({ kind: "market", amount: "5" }), rules)).toEqual({
      type: "buy",
      amount: "5",
      target_price: undefined,
      currency_id: 1,
      legal_id: 3,
    });
    expect(orderFields(draft({ side: "sell", price: "65000.5", amount: "0.01" }), rules).target_price).toBe(
      "65000.5",
    );
  });
});
