import { describe, expect, it } from "vitest";
import {
  compareDecimals,
  parseMultiples,
  parsePresets,
  percentProblem,
  positiveProblem,
  rangeProblem,
  ratePercent,
  rateProblem,
  secondsProblem,
} from "./terms-rules";

describe("compareDecimals", () => {
  it("compares decimal text of any length without floats", () => {
    expect(compareDecimals("0.1", "0.10")).toBe(0);
    expect(compareDecimals("200", "0.1")).toBe(1);
    expect(compareDecimals("0.099999999999999999", "0.1")).toBe(-1);
    expect(compareDecimals("12345678901234567890.1", "12345678901234567890.01")).toBe(1);
  });
});

describe("rateProblem", () => {
  it("accepts 0 up to just below 0.1, at most 10 places", () => {
    for (const ok of ["0", "0.0006", "0.0999999999", " 0.05 "]) expect(rateProblem(ok)).toBeNull();
  });

  it("names what is wrong", () => {
    expect(rateProblem("0.1")).toBe("rateRange");
    expect(rateProblem("1")).toBe("rateRange");
    expect(rateProblem("0.00000000001")).toBe("precision");
    for (const bad of ["", "-0.001", "1e-4", ".5", "0,5"]) expect(rateProblem(bad)).toBe("format");
  });
});

describe("positiveProblem and rangeProblem", () => {
  it("refuses zero and places finer than allowed", () => {
    expect(positiveProblem("0.1", 2)).toBeNull();
    expect(positiveProblem("0.00", 2)).toBe("positive");
    expect(positiveProblem("0.001", 2)).toBe("precision");
  });

  it("wants max at least min, and leaves malformed input to the field's own rule", () => {
    expect(rangeProblem("0.1", "200", 2)).toBeNull();
    expect(rangeProblem("5", "5.00", 2)).toBeNull();
    expect(rangeProblem("10", "9.99", 2)).toBe("minAboveMax");
    expect(rangeProblem("10", "abc", 2)).toBeNull();
  });
});

describe("percentProblem", () => {
  it("takes payout rates above 0 and at most 1000 %", () => {
    expect(percentProblem("20")).toBeNull();
    expect(percentProblem("1000")).toBeNull();
    expect(percentProblem("0")).toBe("positive");
    expect(percentProblem("1000.0001")).toBe("percentRange");
    expect(percentProblem("12.34567")).toBe("precision");
  });
});

describe("parseMultiples", () => {
  it("sorts and deduplicates a comma list of 1–1000", () => {
    expect(parseMultiples("10, 1,5 ,2,5")).toEqual([1, 2, 5, 10]);
    expect(parseMultiples("1000")).toEqual([1000]);
  });

  it("refuses anything else", () => {
    for (const bad of ["", "0,1", "1,,2", "1.5", "1001", "-1", "1;2", "x"])
      expect(parseMultiples(bad)).toBeNull();
    expect(parseMultiples(Array.from({ length: 31 }, (_, i) => i + 1).join(","))).toBeNull();
  });
});

describe("parsePresets", () => {
  it("keeps positive decimals as typed and skips empty items", () => {
    expect(parsePresets("10, 50,,100.5 ")).toEqual(["10", "50", "100.5"]);
    expect(parsePresets("")).toEqual([]);
  });

  it("refuses zero, signs and more than 20", () => {
    expect(parsePresets("10,0")).toBeNull();
    expect(parsePresets("-5")).toBeNull();
    expect(parsePresets(Array.from({ length: 21 }, () => "1").join(","))).toBeNull();
  });
});

describe("secondsProblem", () => {
  it("wants whole seconds from 1 to 86,400", () => {
    expect(secondsProblem(30)).toBeNull();
    expect(secondsProblem(86_400)).toBeNull();
    for (const bad of [0, 86_401, 1.5, null, undefined]) expect(secondsProblem(bad)).toBe("seconds");
  });
});

describe("ratePercent", () => {
  it("moves the point two places, exactly", () => {
    expect(ratePercent("0.0005")).toBe("0.05");
    expect(ratePercent("0.0999999999")).toBe("9.99999999");
    expect(ratePercent("0")).toBe("0");
    expect(ratePercent("0.01")).toBe("1");
  });
});
