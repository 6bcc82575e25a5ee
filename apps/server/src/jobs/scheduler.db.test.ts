import { JobsRecent } from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { afterAll, describe, expect, it } from "vitest";
import { ledgerOps } from "../core/core.test-support.ts";
import { expectAnswer } from "../testing/answers.ts";
import { operatorToken, signUp, type TestApp, testApp, testClock, testDb } from "../testing/harness.ts";
import type { JobRun } from "./scheduler.ts";

const USDT = 3;
const DAY = 86_400_000;

let t: TestApp;
afterAll(async () => {
  await t.close();
  await t.db.close();
});

/** The app with a daily job that credits the user 1 USDT per day, keyed by the day; `days` logs its runs. */
function withDailyCredit(t: TestApp, user: number, days: string[], failOn?: Set<string>) {
  const credit = ledgerOps(t.app.core);
  t.app.scheduler.daily("test-credit", async (day) => {
    days.push(day);
    if (failOn?.delete(day)) throw new Error(`the bank is closed on ${day}`);
    const answer = await credit(
      { op: "credit", user, currency: USDT, amount: "1000000" },
      `test-credit:${user}:${day}`,
    );
    if (!answer.ok) throw new Error(answer.code);
  });
}

describe("the scheduler", () => {
  it("settles each day once, in order: a server stopped for three days pays each missed day on restart", async () => {
    t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-01-05T08:00:00Z")) });
    await signUp(t, "jobs@scheduler.test");
    const [row] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
      "jobs@scheduler.test",
    ]);
    const user = row!.id;

    const ran: string[] = [];
    withDailyCredit(t, user, ran);
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    expect(ran).toEqual(["2026-01-05"]);
    await t.close();

    // stopped from the 5th to the 8th: each missed day runs once, oldest first
    t.clock.advance(3 * DAY);
    t = await testApp({}, { db: t.db, clock: t.clock });
    const second = t;
    const after: string[] = [];
    withDailyCredit(second, user, after, new Set(["2026-01-07"]));
    await second.app.scheduler.check();
    // the 7th failed: recorded, and nothing after it ran
    expect(after).toEqual(["2026-01-06", "2026-01-07"]);
    await second.app.scheduler.check();
    expect(after).toEqual(["2026-01-06", "2026-01-07", "2026-01-07", "2026-01-08"]);
    await second.app.scheduler.check();
    expect(after).toHaveLength(4);
    expect(second.app.core.balance(userAccount(user, "change"), USDT)).toBe(4_000_000n);

    const keys = await second.db.query<{ key: string }>(
      "SELECT idempotency_key AS key FROM journal_entries WHERE idempotency_key LIKE 'test-credit:%' ORDER BY id",
    );
    expect(keys.map((k) => k.key.slice(-10))).toEqual([
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
      "2026-01-08",
    ]);
    expect((await second.get("/api/admin/jobs")).type).toBe(999);
    const answer = await second.get("/api/admin/jobs", await operatorToken(second));
    expectAnswer(JobsRecent, answer);
    const recent = answer.message;
    expect(recent.jobs).toContainEqual({ job: "test-credit", done_through: "2026-01-08" });
    expect(recent.jobs).toContainEqual({ job: "lever-overnight", done_through: "2026-01-08" });
    const runs = (recent.runs as JobRun[]).filter((r) => r.job === "test-credit");
    expect(runs.map((r) => [r.day, r.error])).toEqual([
      ["2026-01-08", null],
      ["2026-01-07", null],
      ["2026-01-07", "the bank is closed on 2026-01-07"],
      ["2026-01-06", null],
      ["2026-01-05", null],
    ]);
  });
});
