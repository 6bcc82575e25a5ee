import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

// A recorded price path (the replay source), so each outcome is known in advance: 65000, 65000, 65010,
// 64990, then back. The feed steps only when the test says so (its timer is an hour).
const recording = join(mkdtempSync(join(tmpdir(), "bourse-seconds-")), "ticks.csv");
writeFileSync(
  recording,
  ["symbol,time,price", "BTC/USDT,1,65000", "BTC/USDT,2,65000", "BTC/USDT,3,65010", "BTC/USDT,4,64990"].join(
    "\n",
  ),
);

let t: TestApp;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp({ feed: { kind: "replay", file: recording }, feedIntervalMs: 3_600_000 });
  s = secondsTester(t, await operatorToken(t));
  expect((await s.step(500)).price).toBe("65000");
});
afterAll(() => t.close());

describe("seconds contracts: the three outcomes on known prices", () => {
  it("refunds a tie, pays stake × rate on a win, gives a loss to the house", async () => {
    const up = await s.user("outcome-up@example.com");
    const down = await s.user("outcome-down@example.com");
    const house = s.house();

    // open 65000, end 65000: both directions tie and get their stake back
    const a = (await s.submit(up.token, { type: "1", number: "100" })).message;
    const b = (await s.submit(down.token, { type: "2", number: "100" })).message;
    expect(a.open_price).toBe("65000");
    expect((await s.step(30_000)).price).toBe("65000");
    for (const [user, order] of [
      [up, a],
      [down, b],
    ] as const) {
      expect(await s.result(user.token, order.id)).toMatchObject({
        status: 3,
        result: "tie",
        payout: "100",
        fact_profits: "0",
        end_price: "65000",
      });
      expect(s.micro(user.id)).toBe(1000_000_000n);
      expect(s.micro(user.id, "frozen")).toBe(0n);
    }
    expect(s.house()).toBe(house);

    // open 65000, end 65010: up wins 33.333333 × 40 % = 13.3333332 → 13.333333; down loses its stake
    const c = (await s.submit(up.token, { type: "1", seconds: "120", number: "33.333333" })).message;
    const d = (await s.submit(down.token, { type: "2", seconds: "120", number: "10" })).message;
    expect((await s.step(120_000)).price).toBe("65010");
    expect(await s.result(up.token, c.id)).toMatchObject({
      result: "win",
      payout: "46.666666",
      fact_profits: "13.333333",
    });
    expect(await s.result(down.token, d.id)).toMatchObject({
      result: "loss",
      payout: "0",
      fact_profits: "-10",
    });
    expect(s.micro(up.id)).toBe(1013_333_333n);
    expect(s.micro(down.id)).toBe(990_000_000n);
    expect(s.house() - house).toBe(10_000_000n - 13_333_333n);

    // open 65010, end 64990: down wins 20 %, up loses
    const e = (await s.submit(up.token, { type: "1", number: "13.333333" })).message;
    const f = (await s.submit(down.token, { type: "2", number: "990" })).message;
    expect(e.open_tick.price).toBe("65010");
    expect((await s.step(30_000)).price).toBe("64990");
    expect((await s.result(up.token, e.id)).result).toBe("loss");
    expect(await s.result(down.token, f.id)).toMatchObject({ result: "win", payout: "1188" });
    expect(s.micro(up.id)).toBe(1000_000_000n);
    expect(s.micro(down.id)).toBe(1188_000_000n);
    expect(s.house() - house).toBe(10_000_000n - 13_333_333n + 13_333_333n - 198_000_000n);
  });
});
