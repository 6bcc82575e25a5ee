import { describe, expect, it } from "vitest";
import { COLUMNS_KEY, Decimal, INTEGER_DIGITS_KEY, SCALE_KEY } from "./bounds.ts";
import { fitsColumn, NUMERIC_COLUMNS, numericBounds } from "./columns.ts";

const admits = (schema: object, text: string) =>
  new RegExp((schema as { pattern?: string }).pattern ?? "", "u").test(text);

describe("a decimal field's bounds are its column's", () => {
  it("NUMERIC(36,18): 18 integer digits and 18 decimals, no more", () => {
    const price = Decimal("nft_bids.price", "a bid");
    expect(price).toMatchObject({
      [COLUMNS_KEY]: ["nft_bids.price"],
      [INTEGER_DIGITS_KEY]: 18,
      [SCALE_KEY]: 18,
    });
    expect(admits(price, `${"9".repeat(18)}.${"9".repeat(18)}`)).toBe(true);
    expect(admits(price, "0001.5")).toBe(true);
    expect(admits(price, "9".repeat(19))).toBe(false);
    expect(admits(price, `1.${"1".repeat(19)}`)).toBe(false);
    for (const loose of ["1e3", "0x10", "+1", " 1", "-1", "1.", ".5", "１", ""])
      expect(admits(price, loose), loose).toBe(false);
  });

  it("a field landing in several columns takes what every one of them holds", () => {
    expect(numericBounds(["bonus_rules.reward", "postings.amount"])).toEqual({ integerDigits: 20, scale: 6 });
    const reward = Decimal(["bonus_rules.reward", "postings.amount"], "a reward");
    expect(admits(reward, `${"9".repeat(20)}.123456`)).toBe(true);
    expect(admits(reward, "1.1234567")).toBe(false);
    expect(admits(reward, "9".repeat(21))).toBe(false);
  });

  it("narrow columns: rates of NUMERIC(12,10) and (10,4)", () => {
    const spread = Decimal("lever_terms.spread_rate", "a rate");
    expect(admits(spread, "99.0123456789")).toBe(true);
    expect(admits(spread, "100")).toBe(false);
    expect(admits(spread, "0.01234567891")).toBe(false);
    expect(admits(Decimal("seconds_durations.profit_ratio", "percent"), "1000.0001")).toBe(true);
    expect(admits(Decimal("seconds_durations.profit_ratio", "percent"), "1000.00001")).toBe(false);
  });

  it("`empty` admits the empty text and nothing else new", () => {
    const stop = Decimal("lever_trades.stop_loss", "a trigger", { empty: true });
    expect(admits(stop, "")).toBe(true);
    expect(admits(stop, " ")).toBe(false);
  });
});

describe("fitsColumn", () => {
  it("reads leading and trailing zeros as the database does", () => {
    expect(fitsColumn("nft_bids.price", `000${"9".repeat(18)}.500000000000000000000`)).toBe(true);
    expect(fitsColumn("nft_bids.price", `1${"0".repeat(18)}`)).toBe(false);
    expect(fitsColumn("nft_bids.price", `0.${"0".repeat(18)}1`)).toBe(false);
    expect(fitsColumn("postings.amount", `-${"9".repeat(20)}`)).toBe(true);
    for (const bad of ["", "-", "1e3", "1.", ".5", "0x10"])
      expect(fitsColumn("postings.amount", bad), bad).toBe(false);
  });

  it("every declared column has a scale within its precision", () => {
    for (const [column, [precision, scale]] of Object.entries(NUMERIC_COLUMNS))
      expect(scale <= precision && precision <= 1000, column).toBe(true);
  });
});
