import { type Amount, add, compare, fromUnits, money } from "@bourse/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleSeconds } from "./seconds.ts";

const usdt = (text: string) => money(text, 6);
const price = (text: string) => money(text, 2);

describe("settleSeconds", () => {
  it("pays stake × (1 + rate) on a win, refunds a tie, keeps the stake on a loss", () => {
    const base = { stake: usdt("100"), profitRate: "0.2", openPrice: price("50000") };
    expect(settleSeconds({ ...base, direction: "up", endPrice: price("50000.01") })).toMatchObject({
      result: "win",
    });
    expect(String(settleSeconds({ ...base, direction: "up", endPrice: price("50000.01") }).payout)).toBe(
      "120",
    );
    expect(String(settleSeconds({ ...base, direction: "down", endPrice: price("50000.01") }).payout)).toBe(
      "0",
    );
    expect(String(settleSeconds({ ...base, direction: "down", endPrice: price("50000.01") }).profit)).toBe(
      "-100",
    );
    expect(String(settleSeconds({ ...base, direction: "down", endPrice: price("49999.99") }).payout)).toBe(
      "120",
    );
    expect(settleSeconds({ ...base, direction: "up", endPrice: price("50000") })).toMatchObject({
      result: "tie",
    });
    expect(String(settleSeconds({ ...base, direction: "down", endPrice: price("50000") }).payout)).toBe(
      "100",
    );
  });

  it("rounds the profit down to the stake's unit", () => {
    const s = settleSeconds({
      direction: "up",
      stake: usdt("0.000007"),
      profitRate: "0.3",
      openPrice: price("1"),
      endPrice: price("2"),
    });
    expect(String(s.profit)).toBe("0.000002");
  });

  const arbStake = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((u) => fromUnits(u, 6));
  const arbPrice = fc.bigInt({ min: 1n, max: 10n ** 10n }).map((u) => fromUnits(u, 2));
  const arbPercent = fc.integer({ min: 0, max: 100 });
  const rateOf = (pct: number) => `0.${String(pct).padStart(2, "0")}`.replace("0.100", "1");

  it("never pays more than stake × (1 + rate), and payout = stake + profit", () => {
    fc.assert(
      fc.property(
        arbStake,
        arbPercent,
        arbPrice,
        arbPrice,
        fc.constantFrom("up" as const, "down" as const),
        (stake, pct, open, end, direction) => {
          const s = settleSeconds({
            direction,
            stake,
            profitRate: rateOf(pct),
            openPrice: open,
            endPrice: end,
          });
          expect(compare(s.payout, add(s.profit, stake))).toBe(0);
          const ceiling: Amount = add(stake, fromUnits((stake.units * BigInt(pct)) / 100n, 6));
          expect(compare(s.payout, ceiling)).toBeLessThanOrEqual(0);
          expect(s.payout.units >= 0n).toBe(true);
        },
      ),
    );
  });

  it("up and down on the same ticks are mirror images unless it is a tie", () => {
    fc.assert(
      fc.property(arbStake, arbPrice, arbPrice, (stake, open, end) => {
        const up = settleSeconds({
          direction: "up",
          stake,
          profitRate: "0.5",
          openPrice: open,
          endPrice: end,
        });
        const down = settleSeconds({
          direction: "down",
          stake,
          profitRate: "0.5",
          openPrice: open,
          endPrice: end,
        });
        if (compare(open, end) === 0) expect([up.result, down.result]).toEqual(["tie", "tie"]);
        else expect(new Set([up.result, down.result])).toEqual(new Set(["win", "loss"]));
        // across both sides the house pays back the two stakes less the loser's, plus the winner's profit
        const winnerProfit =
          up.result === "win" ? up.profit : down.result === "win" ? down.profit : fromUnits(0n, 6);
        const paid = add(up.payout, down.payout);
        expect(String(paid)).toBe(String(up.result === "tie" ? add(stake, stake) : add(stake, winnerProfit)));
      }),
    );
  });
});
