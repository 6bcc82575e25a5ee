import { money, rescale, toFixedString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../../testing/harness.ts";
import { etagReads } from "../../testing/public-reads.ts";

// Public market data is answered from memory: these tests read, change what was read (a tick, a trade),
// and read again at once, with the ETag of the first answer.
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  for (let i = 0; i < 3; i++) await step();
});
afterAll(() => t.close());

async function step() {
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
}

/** Steps until BTC/USDT's index price moves (the walk may stand still for a step). */
async function stepUntilBtcMoves() {
  const before = t.app.feed.lastPrice(1);
  for (let i = 0; i < 50 && t.app.feed.lastPrice(1) === before; i++) await step();
  expect(t.app.feed.lastPrice(1)).not.toBe(before);
}

const { get, read, readAfterChange } = etagReads(() => t);

const nowSeconds = () => Math.floor(t.clock().getTime() / 1000);

describe("public market data, from memory", () => {
  it("answers the market list with a one-second public cache; the next tick shows at once", async () => {
    const url = "/api/currency/quotation_new";
    const first = await read(url);
    expect(first.headers["cache-control"]).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(first.body.message[0].quotation[0].now_price).toBe(t.app.feed.lastPrice(1));
    await stepUntilBtcMoves();
    const after = await readAfterChange(url, first.etag);
    expect(after.message[0].quotation[0].now_price).toBe(t.app.feed.lastPrice(1));
    // the legacy shape, nothing undeclared
    expect(Object.keys(after)).toEqual(["type", "message"]);
    expect(Object.keys(after.message[0])).toEqual(["id", "name", "quotation"]);
  });

  it("builds each answer once per change, however many read it at once", async () => {
    const now = nowSeconds();
    const urls = [
      "/api/currency/quotation_new",
      `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 3600}&to=${now + 60}`,
      "/api/ticks?symbol=BTC/USDT",
    ];
    for (const url of urls) await get(url);
    const builds = t.app.publicReads.builds();
    const crowd = async () =>
      Promise.all(
        urls.flatMap((url) => Array.from({ length: 20 }, () => get(url, { "accept-encoding": "br, gzip" }))),
      );
    for (const res of await crowd()) expect(res.statusCode).toBe(200);
    expect(t.app.publicReads.builds()).toBe(builds);
    await step();
    for (const res of await crowd()) expect(res.statusCode).toBe(200);
    expect(t.app.publicReads.builds()).toBe(builds + urls.length);
  });

  it("marks a market stale once its limit passes without a tick, though no event said so", async () => {
    const url = "/api/currency/quotation_new";
    const first = await read(url);
    expect(first.body.message[0].quotation[0].stale).toBe(false);
    t.clock.advance(t.app.feed.staleAfterMs + 1);
    expect((await readAfterChange(url, first.etag)).message[0].quotation[0].stale).toBe(true);
    await step();
    expect((await get(url)).json().message[0].quotation[0].stale).toBe(false);
  });

  it("shows a tick in the open candle at once, in both candle shapes", async () => {
    const to = nowSeconds() + 60;
    const from = to - 3600;
    const legacy = `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${from}&to=${to}`;
    const udf = `/api/market/history?symbol=BTC/USDT&resolution=1&from=${from}&to=${to}`;
    const [a, b] = [await read(legacy), await read(udf)];
    expect(a.headers["cache-control"]).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(a.body).toMatchObject({ code: 1, msg: "success" });
    expect(b.body.s).toBe("ok");
    await stepUntilBtcMoves();
    expect((await readAfterChange(legacy, a.etag)).data.at(-1).close).toBe(t.app.feed.lastPrice(1));
    expect((await readAfterChange(udf, b.etag)).c.at(-1)).toBe(t.app.feed.lastPrice(1));
  });

  it("lists a new tick in the public log at once, revalidated at every use", async () => {
    const url = "/api/ticks?symbol=BTC/USDT&limit=1000";
    const first = await read(url);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    await step();
    const after = await readAfterChange(url, first.etag);
    expect(after.message.total).toBe(first.body.message.total + 1);
    expect(after.message.data.at(-1)).toMatchObject({ seq: t.app.feed.lastTick(1)!.seq });
    // catching up after a sequence number
    const since = `/api/ticks?symbol=BTC/USDT&after_seq=${t.app.feed.lastTick(1)!.seq}`;
    expect((await read(since)).body.message.data).toEqual([]);
    await step();
    expect((await get(since)).json().message.data.map((x: { seq: number }) => x.seq)).toEqual([
      t.app.feed.lastTick(1)!.seq,
    ]);
  });

  it("adds a spot trade's volume to the open candle at once", async () => {
    const admin = await operatorToken(t);
    const user = async (email: string, currency: number, network: number, amount: string) => {
      const token = await signUp(t, email);
      const voucher = (await upload(t, token, IMAGES.png)).message;
      const claim = await t.form(
        "/api/wallet/charge_req",
        { currency: String(currency), network: String(network), amount, voucher },
        token,
      );
      expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
      return token;
    };
    const seller = await user("reads-seller@example.com", 1, 1, "1");
    const buyer = await user("reads-buyer@example.com", 3, 4, "100000");
    const to = nowSeconds() + 60;
    const url = `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${to - 600}&to=${to}`;
    const before = await read(url);
    expect(before.body.data.at(-1).volume).toBe("0");
    const price = toFixedString(rescale(money(t.app.feed.lastPrice(1)!, 18), 2, "half-up"));
    const order = (token: string, type: string) =>
      t.form(
        "/api/coin/trade",
        { currency_id: "1", legal_id: "3", type, amount: "0.01", target_price: price },
        token,
      );
    expect((await order(seller, "sell")).type).toBe("ok");
    expect((await order(buyer, "buy")).message).toMatchObject({ status: "filled" });
    expect((await readAfterChange(url, before.etag)).data.at(-1).volume).toBe("0.01");
  });
});
