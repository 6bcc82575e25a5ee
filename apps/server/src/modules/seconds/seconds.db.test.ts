import { settleSeconds } from "@bourse/engine";
import { compare, money } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { secondsTester, USDT } from "../../testing/seconds-kit.ts";

let t: TestApp;
let admin: string;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
  s = secondsTester(t, admin);
  await s.step(500);
});
afterAll(() => t.close());

const user = (email: string, micro?: string, kyc?: boolean) => s.user(email, micro, kyc);
const micro = (id: number, bucket?: "available" | "frozen") => s.micro(id, bucket);
const submit = (token: string | undefined, body?: Record<string, string>) => s.submit(token, body);
const result = (token: string, id: number) => s.result(token, id);
const step = (ms: number) => s.step(ms);

describe("seconds contracts: configuration", () => {
  it("lists the durations on offer and the stake currencies, with the micro balance only when signed in", async () => {
    expect((await t.get("/api/microtrade/seconds")).message).toEqual([
      { seconds: 30, profit_ratio: "20", min_num: "10", max_num: "50000" },
      { seconds: 60, profit_ratio: "30", min_num: "10", max_num: "50000" },
      { seconds: 120, profit_ratio: "40", min_num: "10", max_num: "50000" },
      { seconds: 300, profit_ratio: "50", min_num: "10", max_num: "50000" },
    ]);
    const presets = ["10", "50", "100", "500", "1000"].map((number) => ({ number }));
    expect((await t.get("/api/microtrade/payable_currencies")).message).toEqual([
      { id: USDT, name: "USDT", micro_numbers: presets, user_wallet: null },
    ]);
    expect(
      (await t.get("/api/microtrade/payable_currencies", "not-a-token")).message[0].user_wallet,
    ).toBeNull();
    const carol = await user("seconds-carol@example.com", "250.5");
    expect((await t.get("/api/microtrade/payable_currencies", carol.token)).message[0].user_wallet).toEqual({
      micro_balance: "250.5",
      lock_micro_balance: "0",
      experience: "0",
    });
  });
});

describe("seconds contracts: placing and settling", () => {
  it("freezes the stake on the last index tick and settles on the first tick at or after expiry", async () => {
    const alice = await user("seconds-alice@example.com");
    const bob = await user("seconds-bob@example.com");
    const houseBefore = s.house();
    const open = t.app.feed.lastTick(1)!;
    const up = await submit(alice.token, { type: "1", number: "33.333333" });
    const down = await submit(bob.token, { type: "2", number: "33.333333" });
    expect(up).toMatchObject({
      type: "ok",
      message: {
        match_id: 1,
        symbol: "BTC/USDT",
        currency_name: "USDT",
        type: 1,
        direction: "up",
        seconds: 30,
        number: "33.333333",
        profit_ratio: "20",
        pre_profit_result: "6.666666", // 33.333333 × 20 % = 6.6666666, rounded down
        status: 1,
        result: null,
        open_price: open.price,
        open_tick: { seq: open.seq, time: open.ts, price: open.price },
        end_tick: null,
        end_price: null,
        payout: null,
      },
    });
    expect(down.message).toMatchObject({ direction: "down", type: 2, open_tick: up.message.open_tick });
    const placed = Date.parse(up.message.created_at);
    expect(Date.parse(up.message.expires_at)).toBe(placed + 30_000);
    expect(micro(alice.id, "frozen")).toBe(33_333_333n);
    expect(micro(alice.id)).toBe(1000_000_000n - 33_333_333n);

    // half a second early: that tick settles nothing
    const early = await step(29_500);
    expect(early.ts).toBeLessThan(placed + 30_000);
    expect((await result(alice.token, up.message.id)).status).toBe(1);
    expect(micro(alice.id, "frozen")).toBe(33_333_333n);

    const end = await step(500);
    expect(end.ts).toBe(placed + 30_000);
    const [a, b] = [await result(alice.token, up.message.id), await result(bob.token, down.message.id)];
    for (const o of [a, b]) {
      expect(o).toMatchObject({ status: 3, end_price: end.price });
      expect(o.end_tick).toEqual({ seq: end.seq, time: end.ts, price: end.price });
      expect(micro(o === a ? alice.id : bob.id, "frozen")).toBe(0n);
    }

    // the expected outcome, recomputed from the two recorded ticks
    const move = compare(money(end.price, 18), money(open.price, 18));
    const stake = 33_333_333n;
    const profit = 6_666_666n;
    if (move === 0) {
      expect([a.result, b.result]).toEqual(["tie", "tie"]);
      expect([micro(alice.id), micro(bob.id)]).toEqual([1000_000_000n, 1000_000_000n]);
      expect(s.house()).toBe(houseBefore);
    } else {
      const [winner, loser] = move > 0 ? [alice, bob] : [bob, alice];
      const [won, lost] = move > 0 ? [a, b] : [b, a];
      expect(won).toMatchObject({ result: "win", payout: "39.999999", fact_profits: "6.666666" });
      expect(lost).toMatchObject({ result: "loss", payout: "0", fact_profits: "-33.333333" });
      expect(micro(winner.id)).toBe(1000_000_000n + profit);
      expect(micro(loser.id)).toBe(1000_000_000n - stake);
      expect(s.house() - houseBefore).toBe(stake - profit);
    }
    expect(a.settled_at).not.toBeNull();

    // both ticks are in the public log, with the same id, time and price
    const log = (await t.get(`/api/ticks?symbol=BTC/USDT&after_seq=${open.seq - 1}&limit=100`)).message.data;
    const bySeq = (seq: number) => log.find((x: { seq: number }) => x.seq === seq);
    for (const tick of [a.open_tick, a.end_tick]) {
      expect(bySeq(tick.seq).price).toBe(tick.price);
      expect(Date.parse(bySeq(tick.seq).time)).toBe(tick.time);
    }
    // the end tick is the first of the log at or after expiry
    const first = log.find((x: { time: string }) => Date.parse(x.time) >= Date.parse(a.expires_at));
    expect(first.seq).toBe(a.end_tick.seq);
    // the verify link is that stretch of the log
    const verify = (await t.get(a.verify_url)).message.data;
    expect(verify[0].seq).toBe(a.open_tick.seq);
    expect(verify.at(-1).seq).toBe(a.end_tick.seq);
  });

  it("publishes a proof anyone can read and recompute, by an unguessable id, without the stake or the trader", async () => {
    const dan = await user("seconds-dan@example.com");
    const placed = await submit(dan.token, { type: "2", seconds: "60", number: "10" });
    const publicId: string = placed.message.public_id;
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(placed.message.proof_url).toBe(`/api/seconds/${publicId}/proof`);
    // the owner's views carry the same public id
    expect((await result(dan.token, placed.message.id)).public_id).toBe(publicId);
    const listed = (await t.get("/api/microtrade/lists?page=1&limit=5", dan.token)).message.data;
    expect(listed.find((o: { id: number }) => o.id === placed.message.id).public_id).toBe(publicId);

    const pending = (await t.get(placed.message.proof_url)).message;
    expect(pending).toMatchObject({
      public_id: publicId,
      direction: "down",
      seconds: 60,
      status: "open",
      end_tick: null,
      result: null,
    });
    await step(30_000);
    await step(30_000);
    const proof = await t.get(placed.message.proof_url); // no token: public
    expect(proof.type).toBe("ok");
    const p = proof.message;
    expect(p).toMatchObject({
      public_id: publicId,
      symbol: "BTC/USDT",
      status: "settled",
      open_tick: placed.message.open_tick,
      expires_at: placed.message.expires_at,
    });
    // no more than the outcome needs: not the trader, the order's number, the stake or the money
    expect(Object.keys(p).sort()).toEqual(
      [
        "direction",
        "end_tick",
        "expires_at",
        "open_tick",
        "public_id",
        "result",
        "rule",
        "seconds",
        "status",
        "symbol",
        "verify_url",
      ].sort(),
    );
    const text = JSON.stringify(p);
    expect(text).not.toContain("seconds-dan");
    expect(text).not.toMatch(/stake|payout|profit|user|currency/);
    expect(p.rule).toContain("first tick");
    expect(p.end_tick.time).toBeGreaterThanOrEqual(Date.parse(p.expires_at));
    const recomputed = settleSeconds({
      direction: p.direction,
      stake: money("10", 6),
      profitRate: "0.3",
      openPrice: money(p.open_tick.price, 18),
      endPrice: money(p.end_tick.price, 18),
    });
    expect(p.result).toBe(recomputed.result);
    expect((await result(dan.token, placed.message.id)).result).toBe(p.result);
    expect(micro(dan.id)).toBe(1000_000_000n - 10_000_000n + recomputed.payout.units);

    // the order's number names no proof, nor does any other guess
    for (const guess of [
      String(placed.message.id),
      "999999",
      "99999999999999999999",
      "x".repeat(22),
      `${publicId.slice(0, -1)}${publicId.endsWith("A") ? "B" : "A"}`,
    ]) {
      const answer = await t.get(`/api/seconds/${guess}/proof`);
      expect(answer, guess).toMatchObject({ type: "error", message: "Order not found" });
    }
    for (const odd of ["a".repeat(65), `${publicId}%00`, "%E2%80%AE"])
      expect((await t.get(`/api/seconds/${odd}/proof`)).type, odd).toBe("error");
  });

  it("gives every order its own public id", async () => {
    const pia = await user("seconds-pia@example.com");
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const placed = await submit(pia.token, { number: "10" });
      expect(placed.type).toBe("ok");
      expect(placed.message.public_id.length).toBeGreaterThanOrEqual(22);
      ids.add(placed.message.public_id);
    }
    expect(ids.size).toBe(5);
    const [row] = await t.db.query<{ n: number; distinct: number }>(
      "SELECT count(*)::int AS n, count(DISTINCT public_id)::int AS distinct FROM seconds_orders",
    );
    expect(row!.distinct).toBe(row!.n);
  });

  it("lists the user's own orders newest first, by market and status", async () => {
    const erin = await user("seconds-erin@example.com");
    const ids: number[] = [];
    const bodies: Record<string, string>[] = [{}, { match_id: "2" }, { seconds: "120" }, {}, {}, {}];
    for (const body of bodies) {
      const placed = await submit(erin.token, { number: "10", ...body });
      expect(placed.type).toBe("ok");
      ids.push(placed.message.id);
    }
    const page = (await t.get("/api/microtrade/lists", erin.token)).message;
    expect(page).toMatchObject({ total: 6, page: 1, pages: 2 });
    expect(page.data.map((o: { id: number }) => o.id)).toEqual(ids.slice(1).reverse());
    const eth = (await t.get("/api/microtrade/lists?match_id=2", erin.token)).message;
    expect(eth.data.map((o: { symbol: string }) => o.symbol)).toEqual(["ETH/USDT"]);
    await step(30_000);
    const settled = (await t.get("/api/microtrade/lists?status=3&limit=10", erin.token)).message;
    expect(settled.total).toBe(5);
    const open = (await t.get("/api/microtrade/lists?status=1", erin.token)).message;
    expect(open.data.map((o: { id: number; seconds: number }) => [o.id, o.seconds])).toEqual([[ids[2], 120]]);
    expect((await t.get("/api/microtrade/lists?status=-1&page=2", erin.token)).message.data).toHaveLength(1);
    expect((await t.get("/api/microtrade/lists")).type).toBe(999);
  });
});

describe("seconds contracts: refusals", () => {
  it("refuses guests (999) and unverified users (998)", async () => {
    expect(await submit(undefined)).toMatchObject({ type: 999 });
    const frank = await user("seconds-frank@example.com", "100", false);
    expect(await submit(frank.token)).toMatchObject({ type: 998 });
    expect(await s.orderCount(frank.id)).toBe(0);
  });

  it("refuses bad orders with nothing frozen and no order recorded", async () => {
    const gina = await user("seconds-gina@example.com", "1000");
    const refusals: [Record<string, string>, string, string][] = [
      [{ seconds: "45" }, "SECONDS_UNKNOWN_DURATION", "Please choose one of the offered durations"],
      [{ currency_id: "1" }, "SECONDS_UNKNOWN_CURRENCY", "Seconds contracts cannot be paid in this currency"],
      [{ match_id: "99" }, "SECONDS_MARKET_CLOSED", "Seconds contracts are closed on this market"],
      [{ number: "9.999999" }, "SECONDS_STAKE_OUT_OF_RANGE", "The amount must be between 10 and 50000"],
      [{ number: "50000.000001" }, "SECONDS_STAKE_OUT_OF_RANGE", "The amount must be between 10 and 50000"],
      [{ number: "-20" }, "REQUEST_INVALID_FIELD", "Invalid parameter: number"],
      [{ number: "abc" }, "REQUEST_INVALID_FIELD", "Invalid parameter: number"],
      [{ number: "1e3" }, "REQUEST_INVALID_FIELD", "Invalid parameter: number"],
      [{ number: "10.0000001" }, "WALLET_AMOUNT_TOO_PRECISE", "The amount can have at most 6 decimal places"],
      [{ number: "1000.000001" }, "WALLET_INSUFFICIENT_BALANCE", "Insufficient wallet balance"],
    ];
    for (const [body, code, message] of refusals)
      expect(await submit(gina.token, body)).toMatchObject({ code, message });
    expect((await submit(gina.token, { type: "3" })).type).toBe("error");

    await t.db.query("UPDATE markets SET open_microtrade = false WHERE id = 2");
    expect((await submit(gina.token, { match_id: "2" })).code).toBe("SECONDS_MARKET_CLOSED");
    await t.db.query("UPDATE markets SET open_microtrade = true WHERE id = 2");

    // no tick for longer than the stale limit
    t.clock.advance(11_000);
    expect(await submit(gina.token)).toMatchObject({
      code: "SECONDS_PRICE_STALE",
      message: "The index price of this market is not updating right now, please try again shortly",
    });
    await step(500);

    expect(micro(gina.id, "frozen")).toBe(0n);
    expect(micro(gina.id)).toBe(1000_000_000n);
    expect(await s.orderCount(gina.id)).toBe(0);
    // the whole balance is a valid stake
    expect((await submit(gina.token, { number: "1000" })).type).toBe("ok");
    expect(micro(gina.id)).toBe(0n);
  });

  it("shows an order only to its owner", async () => {
    const hank = await user("seconds-hank@example.com");
    const ivy = await user("seconds-ivy@example.com");
    const placed = await submit(hank.token);
    expect(await t.get(`/api/microtrade/get_result?id=${placed.message.id}`, ivy.token)).toMatchObject({
      code: "SECONDS_NOT_FOUND",
      message: "Order not found",
    });
    expect((await t.get("/api/microtrade/get_result?id=999999", hank.token)).code).toBe("SECONDS_NOT_FOUND");
    expect((await t.get(`/api/microtrade/get_result?id=${placed.message.id}`)).type).toBe(999);
    expect(
      (await t.form("/api/microtrade/cancelMicOrder", { id: String(placed.message.id) }, ivy.token)).code,
    ).toBe("SECONDS_NOT_FOUND");
  });
});

describe("seconds contracts: cancelling", () => {
  const cancel = (token: string, id: number) =>
    t.form("/api/microtrade/cancelMicOrder", { id: String(id) }, token);
  const grace = (value: string) =>
    t.form("/api/admin/settings", { key: "seconds_cancel_grace_seconds", value }, admin);

  it("is refused by default, allowed within the operator's grace period, too late after it", async () => {
    const jack = await user("seconds-jack@example.com");
    const first = (await submit(jack.token, { number: "100" })).message;
    expect(await cancel(jack.token, first.id)).toMatchObject({
      code: "SECONDS_CANCEL_NOT_ALLOWED",
      message: "Seconds orders cannot be cancelled once placed",
    });

    expect((await grace("5")).type).toBe("ok");
    await step(3_000);
    expect(await cancel(jack.token, first.id)).toMatchObject({
      type: "ok",
      message: { id: first.id, status: 4 },
    });
    expect(micro(jack.id, "frozen")).toBe(0n);
    expect(micro(jack.id)).toBe(1000_000_000n);
    expect((await result(jack.token, first.id)).status).toBe(4);
    expect((await cancel(jack.token, first.id)).code).toBe("SECONDS_ALREADY_SETTLED");

    const second = (await submit(jack.token, { number: "100" })).message;
    await step(6_000);
    expect(await cancel(jack.token, second.id)).toMatchObject({
      code: "SECONDS_CANCEL_TOO_LATE",
      message: "Seconds orders can only be cancelled within 5 s of placing them",
    });
    expect(micro(jack.id, "frozen")).toBe(100_000_000n);

    await step(24_000); // 30 s: the end tick
    expect((await result(jack.token, second.id)).status).toBe(3);
    expect(await cancel(jack.token, second.id)).toMatchObject({
      code: "SECONDS_ALREADY_SETTLED",
      message: "This order is already settled",
    });
    // the cancelled order never settled: its end tick stays empty
    expect((await result(jack.token, first.id)).end_tick).toBeNull();
    expect((await grace("0")).type).toBe("ok");
  });
});
