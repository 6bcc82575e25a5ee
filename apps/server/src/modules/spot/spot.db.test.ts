import { inflateRawSync } from "node:zlib";
import { systemAccount, userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  t.clock.advance(500);
  await t.app.feed.step(t.clock()); // BTC/USDT near 65,000
});
afterAll(() => t.close());

const BTC = 1;
const USDT = 3;
const NETWORK = { [BTC]: "1", [USDT]: "4" } as Record<number, string>;
const index = () => Number(t.app.feed.lastPrice(1));
/** A limit price `pct` percent from the index, at 2 decimals. */
const near = (pct: number) => (Math.round(index() * (100 + pct)) / 100).toFixed(2);

async function user(email: string, funds: [number, string][] = []): Promise<{ token: string; id: number }> {
  const token = await signUp(t, email);
  for (const [currency, amount] of funds) {
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(currency), network: NETWORK[currency]!, amount, voucher },
      token,
    );
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  }
  const [row] = await t.db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [
    email,
  ]);
  return { token, id: Number(row!.id) };
}

const balance = (id: number, currency: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), currency);
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);

describe("spot orders", () => {
  it("publishes each market's rules", async () => {
    expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({
      symbol: "BTC/USDT",
      tick_size: "0.01",
      step_size: "0.000001",
      min_notional: "5",
      maker_fee: "0.001",
      taker_fee: "0.001",
      price_band: "20",
    });
    expect((await t.get("/api/spot/market?symbol=PEPE/USDT")).message).toBe("Unknown market: PEPE/USDT");
  });

  it("rests a limit sell, fills a crossing buy at the maker's price, and charges each side in what it receives", async () => {
    const alice = await user("spot-alice@example.com", [[BTC, "1"]]);
    const bob = await user("spot-bob@example.com", [[USDT, "100000"]]);
    const price = near(1);
    const sell = await order(alice.token, { type: "sell", amount: "0.5", target_price: price });
    expect(sell).toMatchObject({ type: "ok", message: { status: "open", side: "sell", filled: "0", price } });
    expect(balance(alice.id, BTC, "frozen")).toBe(50_000_000n);
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT")).message.asks).toEqual([[price, "0.5"]]);

    // bob bids higher: he pays alice's price
    const buy = await order(bob.token, { type: "1", amount: "0.2", target_price: near(2) });
    expect(buy.message).toMatchObject({
      status: "filled",
      filled: "0.2",
      avg_price: price,
      fee: "0.0002",
      fee_currency: "BTC",
    });
    const quote = (Number(price) * 0.2).toFixed(6); // exact here: 2 decimals × 1 decimal
    expect(balance(bob.id, BTC)).toBe(19_980_000n); // 0.2 less 0.1 %
    expect(balance(bob.id, USDT, "frozen")).toBe(0n); // the rest of the hold came back
    expect(balance(bob.id, USDT)).toBe(100_000_000_000n - BigInt(Math.round(Number(quote) * 1e6)));
    const sellerFee = BigInt(Math.floor(Number(quote) * 1e6 * 0.001));
    expect(balance(alice.id, USDT)).toBe(BigInt(Math.round(Number(quote) * 1e6)) - sellerFee);
    expect(balance(alice.id, BTC, "frozen")).toBe(30_000_000n);
    expect(t.app.core.balance(systemAccount("fees"), BTC)).toBe(20_000n);

    const open = (await t.get("/api/coin/list?status=open", alice.token)).message;
    expect(open.data).toHaveLength(1);
    expect(open.data[0]).toMatchObject({ filled: "0.2", status: "open" });
    expect((await t.get("/api/spot/trades?symbol=BTC/USDT")).message[0]).toMatchObject({
      price,
      amount: "0.2",
      side: "buy",
    });

    // cancel the rest: the frozen BTC comes back
    expect(
      await t
        .raw({
          method: "PUT",
          url: "/api/coin/trade",
          payload: { id: sell.message.id },
          headers: { authorization: alice.token },
        })
        .then((r) => r.json()),
    ).toMatchObject({
      type: "ok",
      message: "Order cancelled",
    });
    expect(balance(alice.id, BTC, "frozen")).toBe(0n);
    expect(balance(alice.id, BTC)).toBe(80_000_000n);
    const history = (await t.get("/api/coin/list?status=history", alice.token)).message.data;
    expect(history[0]).toMatchObject({ status: "cancelled", cancel_reason: "user", filled: "0.2" });
    expect((await t.get("/api/spot/depth?symbol=BTC/USDT")).message.asks).toEqual([]);
  });

  it("spends a market buy's quote amount on a thin book and gives back what it could not spend", async () => {
    const seller = await user("spot-thin-seller@example.com", [[BTC, "1"]]);
    const buyer = await user("spot-thin-buyer@example.com", [[USDT, "50000"]]);
    const price = near(0.5);
    await order(seller.token, { type: "sell", amount: "0.1", target_price: price });
    const buy = await order(buyer.token, { type: "buy", amount: "20000" });
    expect(buy.message).toMatchObject({
      type: "market",
      status: "cancelled",
      cancel_reason: "market",
      filled: "0.1",
      quote_budget: "20000",
    });
    const spent = BigInt(Math.round(Number(price) * 0.1 * 1e6));
    expect(balance(buyer.id, USDT)).toBe(50_000_000_000n - spent);
    expect(balance(buyer.id, USDT, "frozen")).toBe(0n);
    const empty = await order(buyer.token, { type: "buy", amount: "100" });
    expect(empty).toMatchObject({ type: "error", message: "There are no orders to trade with right now" });
    expect(balance(buyer.id, USDT, "frozen")).toBe(0n);
  });

  it("refuses what it cannot honour, naming the field, and freezes nothing", async () => {
    const poor = await user("spot-poor@example.com", [[USDT, "100"]]);
    const cases: [Record<string, string>, RegExp | string, string?][] = [
      [{ type: "buy", amount: "1", target_price: near(0) }, "Insufficient wallet balance"],
      [{ type: "buy", amount: "abc", target_price: near(0) }, "Invalid parameter: amount"],
      [
        { type: "buy", amount: "0.0000001", target_price: near(0) },
        "amount can have at most 6 decimal places",
      ],
      [
        { type: "buy", amount: "0.001", target_price: "65000.001" },
        "target_price can have at most 2 decimal places",
      ],
      [{ type: "buy", amount: "-1", target_price: near(0) }, "Invalid parameter: amount"],
      [{ type: "buy", amount: "0.00001", target_price: near(0) }, /at least 5 USDT/],
      [{ type: "buy", amount: "0.001", target_price: near(-30) }, /between .* \(20% from the index price\)/],
      [{ type: "hold", amount: "0.001", target_price: near(0) }, /type/, "type"],
      [
        { type: "buy", amount: "0.001", target_price: near(0), currency_id: "9" },
        "This market does not exist",
      ],
      [{ type: "buy", amount: "0.001", target_price: near(0), post_only: "true", tif: "IOC" }, /post_only/],
      [{ type: "buy", amount: "10", tif: "GTC" }, "Invalid parameter: tif"],
      [{ type: "sell", amount: "0.001", tif: "GTC" }, "Invalid parameter: tif"],
    ];
    for (const [body, message, field] of cases) {
      const answer = await order(poor.token, body);
      expect(answer.type, JSON.stringify(body)).toBe("error");
      expect(answer.message).toMatch(message);
      if (field) expect(answer.field).toBe(field);
    }
    expect(balance(poor.id, USDT)).toBe(100_000_000n);
    expect(balance(poor.id, USDT, "frozen")).toBe(0n);
    expect((await t.get("/api/coin/list?status=all", poor.token)).message.total).toBe(0);
    expect(
      (await t.form("/api/coin/trade", { type: "buy", amount: "1", currency_id: "1", legal_id: "3" })).type,
    ).toBe(999);
  });

  it("applies post-only, fill-or-kill and self-trade prevention", async () => {
    const maker = await user("spot-rules-maker@example.com", [
      [BTC, "1"],
      [USDT, "100000"],
    ]);
    const taker = await user("spot-rules-taker@example.com", [[USDT, "100000"]]);
    const ask = near(3);
    const resting = await order(maker.token, { type: "sell", amount: "0.01", target_price: ask });
    expect(
      await order(taker.token, { type: "buy", amount: "0.01", target_price: ask, post_only: "true" }),
    ).toMatchObject({
      message: "A post-only order would trade at once",
    });
    expect(
      await order(taker.token, { type: "buy", amount: "0.02", target_price: ask, tif: "FOK" }),
    ).toMatchObject({
      message: "The order could not be filled in full",
    });
    expect(balance(taker.id, USDT, "frozen")).toBe(0n);
    // the maker buys into its own ask: its resting order is cancelled instead of trading with itself
    const own = await order(maker.token, { type: "buy", amount: "0.01", target_price: ask, tif: "IOC" });
    expect(own.message).toMatchObject({ status: "cancelled", filled: "0" });
    const history = (await t.get("/api/coin/list?status=cancelled", maker.token)).message.data;
    expect(history.find((o: { id: number }) => o.id === resting.message.id)).toMatchObject({
      cancel_reason: "self-trade",
    });
    expect(balance(maker.id, BTC, "frozen")).toBe(0n);
    expect(balance(maker.id, USDT, "frozen")).toBe(0n);
  });

  it("cancels only the user's own open orders", async () => {
    const owner = await user("spot-owner@example.com", [[BTC, "1"]]);
    const other = await user("spot-other@example.com");
    const sell = await order(owner.token, { type: "sell", amount: "0.01", target_price: near(4) });
    const cancel = (token: string, id: string) =>
      t
        .raw({ method: "PUT", url: "/api/coin/trade", payload: { id }, headers: { authorization: token } })
        .then((r) => r.json());
    expect(await cancel(other.token, String(sell.message.id))).toMatchObject({
      type: "error",
      message: "Order not found",
    });
    expect(await cancel(owner.token, "999999")).toMatchObject({ type: "error", message: "Order not found" });
    expect((await cancel(owner.token, String(sell.message.id))).type).toBe("ok");
    expect(await cancel(owner.token, String(sell.message.id))).toMatchObject({
      message: "This order is already closed",
    });
  });

  it("folds trades into the candles' volume and turnover and the 24 h ticker", async () => {
    const [bar] = await t.db.query<{ volume: string; turnover: string }>(
      "SELECT volume::text AS volume, turnover::text AS turnover FROM candles WHERE market_id = 1 AND period = '1D' ORDER BY start DESC LIMIT 1",
    );
    expect(Number(bar!.volume)).toBeCloseTo(0.2 + 0.1, 9);
    expect(Number(bar!.turnover)).toBeGreaterThan(0);
  });
});

describe("spot commands as data", () => {
  const ticks = (price: string) => String(Math.round(Number(price) * 100));
  const cancel = (token: string, id: number) =>
    t
      .raw({ method: "PUT", url: "/api/coin/trade", payload: { id }, headers: { authorization: token } })
      .then((r) => r.json());
  /** What a refused command must leave as it was. */
  const snapshot = async (ids: number[]) => ({
    journal: await t.db.query("SELECT count(*)::int AS n, max(id)::text AS last FROM journal_entries"),
    orders: await t.db.query("SELECT id::text, status, filled::text FROM spot_orders ORDER BY id"),
    // the book's levels; not the depth channel's message number, which a throttled broadcast of an
    // earlier change may still move
    depth: (({ seq: _, ...levels }) => levels)(
      (await t.get("/api/spot/depth?symbol=BTC/USDT&limit=50")).message,
    ),
    balances: ids.flatMap((id) =>
      [BTC, USDT].flatMap((c) => [balance(id, c), balance(id, c, "frozen")].map(String)),
    ),
  });

  it("keeps each placement and cancel in the command log as an order event, with no journal row", async () => {
    const seller = await user("spot-data-seller@example.com", [[BTC, "1"]]);
    const price = near(5);
    const journal = await t.db.query("SELECT count(*)::int AS n FROM journal_entries");
    const placed = await order(seller.token, { type: "sell", amount: "0.01", target_price: price });
    expect(placed.message).toMatchObject({ status: "open", price, amount: "0.01" });
    expect(await cancel(seller.token, placed.message.id)).toMatchObject({ type: "ok" });
    // value moved only between the seller's own buckets: no journal row, no postings
    expect(await t.db.query("SELECT count(*)::int AS n FROM journal_entries")).toEqual(journal);
    /** the commands of the log's batches (`core_log`: deflated [id, kind, args, caller, key] lists) */
    const logged = (
      await t.db.query<{ commands: Uint8Array }>("SELECT commands FROM core_log ORDER BY first_id")
    ).flatMap(
      (b) =>
        JSON.parse(inflateRawSync(b.commands).toString("utf8")) as [number, string, unknown, unknown, null][],
    );
    const place = logged.find(
      ([, kind, args]) => kind === "spot.place" && (args as { price?: string }).price === ticks(price),
    );
    expect(place?.slice(1)).toEqual([
      "spot.place",
      {
        market: 1,
        type: "limit",
        side: "sell",
        tif: "GTC",
        postOnly: false,
        price: ticks(price),
        quantity: "10000",
      },
      { user: seller.id },
      null,
    ]);
    const cancelled = logged.find(
      ([id, kind, args]) =>
        id > place![0] && kind === "spot.cancel" && (args as { order: number }).order === placed.message.id,
    );
    expect(cancelled?.slice(2)).toEqual([
      { order: placed.message.id, reason: "user" },
      { user: seller.id },
      null,
    ]);
    const history = (await t.get("/api/coin/list?status=history", seller.token)).message.data;
    expect(history[0]).toMatchObject({
      id: placed.message.id,
      status: "cancelled",
      cancel_reason: "user",
      filled: "0",
    });
    expect(balance(seller.id, BTC)).toBe(100_000_000n);
  });

  it("refuses a command whose arguments are off the schema with COMMAND_INVALID, and changes nothing", async () => {
    const seller = await user("spot-data-ask@example.com", [[BTC, "1"]]);
    const buyer = await user("spot-data-bid@example.com", [[USDT, "10000"]]);
    const price = near(6);
    const ask = await order(seller.token, { type: "sell", amount: "0.01", target_price: price });
    const good = {
      market: 1,
      type: "limit",
      side: "buy",
      tif: "GTC",
      postOnly: false,
      price: ticks(price),
      quantity: "10000",
    };
    const before = await snapshot([seller.id, buyer.id]);
    const wrong: [string, unknown][] = [
      ["spot.place", { ...good, price: Number(ticks(price)) }],
      ["spot.place", { ...good, quantity: "-10000" }],
      ["spot.place", { ...good, quantity: "0.01" }],
      ["spot.place", { ...good, quantity: "10000000000000000000" }],
      ["spot.place", { ...good, tif: "DAY" }],
      ["spot.place", { ...good, market: "1" }],
      ["spot.place", { ...good, owner: seller.id }],
      [
        "spot.place",
        { market: 1, type: "market", side: "buy", tif: "IOC", quoteBudget: "1000", quantity: "1" },
      ],
      ["spot.place", { market: 1, type: "market", side: "buy", tif: "FOK", quoteBudget: "1000000" }],
      ["spot.place", { market: 1, type: "market", side: "sell", tif: "GTC", quantity: "1" }],
      ["spot.place", "buy everything"],
      ["spot.cancel", { order: String(ask.message.id), reason: "user" }],
      ["spot.cancel", { order: ask.message.id, reason: "admin" }],
      ["spot.cancel", { order: ask.message.id }],
      ["spot.maker_capital", { currency: USDT, amount: 1_000_000 }],
      // well formed, but only the market maker's own account receives its capital
      ["spot.maker_capital", { currency: USDT, amount: "1000000" }],
    ];
    for (const [kind, args] of wrong)
      expect(await t.app.core.send({ kind, args, caller: { user: buyer.id } }), JSON.stringify(args)).toEqual(
        {
          ok: false,
          code: "COMMAND_INVALID",
        },
      );
    expect(await snapshot([seller.id, buyer.id])).toEqual(before);
    // the same command with its arguments right trades
    const taken = await t.app.core.send({ kind: "spot.place", args: good, caller: { user: buyer.id } });
    expect(taken).toMatchObject({ ok: true, reply: { status: "filled", filled: "0.01", avg_price: price } });
    expect(balance(buyer.id, BTC)).toBe(999_000n); // 0.01 less 0.1 %
  });

  it("refuses a well-formed command it cannot honour with the product's code, keeping the order ids", async () => {
    const owner = await user("spot-data-owner@example.com", [[BTC, "1"]]);
    const other = await user("spot-data-other@example.com", [[USDT, "100"]]);
    const price = near(7);
    const ask = await order(owner.token, { type: "sell", amount: "0.01", target_price: price });
    const before = await snapshot([owner.id, other.id]);
    const limit = { type: "limit", side: "buy", tif: "GTC", postOnly: false, price: ticks(price) };
    const refused: [string, unknown, unknown, object][] = [
      [
        "spot.cancel",
        { order: ask.message.id, reason: "user" },
        { user: other.id },
        { code: "SPOT_ORDER_NOT_FOUND" },
      ],
      ["spot.cancel", { order: 999_999, reason: "user" }, { user: owner.id }, { code: "SPOT_ORDER_CLOSED" }],
      [
        "spot.place",
        { market: 99, ...limit, quantity: "10000" },
        { user: other.id },
        { code: "MARKET_UNKNOWN_MARKET" },
      ],
      [
        "spot.place",
        { market: 1, ...limit, quantity: "10000" },
        { system: "test" },
        { code: "COMMAND_INVALID" },
      ],
      [
        "spot.place",
        { market: 1, ...limit, quantity: "10000" },
        { user: other.id },
        { code: "WALLET_INSUFFICIENT_BALANCE" },
      ],
      [
        "spot.place",
        { market: 1, ...limit, postOnly: true, quantity: "1000" },
        { user: other.id },
        { code: "SPOT_POST_ONLY_WOULD_TAKE" },
      ],
      [
        "spot.place",
        { market: 1, type: "market", side: "sell", tif: "FOK", quantity: "1000" },
        { user: other.id },
        { code: "WALLET_INSUFFICIENT_BALANCE" },
      ],
    ];
    for (const [kind, args, caller, answer] of refused)
      expect(await t.app.core.send({ kind, args, caller } as never), JSON.stringify(args)).toEqual({
        ok: false,
        ...answer,
        ...("code" in answer && answer.code === "SPOT_POST_ONLY_WOULD_TAKE"
          ? { params: { min: "5", currency: "USDT" } }
          : {}),
      });
    expect(await snapshot([owner.id, other.id])).toEqual(before);
    // no refusal took an order id
    const next = await order(owner.token, { type: "sell", amount: "0.01", target_price: near(8) });
    expect(next.message.id).toBe(ask.message.id + 1);
  });

  it("answers the second of two cancels of one order that the order is closed, and returns the hold once", async () => {
    const owner = await user("spot-data-twice@example.com", [[BTC, "1"]]);
    const ask = await order(owner.token, { type: "sell", amount: "0.02", target_price: near(9) });
    const answers = await Promise.all([
      cancel(owner.token, ask.message.id),
      cancel(owner.token, ask.message.id),
    ]);
    expect(answers.filter((a) => a.type === "ok")).toHaveLength(1);
    expect(answers.find((a) => a.type !== "ok")).toMatchObject({ message: "This order is already closed" });
    expect(balance(owner.id, BTC)).toBe(100_000_000n);
    expect(balance(owner.id, BTC, "frozen")).toBe(0n);
  });
});

describe("the market maker", () => {
  it("is funded once from the house and quotes both sides around the index within its balances", async () => {
    // a second call changes nothing: each key answers its first credit
    const repeated = await t.app.maker.fund();
    const first = await t.db.query<{ id: string; reply: { currency: number; amount: string } }>(
      "SELECT id::text AS id, reply FROM journal_entries WHERE idempotency_key LIKE 'market-maker-capital:%' ORDER BY journal_entries.id",
    );
    // 7 currencies, for the maker and for its demo account (which quotes the demo books)
    expect(first).toHaveLength(14);
    expect(first.filter((e) => e.reply.currency === USDT)).toHaveLength(2);
    expect(repeated).toEqual(
      first.map((e) => ({ ok: true, entryId: Number(e.id), reply: e.reply, duplicate: true })),
    );
    const usdt = first.find((e) => e.reply.currency === USDT)!.reply.amount;
    expect(t.app.maker.available(USDT)).toBe(BigInt(usdt) * 1_000_000n);
    await t.app.maker.requote();
    const depth = (await t.get("/api/spot/depth?symbol=ETH/USDT&limit=50")).message;
    expect(depth.bids).toHaveLength(8);
    expect(depth.asks).toHaveLength(8);
    const eth = Number(t.app.feed.lastPrice(2));
    expect(Number(depth.bids[0][0])).toBeLessThan(eth);
    expect(Number(depth.asks[0][0])).toBeGreaterThan(eth);
    // re-quoting replaces the ladder rather than adding to it
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
    await t.app.maker.requote();
    const again = (await t.get("/api/spot/depth?symbol=ETH/USDT&limit=50")).message;
    expect(again.bids).toHaveLength(8);
    expect(again.asks).toHaveLength(8);
    const buyer = await user("spot-mm-buyer@example.com", [[USDT, "10000"]]);
    const taken = await t.form(
      "/api/coin/trade",
      { type: "buy", amount: "1000", currency_id: "2", legal_id: "3" },
      buyer.token,
    );
    expect(taken.message).toMatchObject({ status: "filled" });
    expect(Number(taken.message.avg_price)).toBeCloseTo(Number(again.asks[0][0]), 0);
  });
});
