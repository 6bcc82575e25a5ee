import { buyHold, userAccount } from "@bourse/engine";
import { fromUnits } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Handler } from "../../core/command.ts";
import { BTC_NETWORK, fundedUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

let t: TestApp;
/** every command the app submitted, with its arguments and the answer */
const sent: { kind: string; args: unknown; entryId: number | undefined }[] = [];

/** Watches the core's `submit`: the maker's commands are counted by what it sends. */
function watch(app: TestApp["app"]) {
  const submit = app.core.submit.bind(app.core);
  app.core.submit = (async (handler: Handler, args: unknown, ...rest: [never, never?]) => {
    const answer = await submit(handler, args, ...rest);
    sent.push({ kind: handler.kind, args, entryId: answer.ok ? answer.entryId : undefined });
    return answer;
  }) as typeof submit;
}

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock() });
  watch(t.app);
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
  await t.app.maker.fund();
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

const BTC = 1;
const MARKETS = 6;
const maker = () => t.app.maker.makerId;
const demoMaker = () => t.app.maker.demoMakerId;

interface Row {
  id: number;
  side: "buy" | "sell";
  price: string;
  quantity: string;
  filled: string;
  status: string;
  cancel_reason: string | null;
  hold_id: string;
  queue_seq: number | null;
}
const orders = (user: number, market: number, status = "open") =>
  t.db.query<Row>(
    `SELECT id::int AS id, side, trim_scale(price)::text AS price, trim_scale(quantity)::text AS quantity,
       trim_scale(filled)::text AS filled, status,
       cancel_reason, hold_id, queue_seq::int AS queue_seq
     FROM spot_orders WHERE user_id = $1 AND market_id = $2 AND status = $3 ORDER BY id`,
    [user, market, status],
  );
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(sql, params))[0]!.n;

/** One re-quote of every book; answers what it sent, after checking it sent at most one command per book. */
async function requote() {
  sent.length = 0;
  await t.app.maker.requote();
  const books = sent.map((s) => {
    expect(s.kind).toBe("spot.requote");
    const args = s.args as { market: number; maker: number };
    return `${args.market}:${args.maker}`;
  });
  expect(new Set(books).size).toBe(books.length);
  expect(books.length).toBeLessThanOrEqual(2 * MARKETS);
  return [...sent];
}

/**
 * The user's frozen money is exactly its open orders' holds: every open order has a pending hold, every
 * pending hold of the user is an open order's, and each currency's frozen bucket is their sum (in memory
 * and in the tables).
 */
async function holdsExact(user: number) {
  const open = await t.db.query<{ hold_id: string; currency: number }>(
    `SELECT o.hold_id, CASE WHEN o.side = 'buy' THEN m.legal_id ELSE m.currency_id END AS currency
     FROM spot_orders o JOIN markets m ON m.id = o.market_id WHERE o.user_id = $1 AND o.status = 'open'`,
    [user],
  );
  const pending = await t.db.query<{ id: string }>(
    "SELECT id FROM ledger_holds WHERE user_id = $1 AND state = 'pending' ORDER BY id",
    [user],
  );
  expect(pending.map((h) => h.id)).toEqual(open.map((o) => o.hold_id).sort());
  const held = new Map<number, bigint>();
  for (const o of open) {
    const hold = t.app.core.hold(o.hold_id);
    expect(hold, o.hold_id).toBeDefined();
    held.set(o.currency, (held.get(o.currency) ?? 0n) + hold!.amount);
  }
  for (let currency = 1; currency <= 7; currency++)
    expect(t.app.core.balance(userAccount(user, "change", "frozen"), currency), `currency ${currency}`).toBe(
      held.get(currency) ?? 0n,
    );
}

/** BTC/USDT: a tick of 0.01 USDT, a step of 0.000001 BTC */
const BTC_USDT = { tickSize: fromUnits(10_000n, 6), stepSize: fromUnits(100n, 8) };
/** What an order that never traded holds, from its row. */
function expectedHold(o: Row): bigint {
  const steps = Math.round(Number(o.quantity) * 1e6);
  if (o.side === "sell") return BigInt(steps) * 100n;
  return buyHold(Math.round(Number(o.price) * 100), steps, "0.001", BTC_USDT).units;
}

describe("the market maker's re-quote", () => {
  it("quotes each book with one command, and sends none when nothing moved", async () => {
    const first = await requote();
    expect(first.length).toBe(2 * MARKETS);
    for (const market of [1, 2]) {
      const depth = (await t.get(`/api/spot/depth?symbol=${market === 1 ? "BTC" : "ETH"}/USDT&limit=50`))
        .message;
      expect(depth.bids).toHaveLength(8);
      expect(depth.asks).toHaveLength(8);
    }
    expect(await orders(maker(), 1)).toHaveLength(16);
    expect(await orders(demoMaker(), 1)).toHaveLength(16);
    // the index has not moved: every level is where it was, and nothing is sent
    expect(await requote()).toEqual([]);
    await holdsExact(maker());
    await holdsExact(demoMaker());
  });

  it("amends moved levels in place through many re-quotes: the same orders and rows, at most one entry per book each time", async () => {
    const before = await orders(maker(), 1);
    const rows = await count("SELECT count(*)::int AS n FROM spot_orders");
    const journal = await count("SELECT count(*)::int AS n FROM journal_entries");
    let commands = 0;
    for (let i = 0; i < 20; i++) {
      t.clock.advance(500);
      await t.app.feed.step(t.clock());
      const round = await requote();
      expect(round.every((s) => s.entryId !== undefined)).toBe(true);
      commands += round.length;
    }
    expect(commands).toBeGreaterThan(0);
    // no order was added or ended: each moved level kept its order id and its row
    const after = await orders(maker(), 1);
    expect(after.map((o) => o.id)).toEqual(before.map((o) => o.id));
    expect(await count("SELECT count(*)::int AS n FROM spot_orders")).toBe(rows);
    expect(after.map((o) => o.price)).not.toEqual(before.map((o) => o.price));
    const amended = after.filter((o) => o.queue_seq !== null);
    expect(amended.length).toBeGreaterThan(0);
    for (const o of amended) expect(o.queue_seq!).toBeGreaterThan(o.id);
    // each hold is the size of the order as it is now, under the id its row names
    for (const o of after) expect(t.app.core.hold(o.hold_id)?.amount, String(o.id)).toBe(expectedHold(o));
    // an order event costs at most one journal row (none in the compact command log)
    expect((await count("SELECT count(*)::int AS n FROM journal_entries")) - journal).toBeLessThanOrEqual(
      commands,
    );
    // the book shows the ladder: the best bid below the index, the best ask above it
    const depth = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=50")).message;
    expect(depth.bids).toHaveLength(8);
    expect(depth.asks).toHaveLength(8);
    const index = Number(t.app.feed.lastPrice(1));
    expect(Number(depth.bids[0][0])).toBeLessThan(index);
    expect(Number(depth.asks[0][0])).toBeGreaterThan(index);
    await holdsExact(maker());
    await holdsExact(demoMaker());
  });

  it("keeps the book and the holds exact through partial fills, fills and the maker's cancels", async () => {
    const buyer = await fundedUser(t, "requote-buyer@example.com", [[...USDT_TRC20, "100000"]]);
    const [bestAsk] = (await orders(maker(), 1))
      .filter((o) => o.side === "sell")
      .sort((a, b) => Number(a.price) - Number(b.price));
    const half = String(Math.floor(Math.round(Number(bestAsk!.quantity) * 1e6) / 2) / 1e6);
    const taken = await t.form(
      "/api/coin/trade",
      { currency_id: "1", legal_id: "3", type: "buy", amount: half, target_price: bestAsk!.price },
      buyer.token,
    );
    expect(taken.message).toMatchObject({ status: "filled", filled: half, avg_price: bestAsk!.price });
    const partly = (await orders(maker(), 1)).find((o) => o.id === bestAsk!.id)!;
    expect(Number(partly.filled)).toBeGreaterThan(0);
    await holdsExact(maker());

    // the partly filled level is short of its size: it ends (its fills stay with it) and the level is
    // placed anew; the other books did not move
    const round = await requote();
    expect(round.map((s) => s.args)).toEqual([expect.objectContaining({ market: 1, maker: maker() })]);
    const [ended] = await t.db.query<Row>(
      "SELECT status, cancel_reason, trim_scale(filled)::text AS filled FROM spot_orders WHERE id = $1",
      [bestAsk!.id],
    );
    expect(ended).toEqual({ status: "cancelled", cancel_reason: "requote", filled: partly.filled });
    const now = await orders(maker(), 1);
    expect(now).toHaveLength(16);
    const replaced = now.find((o) => o.price === bestAsk!.price && o.side === "sell")!;
    expect(replaced.id).toBeGreaterThan(bestAsk!.id);
    expect(replaced.quantity).toBe(bestAsk!.quantity);
    await holdsExact(maker());

    // a level taken whole is placed again
    const whole = await t.form(
      "/api/coin/trade",
      {
        currency_id: "1",
        legal_id: "3",
        type: "buy",
        amount: replaced.quantity,
        target_price: replaced.price,
      },
      buyer.token,
    );
    expect(whole.message).toMatchObject({ status: "filled" });
    expect(await orders(maker(), 1)).toHaveLength(15);
    await holdsExact(maker());
    expect(await requote()).toHaveLength(1);
    expect(await orders(maker(), 1)).toHaveLength(16);

    // fewer levels: the extra orders are cancelled, every book in one command each
    await t.db.query("UPDATE settings SET value = '5' WHERE key = 'spot_maker_levels'");
    expect(await requote()).toHaveLength(2 * MARKETS);
    expect(await orders(maker(), 1)).toHaveLength(10);
    expect(await orders(demoMaker(), 2)).toHaveLength(10);
    const depth = (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=50")).message;
    expect([depth.bids.length, depth.asks.length]).toEqual([5, 5]);
    await holdsExact(maker());
    await holdsExact(demoMaker());
    await t.db.query("UPDATE settings SET value = '8' WHERE key = 'spot_maker_levels'");
    expect(await requote()).toHaveLength(2 * MARKETS);
    expect(await orders(maker(), 1)).toHaveLength(16);
    await holdsExact(maker());
    await holdsExact(demoMaker());
  });
});

describe("spot.requote as a command", () => {
  const BNB = 4;
  /** BNB/USDT: 2 price decimals, 4 amount decimals */
  const ticks = (price: number) => String(Math.round(price * 100));
  const level = (side: "buy" | "sell", price: number, quantity = "10000") => ({
    side,
    price: ticks(price),
    quantity,
  });
  const send = (levels: unknown[], caller = maker(), who = maker()) =>
    t.app.core.send({
      kind: "spot.requote",
      args: { market: BNB, maker: who, levels },
      caller: { user: caller },
    });

  it("rests every level post-only: one that would cross the book is skipped, never traded", async () => {
    const index = Number(t.app.feed.lastPrice(BNB));
    const bidder = await fundedUser(t, "requote-bidder@example.com", [[...USDT_TRC20, "10000"]]);
    // the maker's quotes on this book go first, in one command that cancels them all
    const cleared = await send([]);
    expect(cleared).toMatchObject({ ok: true, reply: { placed: [], amended: [], kept: 0, skipped: 0 } });
    expect(await orders(maker(), BNB)).toEqual([]);
    const bid = await t.form(
      "/api/coin/trade",
      { currency_id: "5", legal_id: "3", type: "buy", amount: "1", target_price: (index * 1.01).toFixed(2) },
      bidder.token,
    );
    expect(bid.message).toMatchObject({ status: "open", filled: "0" });
    const quoted = await send([
      level("sell", index * 1.005),
      level("sell", index * 1.02),
      level("buy", index * 0.995),
    ]);
    expect(quoted).toMatchObject({ ok: true, reply: { amended: [], cancelled: [], kept: 0, skipped: 1 } });
    if (!quoted.ok) throw new Error("refused");
    expect((quoted.reply as { placed: number[] }).placed).toHaveLength(2);
    expect(await count("SELECT count(*)::int AS n FROM spot_trades WHERE market_id = $1", [BNB])).toBe(0);
    const depth = (await t.get("/api/spot/depth?symbol=BNB/USDT")).message;
    expect(depth.asks).toEqual([[String(Number(ticks(index * 1.02)) / 100), "1"]]);
    await holdsExact(maker());

    // asked only for what would cross: nothing changes, and the command is refused
    const rows = await t.db.query("SELECT id, status, price::text FROM spot_orders ORDER BY id");
    const refused = await send([
      level("sell", index * 1.02),
      level("buy", index * 0.995),
      level("sell", index * 1.001),
    ]);
    expect(refused).toMatchObject({ ok: false, code: "SPOT_POST_ONLY_WOULD_TAKE" });
    expect(await t.db.query("SELECT id, status, price::text FROM spot_orders ORDER BY id")).toEqual(rows);
    // the same ladder without it changes nothing either, and is accepted as such
    expect(await send([level("sell", index * 1.02), level("buy", index * 0.995)])).toMatchObject({
      ok: true,
      reply: { kept: 2, placed: [], amended: [], cancelled: [] },
    });

    // an amended level that would cross is not quoted: its order ends
    const [ask] = await orders(maker(), BNB).then((o) => o.filter((x) => x.side === "sell"));
    const crossed = await send([level("sell", index * 1.001), level("buy", index * 0.995)]);
    expect(crossed).toMatchObject({ ok: true, reply: { cancelled: [ask!.id], skipped: 1, kept: 1 } });
    await holdsExact(maker());
  });

  it("quotes within the balance, and only the caller's own orders", async () => {
    const index = Number(t.app.feed.lastPrice(BNB));
    const small = await fundedUser(t, "requote-small@example.com", [[...BTC_NETWORK, "0.01"]]);
    // a user's own re-quote is a placement of its own: a level its balance does not cover is skipped
    const own = (levels: unknown[]) =>
      t.app.core.send({
        kind: "spot.requote",
        args: { market: BTC, maker: small.id, levels },
        caller: { user: small.id },
      });
    const btc = Number(t.app.feed.lastPrice(BTC));
    const fits = { side: "sell", price: String(Math.round(btc * 1.1 * 100)), quantity: "6000" };
    const result = await own([fits, { ...fits, price: String(Math.round(btc * 1.11 * 100)) }]);
    expect(result).toMatchObject({ ok: true, reply: { skipped: 1 } });
    expect(t.app.core.balance(userAccount(small.id, "change", "frozen"), BTC)).toBe(600_000n);
    await holdsExact(small.id);
    // another user's orders are not the caller's to move
    expect(await send([level("buy", index * 0.99)], small.id)).toEqual({
      ok: false,
      code: "COMMAND_INVALID",
    });
    expect(await own([{ ...fits, price: "1.5" }])).toEqual({ ok: false, code: "COMMAND_INVALID" });
    expect(await own([])).toMatchObject({ ok: true, reply: { cancelled: [expect.any(Number)] } });
    expect(t.app.core.balance(userAccount(small.id, "change"), BTC)).toBe(1_000_000n);
  });

  it("keeps an amended order behind those already at its new price, across a restart, and never reuses its number", async () => {
    const index = Number(t.app.feed.lastPrice(BTC));
    const at = (pct: number) => String(Math.round(index * (100 + pct)));
    const book = (levels: unknown[]) =>
      t.app.core.send({
        kind: "spot.requote",
        args: { market: BTC, maker: maker(), levels },
        caller: { user: maker() },
      });
    // the maker quotes one ask, 3 % up
    expect(await book([{ side: "sell", price: at(3), quantity: "10000" }])).toMatchObject({ ok: true });
    const [a] = await orders(maker(), BTC);
    expect(a).toMatchObject({ side: "sell", quantity: "0.01" });
    // a user's ask rests at 4 %; then the maker's moves there too: it queues behind the user's
    const seller = await fundedUser(t, "requote-queue@example.com", [[...BTC_NETWORK, "1"]]);
    const price = String(Number(at(4)) / 100);
    const b = await t.form(
      "/api/coin/trade",
      { currency_id: "1", legal_id: "3", type: "sell", amount: "0.01", target_price: price },
      seller.token,
    );
    expect(b.message.id).toBeGreaterThan(a!.id);
    expect(await book([{ side: "sell", price: at(4), quantity: "10000" }])).toMatchObject({
      ok: true,
      reply: { amended: [a!.id], placed: [], cancelled: [] },
    });
    const [moved] = await orders(maker(), BTC);
    expect(moved).toMatchObject({ id: a!.id, price });
    expect(moved!.queue_seq).toBeGreaterThan(b.message.id);

    // after a restart the books are rebuilt in that order: a buyer at that price takes the user's ask first
    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
    const buyer = await fundedUser(t, "requote-queue-buyer@example.com", [[...USDT_TRC20, "10000"]]);
    const taken = await t.form(
      "/api/coin/trade",
      { currency_id: "1", legal_id: "3", type: "buy", amount: "0.01", target_price: price },
      buyer.token,
    );
    expect(taken.message).toMatchObject({ status: "filled", avg_price: price });
    const [trade] = await t.db.query<{ maker_order: number }>(
      "SELECT maker_order::int AS maker_order FROM spot_trades WHERE taker_order = $1",
      [taken.message.id],
    );
    expect(trade!.maker_order).toBe(b.message.id);
    expect(await orders(maker(), BTC)).toEqual([moved]);
    // the order ids go on past the number the amendment took
    expect(taken.message.id).toBeGreaterThan(moved!.queue_seq!);
    await holdsExact(maker());
    await holdsExact(seller.id);
  });
});
