import { describe, expect, it } from "vitest";
import {
  closeReasonKey,
  DEFAULT_DAYS,
  daysParam,
  idParam,
  initial,
  isMyTab,
  isSortKey,
  sortKeys,
  sortLabel,
} from "./labels";

describe("the trader list's sorts and periods", () => {
  it("offers the server's five sorts, each with its own label", () => {
    expect(sortKeys).toEqual(["roi", "pnl", "win_rate", "followers", "drawdown"]);
    expect(new Set(sortKeys.map((k) => sortLabel[k])).size).toBe(sortKeys.length);
    expect(sortLabel.win_rate).toBe("sort.winRate");
  });

  it("accepts only known sorts from the address", () => {
    expect(isSortKey("drawdown")).toBe(true);
    expect(isSortKey("winRate")).toBe(false);
    expect(isSortKey(null)).toBe(false);
  });

  it("reads 7, 30 or 90 days and falls back to 30", () => {
    expect(daysParam("7")).toBe(7);
    expect(daysParam("90")).toBe(90);
    expect(daysParam("14")).toBe(DEFAULT_DAYS);
    expect(daysParam(null)).toBe(30);
  });
});

describe("labels of copies", () => {
  it("names the lever close reasons", () => {
    expect(closeReasonKey("take_profit")).toBe("close.takeProfit");
    expect(closeReasonKey(null)).toBeNull();
    expect(closeReasonKey("constructor")).toBeNull();
  });

  it("reads ids and tabs from the address", () => {
    expect(idParam("12")).toBe(12);
    expect(idParam("0")).toBeNull();
    expect(idParam("1.5")).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(isMyTab("history")).toBe(true);
    expect(isMyTab("all")).toBe(false);
  });

  it("draws an avatar from the name's first character", () => {
    expect(initial(" ann")).toBe("A");
    expect(initial("张三")).toBe("张");
    expect(initial("")).toBe("?");
  });
});
