import { type EntryProof, verified, verifyEntryProof } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { BTC_NETWORK, fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { createOrderRetention } from "./spot.retention.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const index = () => Number(t.app.feed.lastPrice(1));
const near = (pct: number) => String(Math.round(index() * (100 + pct)) / 100);
const trade = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
const cancel = (token: string, id: number) =>
  t.raw({ method: "PUT", url: "/api/coin/trade", payload: { id }, headers: { authorization: token } });
const ids = async () =>
  (await t.db.query<{ id: number }>("SELECT id::int AS id FROM spot_orders ORDER BY id")).map((o) => o.id);

describe("the order history's retention", () => {
  it("reads ORDER_HISTORY_DAYS, 30 by default", () => {
    expect(loadConfig({}).orderHistoryDays).toBe(30);
    expect(loadConfig({ ORDER_HISTORY_DAYS: "7" }).orderHistoryDays).toBe(7);
    expect(() => loadConfig({ ORDER_HISTORY_DAYS: "-1" })).toThrow(/ORDER_HISTORY_DAYS/);
  });

  it("deletes old cancelled orders that never traded, in bounded batches, and keeps the rest", async () => {
    const seller = await fundedUser(t, "retention-seller@example.com", [[...BTC_NETWORK, "1"]]);
    const buyer = await fundedUser(t, "retention-buyer@example.com", [[...USDT_TRC20, "100000"]]);
    const sell = async (pct: number, amount = "0.01") =>
      (await trade(seller.token, { type: "sell", amount, target_price: near(pct) })).message as {
        id: number;
        price: string;
      };
    // 31 days ago: four orders cancelled unfilled, one cancelled after a partial fill, one filled
    const unfilled: number[] = [];
    for (const pct of [5, 6, 7, 8]) {
      const o = await sell(pct);
      expect((await cancel(seller.token, o.id)).statusCode).toBe(200);
      unfilled.push(o.id);
    }
    const partly = await sell(3, "0.02");
    expect(
      (await trade(buyer.token, { type: "buy", amount: "0.01", target_price: partly.price })).message,
    ).toMatchObject({ status: "filled" });
    await cancel(seller.token, partly.id);
    const filled = await sell(2);
    const taker = await trade(buyer.token, { type: "buy", amount: "0.01", target_price: filled.price });
    expect(taker.message).toMatchObject({ status: "filled" });

    t.clock.advance(31 * DAY);
    await t.app.feed.step(t.clock());
    // a month later the seller signs in again
    const login = await t.form("/api/user/login", {
      user_string: "retention-seller@example.com",
      password: "secret123",
      type: "email",
    });
    seller.token = login.message;
    // today: one cancelled unfilled, one open
    const young = await sell(9);
    await cancel(seller.token, young.id);
    const open = await sell(10);
    const before = await ids();

    // nothing is due under a longer period, or with retention off
    expect(await createOrderRetention({ writerTx: t.app.core.writerTx, days: 32 }).prune(t.clock())).toBe(0);
    expect(await createOrderRetention({ writerTx: t.app.core.writerTx, days: 0 }).prune(t.clock())).toBe(0);
    expect(await ids()).toEqual(before);
    // a run deletes at most its batches: here one of two
    const bounded = createOrderRetention({
      writerTx: t.app.core.writerTx,
      days: 30,
      batchSize: 2,
      maxBatches: 1,
    });
    expect(await bounded.prune(t.clock())).toBe(2);
    expect((await ids()).filter((id) => unfilled.includes(id))).toHaveLength(2);

    // the scheduler's job takes the rest
    await t.app.scheduler.check();
    const kept = await ids();
    expect(kept.filter((id) => unfilled.includes(id))).toEqual([]);
    expect(kept).toEqual(before.filter((id) => !unfilled.includes(id)));
    expect(kept).toEqual(expect.arrayContaining([partly.id, filled.id, taker.message.id, young.id, open.id]));
    const [run] = await t.db.query<{ error: string | null }>(
      "SELECT error FROM job_runs WHERE job = 'spot-order-history' ORDER BY id DESC LIMIT 1",
    );
    expect(run).toEqual({ error: null });
    // caught up: the next check within the hour runs nothing
    await t.app.scheduler.check();
    expect(await ids()).toEqual(kept);

    // the user still sees the recent cancelled order and every order that traded
    const history = (await t.get("/api/coin/list?status=history&limit=50", seller.token)).message.data as {
      id: number;
      status: string;
    }[];
    expect(history.map((o) => o.id)).toEqual([young.id, filled.id, partly.id]);
    const cancelled = (await t.get("/api/coin/list?status=cancelled", seller.token)).message.data;
    expect(cancelled).toEqual([
      expect.objectContaining({ id: young.id, filled: "0", cancel_reason: "user" }),
      expect.objectContaining({ id: partly.id, filled: "0.01" }),
    ]);
    // order ids go on after the last
    expect((await sell(11)).id).toBe(open.id + 1);

    // every bill the seller has proves in a head signed after the pruning
    expect((await t.form("/api/admin/transparency/heads", {}, await operatorToken(t))).type).toBe("ok");
    const key = (await t.get("/api/transparency/key")).message.public_key as string;
    const bills = await t.db.query<{ id: number }>(
      "SELECT DISTINCT entry_id::int AS id FROM postings WHERE user_id = $1",
      [seller.id],
    );
    expect(bills.length).toBeGreaterThanOrEqual(3);
    for (const { id } of bills) {
      const proof = await t.get(`/api/ledger/entries/${id}/proof`, seller.token);
      expect(verified(verifyEntryProof(proof.message as EntryProof, key)), `entry ${id}`).toBe(true);
    }
  });
});
