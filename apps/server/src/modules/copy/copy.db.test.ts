import {
  CopyAdminTrader,
  CopyDone,
  CopyHistoryPage,
  CopyMine,
  CopyNamed,
  CopyOwnTrader,
  CopyRequirements,
  CopyStanding,
  CopySummary,
  CopyTraderDetail,
  CopyTraderPage,
} from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { money } from "@bourse/money";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit, USDT } from "../../testing/lever-kit.ts";

let t: TestApp;
let operator: number;
beforeAll(async () => {
  t = await testApp();
  await step();
  await t.db.query("UPDATE settings SET value = '5000' WHERE key = 'copy_trader_min_assets'");
  const [op] = await t.db.query<{ id: number }>(
    "SELECT id::int AS id FROM operators WHERE username = 'admin'",
  );
  operator = op!.id;
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const { step, trader: user, submit } = leverKit(() => t);
const copy = () => t.app.copyTrading;
const copyBalance = (id: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "copy", bucket), USDT);

/** An approved trader with 1,000 USDT in its lever account. */
async function approvedTrader(email: string, shareRate = "0.1") {
  const u = await user(email, "1000");
  expect(
    await copy().apply(u.id, { name: `T ${email.slice(0, 6)}`, share_rate: shareRate, agreement: "1" }),
  ).toEqual({
    ok: true,
    value: { status: "pending" },
  });
  expect((await copy().review(operator, u.id, "approved", null, "127.0.0.1")).ok).toBe(true);
  return u;
}

/** A follower with `inCopy` USDT moved to its copy account. */
async function follower(email: string, inCopy: string) {
  const u = await user(email, "1");
  const moved = await t.form(
    "/api/wallet/change",
    { currency_id: String(USDT), number: inCopy, from_field: "change", to_field: "copy" },
    u.token,
  );
  expect(moved.type).toBe("ok");
  return u;
}

const settle = async () => {
  await copy().settled();
  await step();
  await copy().settled();
};

describe("becoming a trader", () => {
  it("needs the agreement, verification and the assets; an operator approves it once, audited", async () => {
    const poor = await user("poor@copy.test", "1", false);
    expect(await copy().apply(poor.id, { name: "Poor", share_rate: "0.1", agreement: "0" })).toMatchObject({
      code: "COPY_AGREEMENT_REQUIRED",
    });
    expect(await copy().apply(poor.id, { name: "Poor", share_rate: "0.1", agreement: "1" })).toMatchObject({
      code: "COPY_KYC_REQUIRED",
    });
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [poor.id]);
    await t.db.query("UPDATE settings SET value = '50000' WHERE key = 'copy_trader_min_assets'");
    expect(await copy().apply(poor.id, { name: "Poor", share_rate: "0.1", agreement: "1" })).toMatchObject({
      code: "COPY_ASSETS_REQUIRED",
    });
    await t.db.query("UPDATE settings SET value = '5000' WHERE key = 'copy_trader_min_assets'");
    expect(await copy().apply(poor.id, { name: "Poor", share_rate: "0.2", agreement: "1" })).toMatchObject({
      code: "COPY_SHARE_RATE_CAP",
    });
    expect((await copy().apply(poor.id, { name: "Poor", share_rate: "0.05", agreement: "1" })).ok).toBe(true);
    expect(await copy().apply(poor.id, { name: "Poor", share_rate: "0.05", agreement: "1" })).toMatchObject({
      code: "COPY_ALREADY_APPLIED",
    });
    const decided = await Promise.all([
      copy().review(operator, poor.id, "approved", null, "127.0.0.1"),
      copy().review(operator, poor.id, "rejected", "no", "127.0.0.1"),
    ]);
    expect(decided.filter((d) => d.ok)).toHaveLength(1);
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'copy.trader.%' AND target_id = $1",
      [String(poor.id)],
    );
    expect(audit).toEqual({ n: 1 });
    // an approved trader's follower cap changes by approving it again with the new cap
    const capped = await approvedTrader("cap@copy.test");
    expect(await copy().review(operator, capped.id, "approved", null, "127.0.0.1")).toMatchObject({
      code: "COPY_TRADER_STATE",
    });
    expect((await copy().review(operator, capped.id, "approved", null, "127.0.0.1", 7)).ok).toBe(true);
    expect(copy().state.traders.get(capped.id)?.maxFollowers).toBe(7);

    const rex = await user("rex@copy.test", "6000");
    expect((await copy().apply(rex.id, { name: "Rex", share_rate: "0.1", agreement: "1" })).ok).toBe(true);
    expect((await copy().review(operator, rex.id, "rejected", "Too few trades", "127.0.0.1")).ok).toBe(true);
    expect((await t.get("/api/trader_info", rex.token)).message).toMatchObject({
      status: "rejected",
      reason: "Too few trades",
    });
  });
});

describe("mirrored contracts", () => {
  it("copies a trader's open ×2 for one follower at the trader's tick, skips one who cannot afford it, closes both with it and pays the share", async () => {
    const ann = await approvedTrader("ann@copy.test");
    const bob = await follower("bob@copy.test", "2000");
    const cat = await follower("cat@copy.test", "10");
    expect((await copy().follow(bob.id, { trader_user_id: ann.id, type: 1, number: "2" })).ok).toBe(true);
    expect((await copy().follow(cat.id, { trader_user_id: ann.id, type: 1, number: "1" })).ok).toBe(true);
    expect(await copy().follow(bob.id, { trader_user_id: bob.id, type: 1, number: "1" })).toMatchObject({
      code: "COPY_OWN_TRADER",
    });
    expect(await copy().follow(bob.id, { trader_user_id: ann.id, type: 1, number: "0" })).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      params: { field: "number" },
    });

    const opened = (await submit(ann.token, { share: "1" })).message;
    await settle();
    const copies = [...t.app.lever.book.live.values()].filter((x) => x.copyOf === opened.id);
    expect(copies).toHaveLength(1);
    const bobs = copies[0]!;
    const traders = t.app.lever.book.live.get(opened.id)!;
    expect(bobs).toMatchObject({
      owner: bob.id,
      account: "copy",
      lots: 200n,
      direction: "long",
      multiple: 5,
    });
    expect(bobs.openTick).toEqual(traders.openTick);
    expect(bobs.openPrice).toBe(traders.openPrice);
    expect(copyBalance(bob.id, "frozen")).toBe(bobs.margin);
    const [skip] = await t.db.query<{ reason: string }>(
      "SELECT reason FROM copy_events WHERE kind = 'skipped' AND follower_id = $1 AND trader_trade = $2",
      [cat.id, opened.id],
    );
    expect(skip?.reason).toBe("insufficient_balance");
    expect(copyBalance(cat.id)).toBe(10_000_000n);

    // the index rises until the trader closes in profit
    let closed = false;
    for (let i = 0; i < 400 && !closed; i++) {
      await step();
      const now = t.app.lever.book.live.get(opened.id)!;
      const index = money(t.app.feed.lastPrice(1)!, 2).units;
      if (index > now.openPrice + 50_00n) {
        const r = await t.form("/api/lever/close", { id: String(opened.id) }, ann.token);
        expect(r.type).toBe("ok");
        closed = true;
      }
    }
    if (!closed) {
      // the simulated index did not rise far enough: close anyway; the share then depends on the result
      expect((await t.form("/api/lever/close", { id: String(opened.id) }, ann.token)).type).toBe("ok");
    }
    await settle();
    const [row] = await t.db.query<{ status: number; close_seq: string; pnl: string }>(
      "SELECT status, close_seq::text, pnl::text FROM lever_trades WHERE id = $1",
      [bobs.id],
    );
    const [theirs] = await t.db.query<{ close_seq: string }>(
      "SELECT close_seq::text FROM lever_trades WHERE id = $1",
      [opened.id],
    );
    expect(row).toMatchObject({ status: 3, close_seq: theirs!.close_seq });
    const pnl = money(row!.pnl, 6).units;
    const [shared] = await t.db.query<{ amount: string | null }>(
      "SELECT amount::text FROM copy_events WHERE kind = 'shared' AND copy_trade = $1",
      [bobs.id],
    );
    // the share is on the net result: the PnL less the handling fee (no overnight fee here)
    const net = pnl - bobs.fee;
    const expected = net > 0n ? net / 10n : 0n;
    expect(shared ? money(shared.amount!, 6).units : 0n).toBe(expected);
    expect(copyBalance(ann.id)).toBe(expected);
    expect(copyBalance(bob.id, "frozen")).toBe(0n);
    expect(copyBalance(bob.id)).toBe(2_000_000_000n - bobs.fee + pnl - expected);
  });

  it("on unfollow, closes the copies or keeps them as the follower's own; a kept copy outlives the trader's close", async () => {
    const dan = await approvedTrader("dan@copy.test", "0");
    const eve = await follower("eve@copy.test", "2000");
    const fay = await follower("fay@copy.test", "2000");
    for (const f of [eve, fay])
      expect((await copy().follow(f.id, { trader_user_id: dan.id, type: 2, number: "0.5" })).ok).toBe(true);
    const opened = (await submit(dan.token, { share: "3" })).message;
    await settle();
    const copyOf = (owner: number) =>
      [...t.app.lever.book.live.values()].find((x) => x.copyOf === opened.id && x.owner === owner)!;
    const eves = copyOf(eve.id);
    const fays = copyOf(fay.id);
    expect([eves.lots, fays.lots]).toEqual([50n, 50n]);
    // a copy is the copy account's: the user's own lever calls cannot close it
    expect(await t.form("/api/lever/close", { id: String(eves.id) }, eve.token)).toMatchObject({
      code: "LEVER_NOT_FOUND",
    });
    expect(await copy().keep(fay.id, eves.id)).toMatchObject({ code: "LEVER_NOT_FOUND" });
    expect((await copy().unfollow(eve.id, dan.id, true)).ok).toBe(true);
    expect((await copy().unfollow(fay.id, dan.id, false)).ok).toBe(true);
    expect(await copy().unfollow(fay.id, dan.id, false)).toMatchObject({ code: "COPY_NOT_FOLLOWING" });
    await settle();
    expect(t.app.lever.book.live.has(eves.id)).toBe(false);
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, dan.token)).type).toBe("ok");
    await settle();
    // fay kept hers: still open after the trader's close
    expect(t.app.lever.book.live.get(fays.id)?.status).toBe(1);
    // a trader's later order is copied for nobody
    const next = (await submit(dan.token, {})).message;
    await settle();
    expect([...t.app.lever.book.live.values()].filter((x) => x.copyOf === next.id)).toEqual([]);
  });
});

describe("following the trader's changes", () => {
  it("gives the copies the trader's new take profit and stop loss; a skipped follower is told why, in its language", async () => {
    const kim = await approvedTrader("kim@copy.test");
    const lee = await follower("lee@copy.test", "2000");
    const max = await follower("max@copy.test", "5");
    for (const f of [lee, max])
      expect((await copy().follow(f.id, { trader_user_id: kim.id, type: 1, number: "1" })).ok).toBe(true);
    const notices: { userId: number; skipped?: { reason: string } }[] = [];
    const listen = (n: (typeof notices)[number]) => notices.push(n);
    copy().events.on("user", listen);
    const opened = (await submit(kim.token, {})).message;
    await settle();
    copy().events.off("user", listen);
    expect(notices).toMatchObject([
      { userId: max.id, kind: "copy", skipped: { reason: "insufficient_balance" } },
    ]);
    const history = (await t.get("/api/follow/historyTrade?lang=de", max.token)).message;
    expect(history.skipped).toMatchObject([
      {
        trader_user_id: kim.id,
        trader_order: opened.id,
        reason: "insufficient_balance",
        reason_text: "Ihr Copy-Konto konnte Marge und Gebühr nicht bezahlen",
      },
    ]);

    const index = money(t.app.feed.lastPrice(1)!, 2).units;
    const price = (units: bigint) => `${units / 100n}.${String(units % 100n).padStart(2, "0")}`;
    const set = await t.form(
      "/api/lever/setstop",
      {
        id: String(opened.id),
        target_profit_price: price(index + 5_000_00n),
        stop_loss_price: price(index - 5_000_00n),
      },
      kim.token,
    );
    expect(set.type, JSON.stringify(set.message)).toBe("ok");
    await settle();
    const leesCopy = [...t.app.lever.book.live.values()].find((x) => x.copyOf === opened.id)!;
    expect(leesCopy.owner).toBe(lee.id);
    expect([leesCopy.takeProfit, leesCopy.stopLoss]).toEqual([index + 5_000_00n, index - 5_000_00n]);
    // cleared by the trader, cleared on the copy
    expect((await t.form("/api/lever/setstop", { id: String(opened.id) }, kim.token)).type).toBe("ok");
    await settle();
    expect([leesCopy.takeProfit, leesCopy.stopLoss]).toEqual([null, null]);
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, kim.token)).type).toBe("ok");
    await settle();
    expect(t.app.lever.book.live.has(leesCopy.id)).toBe(false);
  });
});

describe("the Follow calls", () => {
  it("answer each spec call: join, the list and a trader's page with figures, follow, my copies, self-holding, history", async () => {
    const gus = await user("gus@copy.test", "1000");
    const hal = await follower("hal@copy.test", "3000");
    const ivy = await follower("ivy@copy.test", "100");
    const needs = (await t.get("/api/trader", gus.token)).message;
    expect(needs).toMatchObject({
      kyc_level: 1,
      min_assets: "5000",
      share_rate_cap: "0.1",
      application: null,
    });
    expect(
      await t.form("/api/follow/join", { name: "G", share_rate: "0.05", agreement: "1" }, gus.token),
    ).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
    });
    expect(
      (await t.form("/api/follow/join", { name: "Gus Macro", share_rate: "0.05", agreement: "1" }, gus.token))
        .type,
    ).toBe("ok");
    expect((await t.form("/api/follow/setName", { name: "Gus Global Macro" }, gus.token)).type).toBe("ok");
    const admin = await operatorToken(t);
    const pending = (await t.get("/api/admin/copy/traders?status=pending", admin)).message as {
      user_id: number;
    }[];
    expect(pending.map((p) => p.user_id)).toContain(gus.id);
    expect(await t.get(`/api/follow/traderDetail?trader_user_id=${gus.id}`)).toMatchObject({
      code: "COPY_NOT_TRADER",
    });
    const before = (await t.get("/api/follow/index?sort=followers")).message;
    expect(before.data.map((x: { trader_user_id: number }) => x.trader_user_id)).not.toContain(gus.id);
    expect((await t.form(`/api/admin/copy/traders/${gus.id}/approve`, {}, admin)).type).toBe("ok");
    // listed at once, though the list's figures are kept for an hour
    const after = (await t.get("/api/follow/index?sort=followers")).message;
    expect(after.data.map((x: { trader_user_id: number }) => x.trader_user_id)).toContain(gus.id);

    expect(
      (
        await t.form(
          "/api/follow/follow",
          { trader_user_id: String(gus.id), type: "1", number: "1" },
          hal.token,
        )
      ).type,
    ).toBe("ok");
    const opened = (await submit(gus.token, { share: "1" })).message;
    await settle();
    const mine = (await t.get("/api/follow/myTrade", hal.token)).message;
    expect(mine.follows).toMatchObject([
      { trader_user_id: gus.id, name: "Gus Global Macro", type: 1, number: "1" },
    ]);
    expect(mine.copies).toMatchObject([
      { trader_user_id: gus.id, trader_order: opened.id, lots: "1", self_holding: false },
    ]);
    const copyId = mine.copies[0].transaction_id as number;
    // the copy's figures at the index now, as the lever calls give a position's
    const asPosition = (await t.form("/api/lever/my_trade", { status: "1" }, gus.token)).message.data[0];
    expect(mine.copies[0].update_price).toBe(asPosition.update_price);
    expect(mine.copies[0].profits).toBe(asPosition.profits);
    expect(mine.profit_share_paid).toBe("0");
    // another user's copy is not found; the follower's own becomes self-holding once
    expect(
      await t.form("/api/follow/selfHolding", { transaction_id: String(copyId) }, ivy.token),
    ).toMatchObject({
      code: "LEVER_NOT_FOUND",
    });
    expect(
      (await t.form("/api/follow/selfHolding", { transaction_id: String(copyId) }, hal.token)).type,
    ).toBe("ok");
    expect(
      await t.form("/api/follow/selfHolding", { transaction_id: String(copyId) }, hal.token),
    ).toMatchObject({
      code: "COPY_ALREADY_KEPT",
    });
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, gus.token)).type).toBe("ok");
    await settle();
    expect(t.app.lever.book.live.get(copyId)?.status).toBe(1);
    // the follower closes its kept copy itself; nobody else can
    expect(await t.form("/api/follow/close", { transaction_id: String(copyId) }, ivy.token)).toMatchObject({
      code: "LEVER_NOT_FOUND",
    });
    expect((await t.form("/api/follow/close", { transaction_id: String(copyId) }, hal.token)).type).toBe(
      "ok",
    );
    expect(t.app.lever.book.live.has(copyId)).toBe(false);

    const detail = (await t.get(`/api/follow/traderDetail?trader_user_id=${gus.id}`)).message;
    expect(detail).toMatchObject({ trader_user_id: gus.id, name: "Gus Global Macro", share_rate: "0.05" });
    expect(detail.stats).toMatchObject({
      days: 30,
      trades: 1,
      followers: 1,
      max_multiple: 5,
      liquidations: 0,
    });
    expect(detail.equity_curve).toHaveLength(1);
    const listed = (await t.get("/api/follow/index?sort=followers", hal.token)).message;
    expect(listed.data.map((x: { trader_user_id: number }) => x.trader_user_id)).toContain(gus.id);
    expect((await t.get("/api/trader_info", gus.token)).message).toMatchObject({
      status: "approved",
      profit_share_earned: "0",
    });
    expect(await t.get("/api/trader_info", hal.token)).toMatchObject({ code: "COPY_NOT_TRADER" });

    expect(
      (await t.form("/api/follow/cancel", { trader_user_id: String(gus.id), close: "1" }, hal.token)).type,
    ).toBe("ok");
    expect(await t.form("/api/follow/cancel", { trader_user_id: String(gus.id) }, hal.token)).toMatchObject({
      code: "COPY_NOT_FOLLOWING",
    });
    const history = (await t.get("/api/follow/historyTrade", hal.token)).message;
    expect(history.data).toMatchObject([
      {
        transaction_id: copyId,
        trader_user_id: gus.id,
        trader_name: "Gus Global Macro",
        trader_order: opened.id,
        multiple: 5,
        close_reason: "user",
      },
    ]);
    expect((await t.get("/api/follow/myTrade", hal.token)).message.follows).toEqual([]);

    // the console: each trader's 30-day figures and the venue's
    const approved = (await t.get("/api/admin/copy/traders?status=approved", admin)).message as {
      user_id: number;
      stats: { trades: number; followers: number };
    }[];
    expect(approved.find((x) => x.user_id === gus.id)?.stats).toMatchObject({ trades: 1, followers: 0 });
    const summary = (await t.get("/api/admin/copy/summary?days=7", admin)).message;
    const [counted] = await t.db.query<{ copies: number; open: number }>(
      `SELECT count(*)::int AS copies, count(*) FILTER (WHERE status = 1)::int AS open
       FROM lever_trades WHERE account = 'copy'`,
    );
    expect(summary).toMatchObject({ days: 7, copies: counted!.copies, open_copies: counted!.open });
    expect(summary.traders).toBeGreaterThanOrEqual(1);
    expect(await t.get("/api/admin/copy/summary?days=5", admin)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
    });
  });

  it("answers every call in the shape its contract declares", async () => {
    const admin = await operatorToken(t);
    const jo = await user("jo@copy.test", "1000");
    const kay = await follower("kay@copy.test", "3000");
    const lou = await follower("lou@copy.test", "10");
    // before and after applying
    expectAnswer(CopyRequirements, await t.get("/api/trader", jo.token));
    const applied = await t.form(
      "/api/follow/join",
      { name: "Jo Swing", share_rate: "0.05", agreement: "1" },
      jo.token,
    );
    expectAnswer(CopyStanding, applied);
    expectAnswer(CopyNamed, await t.form("/api/follow/setName", { name: "Jo Swing Trades" }, jo.token));
    expectAnswer(CopyRequirements, await t.get("/api/trader", jo.token));
    expectAnswer(CopyOwnTrader, await t.get("/api/trader_info", jo.token));
    expectAnswer(Type.Array(CopyAdminTrader), await t.get("/api/admin/copy/traders?status=pending", admin));
    expectAnswer(CopyStanding, await t.form(`/api/admin/copy/traders/${jo.id}/approve`, {}, admin));

    for (const [u, number] of [
      [kay, "1"],
      [lou, "1"],
    ] as const)
      expectAnswer(
        CopyDone,
        await t.form("/api/follow/follow", { trader_user_id: String(jo.id), type: "1", number }, u.token),
      );
    const opened = (await submit(jo.token, { share: "1" })).message;
    await settle();
    // an open copy with its figures at the index now
    const mine = await t.get("/api/follow/myTrade", kay.token);
    expectAnswer(CopyMine, mine);
    const copyId = mine.message.copies[0].transaction_id as number;
    expectAnswer(
      CopyDone,
      await t.form("/api/follow/selfHolding", { transaction_id: String(copyId) }, kay.token),
    );
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, jo.token)).type).toBe("ok");
    await settle();
    expectAnswer(CopyDone, await t.form("/api/follow/close", { transaction_id: String(copyId) }, kay.token));
    expectAnswer(
      CopyDone,
      await t.form("/api/follow/cancel", { trader_user_id: String(jo.id), close: "1" }, kay.token),
    );

    // a closed copy, and a skipped one (lou could not afford it), worded in the user's language
    expectAnswer(CopyHistoryPage, await t.get("/api/follow/historyTrade", kay.token));
    const skipped = await t.get("/api/follow/historyTrade?lang=de", lou.token);
    expect(skipped.message.skipped.length).toBeGreaterThan(0);
    expectAnswer(CopyHistoryPage, skipped);
    expectAnswer(CopyTraderDetail, await t.get(`/api/follow/traderDetail?trader_user_id=${jo.id}`));
    expectAnswer(CopyTraderPage, await t.get("/api/follow/index?sort=roi&days=7"));
    expectAnswer(CopyOwnTrader, await t.get("/api/trader_info", jo.token));
    expectAnswer(Type.Array(CopyAdminTrader), await t.get("/api/admin/copy/traders", admin));
    expectAnswer(CopySummary, await t.get("/api/admin/copy/summary", admin));
  });
});
