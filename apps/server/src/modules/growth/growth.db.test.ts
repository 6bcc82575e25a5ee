import { RebatePage, ShareInfo } from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { money } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit, USDT } from "../../testing/lever-kit.ts";

let t: TestApp;
const kit = leverKit(() => t);

beforeAll(async () => {
  t = await testApp();
  await t.app.feed.step(t.clock());
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const spot = (id: number) => t.app.core.balance(userAccount(id, "change"), USDT);
const units = (text: string) => money(text, 6).units;
/** The fee the user's latest entry charged, as the core recorded it. */
const lastFee = async (payer: number) =>
  units(
    (
      await t.db.query<{ amount: string }>(
        "SELECT amount::text FROM fee_payments WHERE payer_id = $1 ORDER BY entry_id DESC LIMIT 1",
        [payer],
      )
    )[0]!.amount,
  );

describe("rebates on invitees' fees", () => {
  const users: { id: number; token: string }[] = [];

  it("pays levels 1 to 3 of the payer's inviters 16/8/4 % of each fee, and nothing to a fourth", async () => {
    // A invited B, B invited C, C invited D, D invited E
    for (const name of ["a", "b", "c", "d", "e"]) users.push(await kit.trader(`rebate-${name}@example.com`));
    for (let i = 1; i < users.length; i++)
      await t.db.query("UPDATE users SET inviter_id = $1 WHERE id = $2", [users[i - 1]!.id, users[i]!.id]);
    const [a, b, c, d, e] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
    ];
    const before = users.map((u) => spot(u.id));
    const opened = await kit.submit(e.token, {});
    expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
    const fee = await lastFee(e.id);
    expect(fee).toBeGreaterThan(0n);
    await t.app.scheduler.check();
    expect(spot(d.id) - before[3]!).toBe((fee * 16n) / 100n);
    expect(spot(c.id) - before[2]!).toBe((fee * 8n) / 100n);
    expect(spot(b.id) - before[1]!).toBe((fee * 4n) / 100n);
    expect(spot(a.id)).toBe(before[0]);
    // once: a second check pays nothing more
    await t.app.scheduler.check();
    expect(spot(d.id) - before[3]!).toBe((fee * 16n) / 100n);
    expect(await t.db.query("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'rebate'")).toEqual([
      { n: 1 },
    ]);

    const info = (await t.json("/api/user/getShareInfo", {}, b.token)).message;
    expect(info).toMatchObject({
      invited: { level1: 1, level2: 1, level3: 1 },
      total_invited: 3,
      king: false,
      rates: ["0.16", "0.08", "0.04"],
    });
    expect(info.invite_link).toContain(`code=${info.invite_code}`);
    expect(units(info.rebates[0].total)).toBe((fee * 4n) / 100n);
    // all of b's from level 3 (e is b's third-level invitee)
    expect(info.rebates[0].by_level.map(units)).toEqual([0n, 0n, (fee * 4n) / 100n]);
    const list = (await t.json("/api/user/getRebate", {}, d.token)).message;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      level: 1,
      product: "lever",
      rate: "0.16",
      invitee: "r***@example.com",
    });
  });

  it("pays a king manager its doubled rate, for fees from then on", async () => {
    const [, , , d, e] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
    ];
    await t.db.query("UPDATE users SET king = true WHERE id = $1", [d.id]);
    const before = spot(d.id);
    expect((await kit.submit(e.token, {})).type).toBe("ok");
    const fee = await lastFee(e.id);
    await t.app.scheduler.check();
    expect(spot(d.id) - before).toBe((fee * 32n) / 100n);
    const mine = (await t.json("/api/user/getRebate", { level: 1 }, d.token)).message.data;
    expect(mine.map((r: { rate: string }) => r.rate)).toEqual(["0.32", "0.16"]);
    // the venue's rebate expense pays exactly what the inviters got
    const paid = await t.db.query<{ s: string }>("SELECT sum(amount)::text AS s FROM rebates");
    expect(-t.app.core.balance("s:rebate_expense", USDT)).toBe(units(paid[0]!.s));
  });

  it("answers every call in the shape its contract declares", async () => {
    // an inviter without any rebate, one with a level-3 rebate, a king manager with two of level 1
    const [a, b, , d] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0], (typeof users)[0]];
    for (const u of [a, b, d]) {
      expectAnswer(ShareInfo, await t.json("/api/user/getShareInfo", {}, u.token));
      expectAnswer(RebatePage, await t.json("/api/user/getRebate", {}, u.token));
    }
    const page = await t.json("/api/user/getRebate", { level: 1, page: 1, limit: 1 }, d.token);
    expectAnswer(RebatePage, page);
    expect(page.message).toMatchObject({ page: 1, pages: 2, total: 2 });
  });

  it("asks for a session", async () => {
    expect(await t.json("/api/user/getShareInfo", {})).toMatchObject({ code: "AUTH_NOT_LOGGED_IN" });
  });
});
