import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  fromUnits,
  MAX_INTEGER_DIGITS,
  MAX_SCALE,
  MoneyError,
  toFixedString,
  toPlainString,
} from "./amount.ts";
import { money, parse } from "./parse.ts";

const scaleArb = fc.integer({ min: 0, max: MAX_SCALE });
const amountArb = scaleArb.chain((scale) => {
  const limit = 10n ** BigInt(MAX_INTEGER_DIGITS + scale);
  return fc.bigInt({ min: -limit + 1n, max: limit - 1n }).map((units) => fromUnits(units, scale));
});

function unitsOf(text: string, scale: number): bigint {
  const result = parse(text, scale);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got ${result.code}`);
  return result.value.units;
}

function codeOf(text: string, scale: number): string {
  const result = parse(text, scale);
  return result.ok ? "ok" : result.code;
}

describe("parse", () => {
  it("reads plain decimals into smallest units", () => {
    expect(unitsOf("12", 2)).toBe(1200n);
    expect(unitsOf("-0.5", 1)).toBe(-5n);
    expect(unitsOf("0.000001", 6)).toBe(1n);
    expect(unitsOf("0.00000001", 8)).toBe(1n);
    expect(unitsOf("21000000", 8)).toBe(2_100_000_000_000_000n);
    expect(unitsOf("7", 0)).toBe(7n);
  });

  it("reads negative zero as plain zero", () => {
    expect(unitsOf("-0", 2)).toBe(0n);
    expect(unitsOf("-0.000", 2)).toBe(0n);
    expect(toFixedString(money("-0.00", 2))).toBe("0.00");
    expect(toPlainString(money("-0", 8))).toBe("0");
  });

  it("accepts leading zeros and prints the canonical form", () => {
    expect(unitsOf("007.50", 2)).toBe(750n);
    expect(unitsOf("-000.01", 2)).toBe(-1n);
    expect(toPlainString(money("0007.50", 2))).toBe("7.5");
  });

  it("keeps 0.10 at scale 2 exact in both formats", () => {
    const tenCents = money("0.10", 2);
    expect(tenCents.units).toBe(10n);
    expect(toFixedString(tenCents)).toBe("0.10");
    expect(toPlainString(tenCents)).toBe("0.1");
  });

  it("rejects more decimals than the scale unless the extra digits are zeros", () => {
    expect(codeOf("0.001", 2)).toBe("MONEY_TOO_PRECISE");
    expect(codeOf("1.000000001", 8)).toBe("MONEY_TOO_PRECISE");
    expect(codeOf("5.1", 0)).toBe("MONEY_TOO_PRECISE");
    expect(unitsOf("0.100", 2)).toBe(10n);
    expect(unitsOf("5.0", 0)).toBe(5n);
  });

  it("rejects 10^30 and above, accepts just below", () => {
    const nines = "9".repeat(MAX_INTEGER_DIGITS);
    expect(codeOf(`1${"0".repeat(MAX_INTEGER_DIGITS)}`, 0)).toBe("MONEY_TOO_LARGE");
    expect(codeOf(`-1${"0".repeat(MAX_INTEGER_DIGITS)}.5`, 1)).toBe("MONEY_TOO_LARGE");
    expect(unitsOf(nines, 0)).toBe(10n ** 30n - 1n);
    expect(unitsOf(`-${nines}.99`, 2)).toBe(-(10n ** 32n) + 1n);
    expect(unitsOf(`000${nines}`, 0)).toBe(10n ** 30n - 1n);
  });

  it.each([
    "",
    " ",
    " 1",
    "1 ",
    "+1",
    "-",
    "--1",
    "- 1",
    ".",
    ".5",
    "5.",
    "1.2.3",
    "1e3",
    "1E3",
    "1e-3",
    "0x10",
    "1,000",
    "1_000",
    "Infinity",
    "NaN",
    "١٢",
    "１２",
    "12abc",
    "1\n",
  ])("rejects %j as MONEY_INVALID", (text) => {
    expect(codeOf(text, 8)).toBe("MONEY_INVALID");
  });

  it("rejects values that are not strings, such as JSON numbers", () => {
    for (const value of [12, 12n, null, undefined, {}, ["1"]]) {
      expect(codeOf(value as unknown as string, 2)).toBe("MONEY_INVALID");
    }
  });

  it("stays fast on very long inputs", () => {
    expect(codeOf(`0.${"0".repeat(1_000_000)}1`, 18)).toBe("MONEY_TOO_PRECISE");
    expect(unitsOf(`${"0".repeat(1_000_000)}1.${"0".repeat(1_000_000)}`, 2)).toBe(100n);
  });

  it("throws MoneyError for an invalid scale, since scales come from code, not users", () => {
    for (const scale of [-1, 19, 1.5, Number.NaN]) {
      expect(() => parse("1", scale)).toThrow(MoneyError);
    }
  });
});

describe("money", () => {
  it("returns the amount for valid trusted text", () => {
    expect(money("12.5", 8).units).toBe(1_250_000_000n);
  });

  it("throws a MoneyError carrying the parse code", () => {
    expect(() => money("1e3", 8)).toThrow(
      expect.objectContaining({ name: "MoneyError", code: "MONEY_INVALID" }),
    );
    expect(() => money("0.001", 2)).toThrow(expect.objectContaining({ code: "MONEY_TOO_PRECISE" }));
  });
});

describe("format", () => {
  it("prints exactly scale decimals, or the shortest exact text", () => {
    expect(toFixedString(fromUnits(-1n, 8))).toBe("-0.00000001");
    expect(toPlainString(fromUnits(-1n, 8))).toBe("-0.00000001");
    expect(toFixedString(fromUnits(1_250_000_000n, 8))).toBe("12.50000000");
    expect(toPlainString(fromUnits(1_250_000_000n, 8))).toBe("12.5");
    expect(toFixedString(fromUnits(100n, 2))).toBe("1.00");
    expect(toPlainString(fromUnits(100n, 2))).toBe("1");
    expect(toFixedString(fromUnits(0n, 3))).toBe("0.000");
    expect(toFixedString(fromUnits(-42n, 0))).toBe("-42");
    expect(toFixedString(fromUnits(10n ** 48n - 1n, 18))).toBe(`${"9".repeat(30)}.${"9".repeat(18)}`);
  });

  it("serialises to JSON as a decimal string", () => {
    expect(JSON.stringify({ price: money("27123.50", 2), fee: money("0", 8) })).toBe(
      '{"price":"27123.5","fee":"0"}',
    );
    expect(String(money("-3.10", 2))).toBe("-3.1");
    expect(`${money("3.10", 2)}`).toBe("3.1");
  });

  it("refuses to become a number", () => {
    const one = money("1", 2);
    const two = money("2", 2);
    expect(() => +one).toThrow(TypeError);
    expect(() => (one as unknown as number) < (two as unknown as number)).toThrow(TypeError);
    expect(() => (one as unknown as string) + (two as unknown as string)).toThrow(TypeError);
    expect(() => Number(one)).toThrow(TypeError);
  });

  it("is immutable", () => {
    const amount = money("1", 2);
    expect(Object.isFrozen(amount)).toBe(true);
    expect(() => {
      (amount as { units: bigint }).units = 5n;
    }).toThrow(TypeError);
  });

  it("keeps construction inside the magnitude bound", () => {
    expect(() => fromUnits(10n ** 30n, 0)).toThrow(expect.objectContaining({ code: "MONEY_TOO_LARGE" }));
    expect(() => fromUnits(-(10n ** 32n), 2)).toThrow(expect.objectContaining({ code: "MONEY_TOO_LARGE" }));
    expect(fromUnits(10n ** 30n - 1n, 0).units).toBe(10n ** 30n - 1n);
    expect(() => fromUnits(1n, 19)).toThrow(expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" }));
    expect(() => fromUnits(1 as unknown as bigint, 2)).toThrow(MoneyError);
  });
});

describe("parse ∘ format properties", () => {
  it("parses both printed forms back to the same amount", () => {
    fc.assert(
      fc.property(amountArb, (x) => {
        for (const text of [toFixedString(x), toPlainString(x), JSON.parse(JSON.stringify(x)) as string]) {
          const back = parse(text, x.scale);
          expect(back.ok && back.value.units === x.units && back.value.scale === x.scale).toBe(true);
        }
      }),
    );
  });

  it("prints fixed text with exactly scale decimals and plain text with no redundant zeros", () => {
    fc.assert(
      fc.property(amountArb, (x) => {
        const fixed = toFixedString(x);
        const decimals = fixed.includes(".") ? fixed.length - fixed.indexOf(".") - 1 : 0;
        expect(decimals).toBe(x.scale);
        expect(toPlainString(x)).toMatch(/^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        expect(toPlainString(x)).not.toBe("-0");
      }),
    );
  });

  it("reads any generated decimal text to the value its digits spell", () => {
    const textArb = scaleArb.chain((scale) =>
      fc.record({
        scale: fc.constant(scale),
        negative: fc.boolean(),
        whole: fc.string({
          unit: fc.constantFrom(..."0123456789"),
          minLength: 1,
          maxLength: MAX_INTEGER_DIGITS,
        }),
        fraction: fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: scale }),
      }),
    );
    fc.assert(
      fc.property(textArb, ({ scale, negative, whole, fraction }) => {
        const text = `${negative ? "-" : ""}${whole}${fraction === "" ? "" : `.${fraction}`}`;
        const magnitude = BigInt(`${whole}${fraction.padEnd(scale, "0")}`);
        expect(unitsOf(text, scale)).toBe(negative ? -magnitude : magnitude);
      }),
    );
  });
});
