import { describe, expect, it } from "vitest";
import { type Draft, draftProblem, submitFields } from "./draft";

const terms = { lot_decimals: 2, price_decimals: 2 };
const range = { min: "0.1", max: "200" };
const draft: Draft = {
  direction: "long",
  kind: "market",
  price: "",
  lots: "1",
  multiple: 5,
  takeProfit: "",
  stopLoss: "",
};

describe("draftProblem", () => {
  it("accepts a market order within the lot range", () => {
    expect(draftProblem(draft, terms, range, "65006.5")).toBeNull();
    expect(draftProblem({ ...draft, lots: "0.1" }, terms, range, "65006.5")).toBeNull();
    expect(draftProblem({ ...draft, lots: "200" }, terms, range, "65006.5")).toBeNull();
  });

  it("needs a limit price with the market's decimals", () => {
    expect(draftProblem({ ...draft, kind: "limit" }, terms, range, null)?.key).toBe("form.priceInvalid");
    expect(draftProblem({ ...draft, kind: "limit", price: "65000.001" }, terms, range, null)?.key).toBe(
      "form.priceInvalid",
    );
    expect(draftProblem({ ...draft, kind: "limit", price: "65000.5" }, terms, range, null)).toBeNull();
  });

  it("keeps lots positive, within the decimals and the range", () => {
    expect(draftProblem({ ...draft, lots: "" }, terms, range, null)?.key).toBe("form.lotsInvalid");
    expect(draftProblem({ ...draft, lots: "1.234" }, terms, range, null)?.key).toBe("form.lotsInvalid");
    expect(draftProblem({ ...draft, lots: "0.09" }, terms, range, null)).toEqual({
      key: "form.lotsRange",
      min: "0.1",
      max: "200",
    });
    expect(draftProblem({ ...draft, lots: "200.01" }, terms, range, null)?.key).toBe("form.lotsRange");
  });

  it("checks the stops against the limit price, or the open price of a market order", () => {
    const limit = { ...draft, kind: "limit" as const, price: "60000", takeProfit: "62000" };
    expect(draftProblem(limit, terms, range, "65006.5")).toBeNull();
    expect(draftProblem({ ...draft, takeProfit: "62000" }, terms, range, "65006.5")).toEqual({
      key: "form.stopProblem",
      kind: "take_profit",
      problem: "above",
    });
  });
});

describe("submitFields", () => {
  it("sends a market long without a target price or empty stops", () => {
    expect(submitFields({ ...draft, multiple: 5 }, { currency_id: 1, legal_id: 3 })).toEqual({
      share: "1",
      multiple: 5,
      currency_id: 1,
      legal_id: 3,
      type: 1,
      status: "market",
      target_price: undefined,
      target_profit_price: undefined,
      stop_loss_price: undefined,
    });
  });

  it("sends a limit short with its price and stops", () => {
    const fields = submitFields(
      {
        ...draft,
        direction: "short",
        kind: "limit",
        price: " 66000 ",
        takeProfit: "60000",
        stopLoss: "0",
        multiple: 20,
      },
      { currency_id: 1, legal_id: 3 },
    );
    expect(fields).toMatchObject({ type: 2, status: "limit", target_price: "66000", multiple: 20 });
    expect(fields.target_profit_price).toBe("60000");
    expect(fields.stop_loss_price).toBeUndefined();
  });
});
