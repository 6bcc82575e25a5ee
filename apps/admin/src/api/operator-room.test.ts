import { describe, expect, it } from "vitest";
import { fileNameOf } from "../ui/export-csv";
import { menuCount, QUEUE_MENU } from "./operator-room";

describe("the menu's waiting counts", () => {
  it("sums an entry's queues, and shows nothing for an entry without one or before the first message", () => {
    const queues = { kyc: 2, deposits: 0, p2p_appeals: 1, p2p_merchants: 3, loans: 1, loan_repayments: 4 };
    expect(menuCount("/kyc", queues)).toBe(2);
    expect(menuCount("/deposits", queues)).toBe(0);
    expect(menuCount("/p2p", queues)).toBe(4);
    expect(menuCount("/earn", queues)).toBe(5);
    expect(menuCount("/withdrawals", queues)).toBe(0);
    expect(menuCount("/users", queues)).toBeNull();
    expect(menuCount("/kyc", null)).toBeNull();
  });

  it("covers every queue the dashboard counts", () => {
    const keys = Object.values(QUEUE_MENU).flat().sort();
    expect(keys).toEqual(
      [
        "approvals",
        "copy_traders",
        "deposits",
        "king_managers",
        "kyc",
        "loan_repayments",
        "loans",
        "p2p_appeals",
        "p2p_merchants",
        "support",
        "withdrawals",
      ].sort(),
    );
  });
});

describe("the exported file's name", () => {
  it("is the server's, or the fallback when it is missing or odd", () => {
    expect(fileNameOf("attachment; filename=deposits-2026-03-04.csv", "x.csv")).toBe(
      "deposits-2026-03-04.csv",
    );
    expect(fileNameOf('attachment; filename="users-2026-03-04.csv"', "x.csv")).toBe("users-2026-03-04.csv");
    expect(fileNameOf("attachment; filename=../../etc/passwd", "x.csv")).toBe("x.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });
});
