import {
  channels,
  type KlineMessage,
  SequencedChannel,
  type SubscribeAck,
  type TickerMessage,
  type TickMessage,
  type UserMessage,
} from "@bourse/contract/realtime";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";

let t: TestApp;
let address: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await testApp();
  address = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

async function open(): Promise<Socket> {
  const socket = connect(address, { path: "/socket.io", transports: ["websocket"], reconnectionDelay: 50 });
  sockets.push(socket);
  await new Promise((r) => socket.once("hello", r));
  return socket;
}

const ask = (socket: Socket, event: string, arg: string) =>
  socket.emitWithAck(event, arg) as Promise<SubscribeAck>;

async function steps(n: number) {
  for (let i = 0; i < n; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
}

describe("realtime channels", () => {
  it("refuses channels that do not exist and answers the last sequence of those that do", async () => {
    const socket = await open();
    expect(await ask(socket, "sub", "tick:PEPE/USDT")).toMatchObject({ ok: false });
    expect(await ask(socket, "sub", "kline:BTC/USDT:7min")).toMatchObject({ ok: false });
    expect(await ask(socket, "sub", "nonsense")).toMatchObject({ ok: false });
    await steps(2);
    expect(await ask(socket, "sub", "tick:btc/usdt")).toEqual({ ok: true, seq: 2 });
    expect(await ask(socket, "sub", "kline:BTC/USDT:4H")).toMatchObject({ ok: true });
    expect(await ask(socket, "auth", "not-a-token")).toMatchObject({ ok: false });
  });

  it("sends a market's ticks only to its subscribers, and the open bar of each subscribed period", async () => {
    const socket = await open();
    const ticks: TickMessage[] = [];
    const bars: KlineMessage[] = [];
    socket.on("tick", (m: TickMessage) => ticks.push(m));
    socket.on("kline", (m: KlineMessage) => bars.push(m));
    await ask(socket, "sub", channels.tick("ETH/USDT"));
    await ask(socket, "sub", channels.kline("ETH/USDT", "1min"));
    await steps(3);
    await until(() => ticks.length === 3 && bars.length === 3);
    expect(ticks.every((m) => m.symbol === "ETH/USDT")).toBe(true);
    expect(ticks.at(-1)?.price).toBe(t.app.feed.lastPrice(2));
    expect(bars.map((b) => b.seq)).toEqual([bars[0]!.seq, bars[0]!.seq + 1, bars[0]!.seq + 2]);
    const [stored] = await t.db.query<{ close: string; high: string }>(
      "SELECT close::text AS close, high::text AS high FROM candles WHERE market_id = 2 AND period = '1min' ORDER BY start DESC LIMIT 1",
    );
    expect(Number(bars.at(-1)!.bar.close)).toBe(Number(stored!.close));
    expect(Number(bars.at(-1)!.bar.high)).toBe(Number(stored!.high));
  });

  it("conflates the ticker to one message a second whose state matches the REST snapshot", async () => {
    const socket = await open();
    const messages: TickerMessage[] = [];
    socket.on("ticker", (m: TickerMessage) => messages.push(m));
    await ask(socket, "sub", channels.ticker);
    await steps(6);
    // the channel converges on the last tick within a conflation interval
    const btcOf = (m: TickerMessage) => m.tickers.find((x) => x.symbol === "BTC/USDT")?.price;
    await until(() => messages.length > 0 && btcOf(messages.at(-1)!) === t.app.feed.lastPrice(1), 3000);
    const snapshot = (await t.get("/api/market/tickers")).message;
    expect(snapshot.seq).toBeGreaterThanOrEqual(messages.at(-1)!.seq);
    const btc = snapshot.tickers.find((x: { symbol: string }) => x.symbol === "BTC/USDT");
    expect(btc).toMatchObject({ price: t.app.feed.lastPrice(1), stale: false });
    expect(messages.map((m) => m.seq)).toEqual(messages.map((_, i) => messages[0]!.seq + i));
    // nothing moved: nothing is sent (after at most one more message for a tick that raced the last one)
    await new Promise((r) => setTimeout(r, 1200));
    const count = messages.length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(messages.length).toBe(count);
  });

  it("a client dropped in the middle of a burst catches up with no gap and ends on the REST state", async () => {
    const symbol = "BTC/USDT";
    const applied: TickMessage[] = [];
    const resyncs: (number | undefined)[] = [];
    const channel = new SequencedChannel<TickMessage>(
      (m) => applied.push(m),
      async (last) => {
        resyncs.push(last);
        // the HTTP catch-up: every tick after the last one applied, from the public log
        let after = last ?? t.app.feed.lastTick(1)?.seq ?? 0;
        if (last === undefined) return after;
        for (;;) {
          const page = (await t.get(`/api/ticks?symbol=${symbol}&after_seq=${after}&limit=1000`)).message
            .data as { seq: number; price: string; time: string }[];
          if (page.length === 0) return after;
          for (const x of page)
            applied.push({ channel: channels.tick(symbol), seq: x.seq, symbol, price: x.price, time: 0 });
          after = page.at(-1)!.seq;
        }
      },
    );
    const socket = connect(address, { path: "/socket.io", transports: ["websocket"], reconnectionDelay: 20 });
    sockets.push(socket);
    socket.on("tick", (m: TickMessage) => channel.receive(m));
    socket.on("connect", () => {
      void socket.emitWithAck("sub", channels.tick(symbol)).then(() => channel.resync());
    });
    await until(() => channel.seq !== undefined);
    const first = channel.seq!;

    let dropped = false;
    for (let i = 0; i < 150; i++) {
      if (i === 40) {
        socket.io.engine.close(); // the connection dies; socket.io reconnects on its own
        dropped = true;
      }
      t.clock.advance(200);
      await t.app.feed.step(t.clock());
      if (i % 10 === 0) await new Promise((r) => setTimeout(r, 5));
    }
    expect(dropped).toBe(true);
    const last = t.app.feed.lastTick(1)!.seq;
    await until(() => channel.seq === last, 10_000);

    expect(resyncs.length).toBeGreaterThanOrEqual(2); // the first sync and at least the reconnect
    expect(applied.map((m) => m.seq)).toEqual(Array.from({ length: last - first }, (_, i) => first + 1 + i));
    const log = (await t.get(`/api/ticks?symbol=${symbol}&after_seq=${first}&limit=1000`)).message.data;
    expect(applied.map((m) => m.price)).toEqual(log.map((x: { price: string }) => x.price));
    const quote = (await t.get("/api/currency/quotation_new")).message[0].quotation[0];
    expect(Number(applied.at(-1)!.price)).toBe(Number(quote.now_price));
  });

  it("tells a signed-in user when a balance changes, and nobody else", async () => {
    const alice = await signUp(t, "rt-alice@example.com");
    const bob = await signUp(t, "rt-bob@example.com");
    const aliceSocket = await open();
    const bobSocket = await open();
    const toAlice: UserMessage[] = [];
    const toBob: UserMessage[] = [];
    aliceSocket.on("user", (m: UserMessage) => toAlice.push(m));
    bobSocket.on("user", (m: UserMessage) => toBob.push(m));
    expect(await ask(aliceSocket, "auth", alice)).toMatchObject({ ok: true });
    expect(await ask(bobSocket, "auth", bob)).toMatchObject({ ok: true });

    const voucher = (await upload(t, alice, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: "3", network: "4", amount: "50", voucher },
      alice,
    );
    const admin = await operatorToken(t);
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
    await until(() => toAlice.length === 1);
    expect(toAlice[0]).toMatchObject({ kind: "balance", currencies: [3], seq: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(toBob).toEqual([]);
  });
});
