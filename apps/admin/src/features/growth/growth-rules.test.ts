import { describe, expect, it } from "vitest";
import type { InviteNode, InviteTree } from "./api/growth";
import {
  bonusRuleBody,
  canonicalDecimal,
  couponBody,
  mostPaidOfFee,
  rateProblem,
  rowKeys,
  segmentParts,
  thresholdText,
  treeRows,
} from "./growth-rules";

describe("a rate", () => {
  it("is a fraction from 0 to 1 with at most 6 places", () => {
    for (const ok of ["0", "0.16", "1", "1.000", "0.000001", " 0.5 ", "0.160000"])
      expect(rateProblem(ok)).toBeNull();
    expect(rateProblem("1.01")).toBe("range");
    expect(rateProblem("16")).toBe("range");
    expect(rateProblem("0.0000001")).toBe("precision");
    for (const bad of ["", "-0.1", ".5", "5.", "1e-3", "16%", "abc"]) expect(rateProblem(bad)).toBe("format");
  });

  it("may have to be above zero", () => {
    expect(rateProblem("0", true)).toBe("positive");
    expect(rateProblem("0.000", true)).toBe("positive");
    expect(rateProblem("0.05", true)).toBeNull();
  });

  it("is sent as the server's pattern takes it", () => {
    expect(canonicalDecimal("0.160")).toBe("0.16");
    expect(canonicalDecimal("00.5")).toBe("0.5");
    expect(canonicalDecimal("1.000")).toBe("1");
    expect(canonicalDecimal("0")).toBe("0");
    expect(canonicalDecimal(" 0.000 ")).toBe("0");
    expect(canonicalDecimal("abc ")).toBe("abc");
  });
});

describe("the most a fee pays out", () => {
  it("adds each level's higher rate, exactly", () => {
    expect(mostPaidOfFee(["0.16", "0.08", "0.04"], ["0.32", "0.16", "0.08"])).toBe("0.56");
    expect(mostPaidOfFee(["0.5", "0.3", "0.1"], ["0.4", "0.4", "0.3"])).toBe("1.2");
    expect(mostPaidOfFee(["0.1", "0.2", "0.000001"], ["0", "0", "0"])).toBe("0.300001");
    expect(mostPaidOfFee(["0", "0", "0"], ["0", "0", "0"])).toBe("0");
  });

  it("waits for valid rates", () => {
    expect(mostPaidOfFee(["0.16", "x", "0.04"], ["0.32", "0.16", "0.08"])).toBeNull();
  });
});

describe("a bonus threshold", () => {
  it("reads above or at least, and none for KYC", () => {
    expect(thresholdText("1000", true)).toBe("> 1000");
    expect(thresholdText("100000", false)).toBe("≥ 100000");
    expect(thresholdText("0", false)).toBeNull();
  });
});

describe("a coupon issue's body", () => {
  const base = { title: " Welcome ", currency_id: 1, valid_days: 7 };

  it("sends the terms of its kind only", () => {
    expect(
      couponBody({ ...base, kind: "fee_discount", rate: "0.50", cap: " 10 ", amount: "5", segment: "all" }),
    ).toEqual({
      title: "Welcome",
      kind: "fee_discount",
      currency_id: 1,
      rate: "0.5",
      cap: "10",
      valid_days: 7,
      segment: "all",
    });
    expect(
      couponBody({ ...base, kind: "bonus", rate: "0.5", cap: "10", amount: " 5 ", segment: "verified" }),
    ).toEqual({
      title: "Welcome",
      kind: "bonus",
      currency_id: 1,
      amount: "5",
      valid_days: 7,
      segment: "verified",
    });
  });

  it("names the user or the days of its segment only", () => {
    expect(
      couponBody({ ...base, kind: "bonus", amount: "5", segment: "user", user_id: 42, new_days: 3 }),
    ).toMatchObject({ segment: "user", user_id: 42 });
    expect(
      couponBody({ ...base, kind: "bonus", amount: "5", segment: "user", user_id: 42, new_days: 3 }),
    ).not.toHaveProperty("new_days");
    const recent = couponBody({
      ...base,
      kind: "bonus",
      amount: "5",
      segment: "new",
      user_id: 42,
      new_days: 3,
    });
    expect(recent).toMatchObject({ segment: "new", new_days: 3 });
    expect(recent).not.toHaveProperty("user_id");
    const traded = couponBody({
      ...base,
      kind: "bonus",
      amount: "5",
      segment: "traded",
      user_id: 42,
      new_days: 3,
    });
    expect(traded).not.toHaveProperty("user_id");
    expect(traded).not.toHaveProperty("new_days");
  });

  it("saves a task template with its days and no target", () => {
    expect(
      couponBody({ ...base, kind: "bonus", amount: "5", segment: "task", user_id: 42, new_days: 3 }),
    ).toEqual({
      title: "Welcome",
      kind: "bonus",
      currency_id: 1,
      amount: "5",
      valid_days: 7,
      segment: "task",
    });
  });
});

describe("a bonus rule's body", () => {
  it("sends the reward trimmed, and the coupon template or 0 for none", () => {
    expect(bonusRuleBody({ id: 3, reward: " 10 ", enabled: true, coupon: 12 })).toEqual({
      id: 3,
      reward: "10",
      enabled: true,
      coupon_issue_id: 12,
    });
    expect(bonusRuleBody({ id: 3, reward: "10", enabled: false, coupon: 0 })).toMatchObject({
      enabled: false,
      coupon_issue_id: 0,
    });
  });
});

const node = (id: number, level: number, inviter_id: number | null): InviteNode => ({
  id,
  account: `u${id}@example.com`,
  level,
  inviter_id,
  king: false,
  traded: false,
  created_at: `2026-01-${String(id % 28 || 1).padStart(2, "0")}T00:00:00Z`,
  rebates_paid: [],
});

describe("the invitation tree", () => {
  it("puts the inviters above the user and the invitees under who invited them", () => {
    const tree: InviteTree = {
      user: node(10, 0, 9),
      inviters: [node(9, 1, 8), node(7, 3, null), node(8, 2, 7)],
      invitees: [node(20, 1, 10), node(30, 2, 20), node(21, 1, 10), node(40, 3, 30)],
      truncated: false,
    };
    const [top] = treeRows(tree);
    expect(top?.id).toBe(7);
    expect(top?.relation).toBe("inviter");
    const l2 = top?.children?.[0];
    const l1 = l2?.children?.[0];
    const self = l1?.children?.[0];
    expect([l2?.id, l1?.id, self?.id, self?.relation]).toEqual([8, 9, 10, "self"]);
    expect(self?.children?.map((r) => r.id)).toEqual([20, 21]);
    expect(self?.children?.[0]?.children?.[0]?.id).toBe(30);
    expect(self?.children?.[0]?.children?.[0]?.children?.[0]?.id).toBe(40);
    expect(self?.children?.[1]?.children).toBeUndefined();
    expect(rowKeys(treeRows(tree))).toEqual([
      "up:3:7",
      "up:2:8",
      "up:1:9",
      "self",
      "down:20",
      "down:30",
      "down:40",
      "down:21",
    ]);
  });

  it("shows a user without inviters or invitees alone", () => {
    const rows = treeRows({ user: node(1, 0, null), inviters: [], invitees: [], truncated: false });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.relation).toBe("self");
    expect(rows[0]?.children).toBeUndefined();
  });

  it("shows each invitee once, even in a loop or without its inviter", () => {
    const rows = treeRows({
      user: node(1, 0, 3),
      inviters: [node(3, 1, 2)],
      invitees: [node(2, 1, 1), node(3, 2, 2), node(5, 2, 99), node(2, 3, 3)],
      truncated: true,
    });
    const keys = rowKeys(rows);
    expect(keys.filter((k) => k.startsWith("down:"))).toEqual(["down:2", "down:3", "down:5"]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("a coupon issue's segment", () => {
  it("reads the segment and what narrows it", () => {
    expect(segmentParts("all")).toEqual({ segment: "all", detail: null });
    expect(segmentParts("user:42")).toEqual({ segment: "user", detail: "42" });
    expect(segmentParts("new:7")).toEqual({ segment: "new", detail: "7" });
    expect(segmentParts("campaign")).toEqual({ segment: null, detail: "campaign" });
    expect(segmentParts("task")).toEqual({ segment: "task", detail: null });
  });
});
