import { describe, expect, it } from "vitest";
import { checkFollow, fieldOfRefusal, followBody, maxFollowersProblem, nameProblem } from "./settings";

const draft = { type: 1 as const, number: "2", maxOrder: "", maxTotal: "" };

describe("the copy settings", () => {
  it("takes a multiple from 0.01 to 100 with two decimals at most", () => {
    expect(checkFollow(draft)).toEqual({});
    expect(checkFollow({ ...draft, number: "0.01" })).toEqual({});
    expect(checkFollow({ ...draft, number: "100" })).toEqual({});
    expect(checkFollow({ ...draft, number: "100.01" })).toEqual({ number: "multipleRange" });
    expect(checkFollow({ ...draft, number: "0" })).toEqual({ number: "multipleRange" });
    expect(checkFollow({ ...draft, number: "1.555" })).toEqual({ number: "multipleDecimals" });
    expect(checkFollow({ ...draft, number: " " })).toEqual({ number: "required" });
  });

  it("takes positive lots for fixed copies", () => {
    expect(checkFollow({ ...draft, type: 2, number: "0.5" })).toEqual({});
    expect(checkFollow({ ...draft, type: 2, number: "0" })).toEqual({ number: "lotsInvalid" });
    expect(checkFollow({ ...draft, type: 2, number: "1.123456789" })).toEqual({ number: "lotsInvalid" });
  });

  it("takes empty or positive margin caps and names the wrong one", () => {
    expect(checkFollow({ ...draft, maxOrder: "50", maxTotal: "200.5" })).toEqual({});
    expect(checkFollow({ ...draft, maxOrder: "-1" })).toEqual({ max_margin_order: "capInvalid" });
    expect(checkFollow({ ...draft, maxTotal: "1.1234567" })).toEqual({ max_margin_total: "capInvalid" });
  });

  it("leaves empty caps out of the body", () => {
    expect(followBody(7, { type: 1, number: " 2 ", maxOrder: "", maxTotal: "100" })).toEqual({
      trader_user_id: 7,
      type: 1,
      number: "2",
      max_margin_order: undefined,
      max_margin_total: "100",
    });
  });
});

describe("the trader application", () => {
  it("takes names of 2 to 30 characters", () => {
    expect(nameProblem(" A ")).toBe("nameLength");
    expect(nameProblem("Ann")).toBeUndefined();
    expect(nameProblem("x".repeat(31))).toBe("nameLength");
  });

  it("takes an empty follower cap or a whole number up to the venue's", () => {
    expect(maxFollowersProblem("", 500)).toBeUndefined();
    expect(maxFollowersProblem("50", 500)).toBeUndefined();
    expect(maxFollowersProblem("501", 500)).toBe("maxFollowers");
    expect(maxFollowersProblem("1.5", 500)).toBe("maxFollowers");
    expect(maxFollowersProblem("0", 500)).toBe("maxFollowers");
  });
});

describe("a server refusal about a field", () => {
  const fields = ["number", "max_margin_order", "max_margin_total"] as const;

  it("finds the field the server names", () => {
    expect(fieldOfRefusal({ field: "number" }, fields)).toBe("number");
    expect(fieldOfRefusal({ field: "max_margin_total" }, fields)).toBe("max_margin_total");
  });

  it("answers null for other refusals and fields", () => {
    expect(fieldOfRefusal({ field: "type" }, fields)).toBeNull();
    expect(fieldOfRefusal({}, fields)).toBeNull();
  });
});
