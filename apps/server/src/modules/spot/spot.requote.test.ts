import { describe, expect, it } from "vitest";
import { type Level, planRequote, type Resting, unchanged } from "./spot.requote.ts";

const level = (side: "buy" | "sell", price: number, quantity: number): Level => ({ side, price, quantity });
const order = (id: number, side: "buy" | "sell", price: number, remaining: number, filled = 0): Resting => ({
  id,
  side,
  price,
  remaining,
  filled,
});

describe("the re-quote plan", () => {
  const ladder = [level("buy", 99, 10), level("sell", 101, 10), level("buy", 98, 11), level("sell", 102, 9)];
  const resting = [
    order(1, "buy", 99, 10),
    order(2, "sell", 101, 10),
    order(3, "buy", 98, 11),
    order(4, "sell", 102, 9),
  ];

  it("changes nothing when every level rests already", () => {
    const plan = planRequote(resting, ladder);
    expect(plan).toEqual({ keep: [1, 2, 3, 4], cancel: [], steps: [] });
    expect(unchanged(plan)).toBe(true);
  });

  it("amends the moved levels in place, best with best, and keeps the others", () => {
    // the index rose by one: the second bid and the first ask are where they were
    const moved = [level("buy", 100, 10), level("sell", 102, 9), level("buy", 99, 10), level("sell", 103, 9)];
    expect(planRequote(resting, moved)).toEqual({
      keep: [1, 4],
      cancel: [],
      steps: [
        { kind: "amend", id: 3, level: level("buy", 100, 10) },
        { kind: "amend", id: 2, level: level("sell", 103, 9) },
      ],
    });
  });

  it("cancels what no level wants and places what is missing", () => {
    expect(planRequote(resting, [level("buy", 99, 10)])).toEqual({ keep: [1], cancel: [2, 3, 4], steps: [] });
    const more = [...ladder, level("buy", 97, 12)];
    expect(planRequote(resting, more).steps).toEqual([{ kind: "place", level: level("buy", 97, 12) }]);
    expect(planRequote([], ladder).steps.map((s) => s.kind)).toEqual(["place", "place", "place", "place"]);
  });

  it("never amends a partly filled order: a moved one is cancelled and its level placed anew", () => {
    const partly = [order(1, "buy", 99, 4, 6), ...resting.slice(1)];
    // the same price but less left than the level wants: the level moved
    expect(planRequote(partly, ladder)).toEqual({
      keep: [2, 3, 4],
      cancel: [1],
      steps: [{ kind: "place", level: level("buy", 99, 10) }],
    });
    // what is left is the level: kept
    expect(planRequote(partly, [level("buy", 99, 4)]).keep).toEqual([1]);
  });

  it("is a function of its inputs whatever their order", () => {
    const moved = [level("buy", 100, 10), level("sell", 102, 9), level("buy", 99, 10), level("sell", 103, 9)];
    expect(planRequote([...resting].reverse(), moved)).toEqual(planRequote(resting, moved));
  });
});
