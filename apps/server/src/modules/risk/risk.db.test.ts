import {
  type ExposurePosition,
  leverNotional,
  marketExposure,
  secondsExpiries,
  settleSeconds,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { fromUnits, money, toPlainString, zero } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { BTC_TERMS, leverKit, USDT, usdt } from "../../testing/lever-kit.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";
import { expiryOf } from "./risk.service.ts";

/**
 * The house's exposure limits as users meet them (an order that would pass a limit is refused with its
 * figures, and nothing changes; closing and reducing still work) and as the console sees them (figures
 * equal to a recomputation from the tables, alerts recorded once).
 */
let t: TestApp;
let admin: string;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  s = secondsTester(t, admin);
  await step();
});
afterAll(() => t.close());

const { step, trader, indexCents, submit } = leverKit(() => t);
const limits = (body: Record<string, unknown>) =>
  t.json("/api/admin/exposure/limits", { market_id: 1, ...body }, admin);
const exposure = async () => (await t.get("/api/admin/exposure", admin)).message;
const btc = async () => (await exposure()).lever.find((m: { market_id: number }) => m.market_id === 1);
/** the value of `lots` (units of 0.01) of BTC/USDT at the index now, USDT text */
const worth = (lots: bigint) => usdt(leverNotional(indexCents(), lots, BTC_TERMS));

/** What a refused order must leave as it was: the journal, the trades, the book and the user's balances. */
async function snapshot(id: number) {
  const [journal] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries");
  const trades = await t.db.query("SELECT id, status, lots::text FROM lever_trades ORDER BY id");
  const book = [...t.app.lever.book.live.keys()];
  const balances = (["available", "frozen"] as const).map((b) =>
    t.app.core.balance(userAccount(id, "lever", b), USDT),
  );
  return { journal, trades, book, balances, house: t.app.core.balance(systemAccount("house"), USDT) };
}

/** Ends every live lever trade, and the limits, so that each test starts flat. */
async function flat(...users: { id: number }[]) {
  for (const trade of [...t.app.lever.book.live.values()]) {
    if (!users.some((u) => u.id === trade.owner)) continue;
    const done =
      trade.status === 1
        ? await t.app.lever.close(trade.owner, trade.id)
        : await t.app.lever.cancel(trade.owner, trade.id);
    expect(done.ok).toBe(true);
  }
  expect((await limits({ max_net_quote: null, max_user_lots: null })).type).toBe("ok");
}

describe("the house's net position limit", () => {
  it("refuses an order that takes the house past it, with the figures, and changes nothing", async () => {
    const ann = await trader("risk-ann@example.com");
    const bob = await trader("risk-bob@example.com");
    const cat = await trader("risk-cat@example.com");
    // room for 1.5 lots against the house
    const limit = worth(150n);
    expect((await limits({ max_net_quote: limit })).type).toBe("ok");
    expect((await submit(ann.token, { share: "1", type: "1" })).type).toBe("ok");

    const before = await snapshot(bob.id);
    const refused = await submit(bob.token, { share: "1", type: "1" });
    expect(refused).toMatchObject({ type: "error", code: "RISK_HOUSE_EXPOSURE_LIMIT" });
    expect(refused.message).toContain(`above the limit of ${limit} USDT`);
    expect(refused.message).toContain(`${worth(200n)} USDT`);
    expect(await snapshot(bob.id)).toEqual(before);

    // an order the other way reduces the house's position: allowed whatever the limit
    expect((await limits({ max_net_quote: worth(10n) })).type).toBe("ok");
    expect((await submit(cat.token, { share: "0.5", type: "2" })).type).toBe("ok");
    // but not one growing it, even a little
    expect((await submit(bob.token, { share: "0.1", type: "1" })).code).toBe("RISK_HOUSE_EXPOSURE_LIMIT");
    // closing is never refused, above the limit too
    const open = [...t.app.lever.book.live.values()].find((x) => x.owner === ann.id)!;
    const closed = await t.form("/api/lever/close", { id: String(open.id) }, ann.token);
    expect(closed.type).toBe("ok");
    expect(t.app.lever.book.live.has(open.id)).toBe(false);
    await flat(ann, bob, cat);
  });

  it("counts pending limit orders, and refuses in other languages too", async () => {
    const dan = await trader("risk-dan@example.com");
    const eve = await trader("risk-eve@example.com");
    expect((await limits({ max_net_quote: worth(150n) })).type).toBe("ok");
    // a limit long far under the index: pending, and counted
    const target = toPlainString(fromUnits((indexCents() * 8n) / 10n, 2));
    const placed = await submit(dan.token, { share: "1", type: "1", status: "limit", target_price: target });
    expect(placed.type).toBe("ok");
    expect(placed.message.status).toBe(0);
    const zh = await t.raw({
      method: "POST",
      url: "/api/lever/submit",
      headers: { authorization: eve.token, lang: "zh", "content-type": "application/x-www-form-urlencoded" },
      payload: "currency_id=1&legal_id=3&multiple=5&share=1&type=1",
    });
    expect(zh.json()).toMatchObject({ type: "error", code: "RISK_HOUSE_EXPOSURE_LIMIT" });
    expect(zh.json().message).toContain("BTC/USDT 已达到持仓限额");
    await flat(dan, eve);
  });
});

describe("one user's position limit", () => {
  it("holds open and pending lots together and lets the user reduce", async () => {
    const fay = await trader("risk-fay@example.com");
    expect((await limits({ max_user_lots: "1" })).type).toBe("ok");
    const target = toPlainString(fromUnits((indexCents() * 8n) / 10n, 2));
    expect(
      (await submit(fay.token, { share: "0.8", type: "1", status: "limit", target_price: target })).type,
    ).toBe("ok");
    const before = await snapshot(fay.id);
    const refused = await submit(fay.token, { share: "0.5", type: "1" });
    expect(refused).toMatchObject({ type: "error", code: "RISK_USER_POSITION_LIMIT" });
    expect(refused.message).toBe(
      "Your position in BTC/USDT would be 1.3 lots, above the limit of 1 lots per user. Closing or reducing positions is still possible",
    );
    expect(await snapshot(fay.id)).toEqual(before);
    // a short brings her net position down: allowed
    expect((await submit(fay.token, { share: "0.5", type: "2" })).type).toBe("ok");
    // the fill of an order already accepted is not checked again, under a lower limit too
    const pending = [...t.app.lever.book.live.values()].find((x) => x.owner === fay.id && x.status === 0)!;
    expect((await limits({ max_user_lots: "0.1" })).type).toBe("ok");
    const last = t.app.feed.lastTick(1)!;
    const reached = String((pending.targetPrice! * 99n) / 100n);
    const filled = await t.app.core.submit(
      t.app.lever.commands.fill,
      { trade: pending.id, tick: { seq: last.seq, ts: last.ts, index: reached } },
      { system: "lever-triggers" },
    );
    expect(filled.ok).toBe(true);
    expect(pending.status).toBe(1);
    await flat(fay);
  });
});

describe("the console's figures", () => {
  it("equal a recomputation from the positions in the database", async () => {
    const gus = await trader("risk-gus@example.com");
    const hal = await trader("risk-hal@example.com");
    await submit(gus.token, { share: "1.2", type: "1" });
    await submit(hal.token, { share: "0.5", type: "2" });
    await submit(hal.token, { share: "0.3", type: "1", multiple: "10" });
    const m = await btc();
    const index = money(m.index, 2).units;
    const rows = await t.db.query<{
      user_id: string;
      direction: "long" | "short";
      lots: string;
      status: number;
      open_price: string | null;
    }>(
      "SELECT user_id::text AS user_id, direction, lots::text AS lots, status, open_price::text AS open_price FROM lever_trades WHERE market_id = 1 AND status IN (0, 1)",
    );
    const positions: ExposurePosition[] = rows.map((r) => ({
      owner: Number(r.user_id),
      direction: r.direction,
      lots: money(r.lots, 2).units,
      open: r.status === 1,
      openPrice: r.open_price === null ? 0n : money(r.open_price, 2).units,
      terms: BTC_TERMS,
    }));
    const e = marketExposure(positions, index, 10);
    const lots = (v: bigint) => toPlainString(fromUnits(v, 2));
    expect(m).toMatchObject({
      symbol: "BTC/USDT",
      long_lots: lots(e.longLots),
      short_lots: lots(e.shortLots),
      net_lots: lots(e.netLots),
      net_quote: usdt(e.netQuote),
      committed_net_quote: usdt(e.committedNetQuote),
      unrealized: usdt(e.unrealized),
      max_net_quote: null,
      net_quote_use: null,
    });
    expect(m.net_lots).toBe("-1");
    expect(m.top_accounts).toEqual(
      e.accounts.map((a) => ({
        user_id: a.owner,
        email: a.owner === gus.id ? "risk-gus@example.com" : "risk-hal@example.com",
        lots: lots(a.lots),
        quote: usdt(a.quote),
      })),
    );
    // the snapshot other lines read says the same
    const snap = t.app.risk.exposureSnapshot().find((x) => x.marketId === 1)!;
    expect(snap).toMatchObject({ netLots: "-1", netQuote: m.net_quote, unrealized: m.unrealized });
    await flat(gus, hal);
  });

  it("records an alert once when a figure passes 80 % of its limit, and the operator resolves it (audited)", async () => {
    // the limits earlier tests set under the house's position left alerts open: resolved first
    for (const open of (await exposure()).alerts)
      expect((await t.form(`/api/admin/exposure/alerts/${open.id}/resolve`, {}, admin)).type).toBe("ok");
    const [last] = await t.db.query<{ id: string }>(
      "SELECT coalesce(max(id), 0)::text AS id FROM house_limit_alerts",
    );
    const ivy = await trader("risk-ivy@example.com");
    await submit(ivy.token, { share: "0.85", type: "1" });
    // the house is 0.85 lot short: 85 % of a 1-lot limit
    const limit = worth(100n);
    expect((await limits({ max_net_quote: limit })).type).toBe("ok");
    await t.app.risk.checkAlerts();
    await step();
    await t.app.risk.checkAlerts();
    await t.app.risk.checkAlerts();
    const alerts = await t.db.query<{ id: string; kind: string; level: number; resolved_at: Date | null }>(
      "SELECT id::text AS id, kind, level, resolved_at FROM house_limit_alerts WHERE id > $1",
      [last!.id],
    );
    expect(alerts.map((a) => [a.kind, a.level])).toEqual([["house_exposure", 80]]);
    const shown = (await exposure()).alerts;
    expect(shown).toMatchObject([
      {
        id: Number(alerts[0]!.id),
        kind: "house_exposure",
        level: 80,
        symbol: "BTC/USDT",
        limit,
      },
    ]);
    expect((await btc()).net_quote_use).toBeGreaterThanOrEqual(80);

    const resolved = await t.form(`/api/admin/exposure/alerts/${alerts[0]!.id}/resolve`, {}, admin);
    expect(resolved.type).toBe("ok");
    expect((await t.form(`/api/admin/exposure/alerts/${alerts[0]!.id}/resolve`, {}, admin)).code).toBe(
      "RISK_ALERT_NOT_FOUND",
    );
    expect((await exposure()).alerts).toEqual([]);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'risk.%' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toContain("risk.alert.resolve");
    expect(audit.map((a) => a.action)).toContain("risk.limits.update");
    // still above: not recorded again until it falls below and passes again
    await t.app.risk.checkAlerts();
    const [count] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM house_limit_alerts WHERE id > $1",
      [last!.id],
    );
    expect(count!.n).toBe(1);
    await flat(ivy);
  });

  it("refuses a limit finer than the market's units by the field's name", async () => {
    const refused = await limits({ max_user_lots: "0.001" });
    expect(refused).toMatchObject({ type: "error", code: "REQUEST_INVALID_FIELD" });
    expect(refused.message).toContain("max_user_lots");
    expect((await limits({ max_expiry_payout: "10" })).message).toContain("seconds_currency_id");
    expect((await limits({ seconds_currency_id: USDT, max_expiry_payout: "0.0000001" })).message).toContain(
      "max_expiry_payout",
    );
  });
});

describe("the seconds payout limit", () => {
  it("refuses an order that raises an expiry's worst case past it; an opposite bet is allowed", async () => {
    await s.step(500);
    const jo = await s.user("risk-jo@example.com");
    const kim = await s.user("risk-kim@example.com");
    // 100 USDT for 30 s pays 20 on a win
    expect((await limits({ seconds_currency_id: USDT, max_expiry_payout: "30" })).type).toBe("ok");
    expect((await s.submit(jo.token)).type).toBe("ok");
    const before = [s.micro(kim.id), s.micro(kim.id, "frozen"), await s.orderCount(kim.id), s.house()];
    const refused = await s.submit(kim.token);
    expect(refused).toMatchObject({ type: "error", code: "RISK_SECONDS_PAYOUT_LIMIT" });
    expect(refused.message).toContain("40 USDT");
    expect(refused.message).toContain("30 USDT");
    expect([s.micro(kim.id), s.micro(kim.id, "frozen"), await s.orderCount(kim.id), s.house()]).toEqual(
      before,
    );
    // a down bet on the same tick and expiry: whatever the price does, one of them loses its stake
    expect((await s.submit(kim.token, { type: "2" })).type).toBe("ok");
    // another duration is another expiry
    expect((await s.submit(kim.token, { seconds: "60" })).type).toBe("ok");

    const shown = (await exposure()).seconds.find(
      (x: { market_id: number; currency_id: number }) => x.market_id === 1 && x.currency_id === USDT,
    );
    const rows = await t.db.query<{
      direction: "up" | "down";
      stake: string;
      profit_ratio: string;
      open_price: string;
      expires_at: Date;
    }>(
      "SELECT direction, stake::text AS stake, profit_ratio::text AS profit_ratio, open_price::text AS open_price, expires_at FROM seconds_orders WHERE status = 1",
    );
    const recomputed = secondsExpiries(
      rows.map((r) => {
        const stake = money(r.stake, 6);
        const profit = settleSeconds({
          direction: "up",
          stake,
          profitRate: toPlainString(fromUnits(money(r.profit_ratio, 4).units, 6)),
          openPrice: zero(0),
          endPrice: fromUnits(1n, 0),
        }).profit.units;
        return {
          marketId: 1,
          currencyId: USDT,
          expiry: expiryOf(r.expires_at.getTime()),
          direction: r.direction,
          stake: stake.units,
          profit,
          openPrice: money(r.open_price, 18).units,
        };
      }),
    );
    expect(shown.max_expiry_payout).toBe("30");
    expect(shown.expiries).toEqual(
      recomputed.map((x) => ({
        expiry: new Date(x.expiry).toISOString(),
        orders: x.orders,
        stakes: usdt(x.stakes),
        up: usdt(x.up),
        down: usdt(x.down),
        worst: usdt(x.worst),
        use: Number(((x.worst > 0n ? x.worst : 0n) * 100n) / 30_000_000n),
      })),
    );
    expect(shown.expiries.map((x: { worst: string }) => x.worst)).toEqual(["0", "30"]);
    // the 60 s expiry is at its limit: both levels are recorded, once
    await t.app.risk.checkAlerts();
    await t.app.risk.checkAlerts();
    const alerts = await t.db.query<{ level: number; figure: string; currency_id: number }>(
      "SELECT level, figure::text AS figure, currency_id FROM house_limit_alerts WHERE kind = 'seconds_payout' ORDER BY level",
    );
    expect(alerts.map((a) => [a.level, Number(a.figure), a.currency_id])).toEqual([
      [80, 30, USDT],
      [100, 30, USDT],
    ]);
  });
});
