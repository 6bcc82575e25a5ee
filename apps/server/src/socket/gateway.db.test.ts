import { EventEmitter } from "node:events";
import {
  channels,
  type DepthMessage,
  type KlineMessage,
  SequencedChannel,
  type SubscribeAck,
  type TickerMessage,
  type TickMessage,
  type TradesMessage,
  type UserMessage,
} from "@bourse/contract/realtime";
import Fastify from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../testing/harness.ts";
import { COALESCE_WINDOW_MS } from "./coalesce.ts";
import { attachSocket, type GatewayDeps } from "./gateway.ts";

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

async function open(at = address): Promise<Socket> {
  const socket = connect(at, { path: "/socket.io", transports: ["websocket"], reconnectionDelay: 50 });
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
    expect(toAlice[0]).toMatchObject({ kind: "balance", currencies: [3], seq: 1, account: "real" });
    await new Promise((r) => setTimeout(r, 50));
    expect(toBob).toEqual([]);
  });

  it("a session switched to its demo account hears the demo account's events, marked demo, and the demo book's channels", async () => {
    const carol = await signUp(t, "rt-carol@example.com");
    const demo = (await t.form("/api/user/demo_account", {}, carol)).message.user_id as number;
    await t.form("/api/user/change_account", { account: "demo" }, carol);
    const socket = await open();
    const heard: UserMessage[] = [];
    socket.on("user", (m: UserMessage) => heard.push(m));
    expect(await ask(socket, "auth", carol)).toMatchObject({ ok: true });
    expect(await ask(socket, "sub", channels.depth("BTC/USDT", "demo"))).toMatchObject({ ok: true });
    expect(await ask(socket, "sub", channels.trades("BTC/USDT", "demo"))).toMatchObject({ ok: true });
    expect(await ask(socket, "sub", "depth:BTC/USDT:other")).toMatchObject({ ok: false });
    const books: { channel: string; account?: string; bids: unknown[] }[] = [];
    socket.on("depth", (m: (typeof books)[number]) => books.push(m));
    await steps(1);
    const bid = await t.form(
      "/api/coin/trade",
      { currency_id: "1", legal_id: "3", type: "buy", amount: "0.01", target_price: "60000" },
      carol,
    );
    expect(bid).toMatchObject({ type: "ok", account: "demo" });
    await until(() => heard.some((m) => m.kind === "order") && books.length > 0);
    expect(heard.every((m) => m.account === "demo" && m.channel === channels.user(demo))).toBe(true);
    expect(books.at(-1)).toMatchObject({
      channel: "depth:BTC/USDT:demo",
      account: "demo",
      bids: [["60000", "0.01"]],
    });
  });
});

describe("sockets follow their session", () => {
  /** A signed-in socket of `token`, with what it receives on the user's channel and why it dropped. */
  async function follow(token: string) {
    const socket = await open();
    const received: UserMessage[] = [];
    const dropped: string[] = [];
    socket.on("user", (m: UserMessage) => received.push(m));
    socket.on("disconnect", (reason) => dropped.push(reason));
    expect(await ask(socket, "auth", token)).toMatchObject({ ok: true });
    return { socket, received, dropped };
  }
  const login = async (email: string, password = "secret123") =>
    (await t.form("/api/user/login", { user_string: email, password })).message as string;
  const userId = async (token: string) => (await t.get("/api/user/info", token)).message.id as number;
  const sessionIds = async (token: string) =>
    (await t.get("/api/user/sessions", token)).message.map((s: { id: number; current: boolean }) => s);
  /** Something private for the user, on their channel (what a balance or order change sends). */
  const notify = (id: number) =>
    t.app.io.to(channels.user(id)).emit("user", { channel: channels.user(id), seq: 0, kind: "balance" });

  it("a signed-out session's socket is disconnected; the same user's other session keeps its events", async () => {
    const here = await signUp(t, "sock-out@example.com");
    const there = await login("sock-out@example.com");
    const id = await userId(here);
    const a = await follow(here);
    const b = await follow(there);
    notify(id);
    await until(() => a.received.length === 1 && b.received.length === 1);

    expect((await t.get("/api/user/logout", here)).type).toBe("ok");
    await until(() => a.dropped.length === 1);
    expect(a.dropped).toEqual(["io server disconnect"]);
    expect(a.socket.connected).toBe(false);
    notify(id);
    await until(() => b.received.length === 2);
    expect(a.received).toHaveLength(1);
    expect(b.socket.connected).toBe(true);
    // the revoked token cannot sign a socket in again
    expect(await ask(await open(), "auth", here)).toMatchObject({ ok: false });
  });

  it("a session that runs out disconnects its socket; one still live keeps it", async () => {
    const here = await signUp(t, "sock-expire@example.com");
    const there = await login("sock-expire@example.com");
    // here's session runs out a second from now on the server's clock, there's in 30 days
    const [mine] = (await sessionIds(here)).filter((s: { current: boolean }) => s.current);
    await t.db.query("UPDATE sessions SET expires_at = $2 WHERE id = $1", [
      mine.id,
      new Date(t.clock().getTime() + 1000),
    ]);
    const a = await follow(here);
    const b = await follow(there);
    t.clock.advance(1500);
    await until(() => a.dropped.length === 1, 5000);
    expect(a.dropped).toEqual(["io server disconnect"]);
    expect(b.socket.connected).toBe(true);
  });

  it("revoking a device from the list disconnects that device's socket only", async () => {
    const here = await signUp(t, "sock-revoke@example.com");
    const there = await login("sock-revoke@example.com");
    const a = await follow(here);
    const b = await follow(there);
    const other = (await sessionIds(here)).find((s: { current: boolean }) => !s.current);
    expect((await t.form("/api/user/sessions/revoke", { id: String(other.id) }, here)).type).toBe("ok");
    await until(() => b.dropped.length === 1);
    expect(b.dropped).toEqual(["io server disconnect"]);
    await new Promise((r) => setTimeout(r, 50));
    expect(a.socket.connected).toBe(true);
    expect(a.dropped).toEqual([]);
  });

  it("a password change disconnects the other sessions' sockets, not the one that changed it", async () => {
    const here = await signUp(t, "sock-pw@example.com");
    const there = await login("sock-pw@example.com");
    const id = await userId(here);
    const a = await follow(here);
    const b = await follow(there);
    const changed = await t.form(
      "/api/safe/change_password",
      { old_password: "secret123", password: "newpass77", re_password: "newpass77" },
      here,
    );
    expect(changed.type).toBe("ok");
    await until(() => b.dropped.length === 1);
    notify(id);
    await until(() => a.received.length === 1);
    expect(b.received).toEqual([]);
    expect(a.socket.connected).toBe(true);
  });

  it("a password reset disconnects every socket of the account", async () => {
    const here = await signUp(t, "sock-reset@example.com");
    const there = await login("sock-reset@example.com");
    const a = await follow(here);
    const b = await follow(there);
    t.clock.advance(61_000);
    await t.form("/api/sms_mail", { user_string: "sock-reset@example.com", scene: "forget" });
    const code = await latestCode(t, "sock-reset@example.com");
    const reset = await t.form("/api/user/forget", {
      account: "sock-reset@example.com",
      code,
      password: "newpass88",
      repassword: "newpass88",
    });
    expect(reset.type).toBe("ok");
    await until(() => a.dropped.length === 1 && b.dropped.length === 1);
  });

  it("an operator locking the account disconnects its sockets", async () => {
    const here = await signUp(t, "sock-lock@example.com");
    const a = await follow(here);
    const admin = await operatorToken(t);
    expect(
      (await t.form(`/api/admin/users/${await userId(here)}/lock`, { reason: "account takeover" }, admin))
        .type,
    ).toBe("ok");
    await until(() => a.dropped.length === 1);
  });

  it("a session revoked elsewhere is refused even while this node still remembers it as live", async () => {
    const token = await signUp(t, "sock-elsewhere@example.com");
    // the guard has just seen the session live (remembered for 2 s)…
    expect((await t.get("/api/user/info", token)).type).toBe("ok");
    // …when another node revokes it straight in the database
    await t.db.query("UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND user_id = $1", [
      await userId(token),
    ]);
    expect(await ask(await open(), "auth", token)).toMatchObject({ ok: false });
  });

  it("a socket that signs in as someone else leaves the first session's events", async () => {
    const first = await signUp(t, "sock-first@example.com");
    const second = await signUp(t, "sock-second@example.com");
    const s = await follow(first);
    expect(await ask(s.socket, "auth", second)).toMatchObject({ ok: true });
    notify(await userId(first));
    notify(await userId(second));
    await until(() => s.received.length === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.received).toHaveLength(1);
    // signing the first session out no longer drops the socket, which follows the second
    await t.get("/api/user/logout", first);
    await new Promise((r) => setTimeout(r, 50));
    expect(s.socket.connected).toBe(true);
  });
});

describe("coalesced channels (a gateway over stand-in services, driven event by event)", () => {
  type Book = { bids: [string, string][]; asks: [string, string][] };
  const book = (price: string): Book => ({ bids: [[price, "1"]], asks: [] });
  const feed = {
    events: new EventEmitter(),
    markets: () => [{ id: 1, symbol: "BTC/USDT" }],
    bySymbol: (symbol: string) => (symbol === "BTC/USDT" ? { id: 1, symbol } : undefined),
    lastTick: () => undefined,
  };
  const spot = {
    rules: [{ id: 1, symbol: "BTC/USDT" }],
    books: { real: book("1"), demo: book("1") } as Record<"real" | "demo", Book>,
    depth(_r: unknown, _levels: number, demo = false) {
      return spot.books[demo ? "demo" : "real"];
    },
    events: new EventEmitter(),
  };
  let price = "0";
  const stats = {
    fresh: async () => {},
    tickers: () => [{ symbol: "BTC/USDT", price }],
  };
  const core = { events: new EventEmitter(), isDemoUser: () => false };
  const notices = new EventEmitter();
  const gateway = Fastify();
  let at: string;
  beforeAll(async () => {
    attachSocket(gateway, {
      feed,
      core,
      stats,
      spot,
      notices: [notices],
      userOfToken: async (token: string) =>
        token === "user-7" ? { id: 7, sessionId: 1, expiresAt: new Date(Date.now() + 3600_000) } : undefined,
      clock: () => new Date(),
      tickerIntervalMs: 200,
    } as unknown as GatewayDeps);
    at = await gateway.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => gateway.close());

  /** A socket subscribed to `channels`, with every message it receives, and when (ms). */
  async function subscriber(...names: string[]) {
    const socket = await open(at);
    const got: { event: string; at: number; message: { channel: string; seq: number } }[] = [];
    socket.onAny((event: string, message: { channel: string; seq: number }) =>
      got.push({ event, at: Date.now(), message }),
    );
    const acks: SubscribeAck[] = [];
    for (const name of names) acks.push(await ask(socket, "sub", name));
    /** What arrived on one channel (its messages read as `M`). */
    const on = <M extends { seq: number } = { channel: string; seq: number }>(channel: string) =>
      got.filter((g) => g.message.channel === channel) as unknown as { at: number; message: M }[];
    return { socket, got, acks, on };
  }
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it("a book's changes within a window go out as one message: the first at once, the latest state at the window's end, numbered without gaps", async () => {
    const channel = channels.depth("BTC/USDT");
    const s = await subscriber(channel);
    expect(s.acks[0]).toEqual({ ok: true, seq: 0 });
    const changed = (price: string) => {
      spot.books.real = book(price);
      spot.events.emit("depth", 1, false);
    };
    const start = Date.now();
    changed("101");
    // the leading edge is sent (and numbered) at once, the next changes wait for the window's end
    expect(gateway.channelSeq(channel)).toBe(1);
    for (const p of ["102", "103", "104"]) changed(p);
    expect(gateway.channelSeq(channel)).toBe(1);
    await until(() => s.on(channel).length === 2);
    const [first, last] = s.on<DepthMessage>(channel);
    // the leading edge carries the state of the first change, the trailing edge the last one's
    expect(first!.message).toMatchObject({ channel, seq: 1, symbol: "BTC/USDT", bids: [["101", "1"]] });
    expect(last!.message).toMatchObject({ channel, seq: 2, bids: [["104", "1"]], asks: [] });
    expect(last!.at - start).toBeGreaterThanOrEqual(COALESCE_WINDOW_MS - 2);
    // nothing more changed: nothing more is sent, and a snapshot now answers the last number sent
    await sleep(3 * COALESCE_WINDOW_MS);
    expect(s.on(channel)).toHaveLength(2);
    expect(gateway.channelSeq(channel)).toBe(2);

    // after a quiet window a change goes out at once again, and the next one at that window's end
    const again = Date.now();
    changed("105");
    expect(gateway.channelSeq(channel)).toBe(3);
    changed("106");
    expect(gateway.channelSeq(channel)).toBe(3);
    await until(() => s.on(channel).length === 4);
    expect(s.on(channel)[3]!.at - again).toBeGreaterThanOrEqual(COALESCE_WINDOW_MS - 2);
    expect(s.on<DepthMessage>(channel).map((g) => [g.message.seq, g.message.bids[0]![0]])).toEqual([
      [1, "101"],
      [2, "104"],
      [3, "105"],
      [4, "106"],
    ]);
    s.socket.close();
  });

  it("each book has its own window: the demo book's changes do not hold back the real book's", async () => {
    const real = channels.depth("BTC/USDT");
    const demo = channels.depth("BTC/USDT", "demo");
    const s = await subscriber(real, demo);
    await sleep(2 * COALESCE_WINDOW_MS);
    const [realSeq, demoSeq] = s.acks.map((a) => a.seq ?? -1) as [number, number];
    spot.books.demo = book("7");
    spot.events.emit("depth", 1, true);
    spot.books.real = book("8");
    spot.events.emit("depth", 1, false);
    // both leading edges, sent at once
    expect([gateway.channelSeq(real), gateway.channelSeq(demo)]).toEqual([realSeq + 1, demoSeq + 1]);
    await until(() => s.on(real).length === 1 && s.on(demo).length === 1);
    expect(s.on(demo)[0]!.message).toMatchObject({ seq: demoSeq + 1, account: "demo", bids: [["7", "1"]] });
    expect(s.on(real)[0]!.message).toMatchObject({ seq: realSeq + 1, account: "real", bids: [["8", "1"]] });
    await sleep(2 * COALESCE_WINDOW_MS);
    expect(s.got).toHaveLength(2);
    s.socket.close();
  });

  it("the ticker is coalesced too, while ticks, trades and a user's messages are each sent, in order", async () => {
    const tick = channels.tick("BTC/USDT");
    const trades = channels.trades("BTC/USDT");
    const user = channels.user(7);
    const s = await subscriber(channels.ticker, tick, trades);
    expect(await ask(s.socket, "auth", "user-7")).toEqual({ ok: true, seq: 0 });
    const tickerSeq = s.acks[0]!.seq!;
    for (let i = 1; i <= 20; i++) {
      price = String(60_000 + i);
      feed.events.emit("tick", { marketId: 1, symbol: "BTC/USDT", seq: i, price, ts: i, bars: {} });
      spot.events.emit("trades", {
        market: { symbol: "BTC/USDT" },
        demo: false,
        trades: [{ id: i, price, amount: "1", side: "buy", time: i }],
      });
      notices.emit("user", { userId: 7, kind: "p2p", order: { id: i, status: "paid" } });
    }
    await until(() => s.on(tick).length === 20 && s.on(trades).length === 20 && s.on(user).length === 20);
    const seqs = (channel: string) => s.on(channel).map((g) => g.message.seq);
    const oneToTwenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(seqs(tick)).toEqual(oneToTwenty);
    expect(seqs(trades)).toEqual(oneToTwenty);
    expect(s.on<TradesMessage>(trades).map((g) => g.message.trades[0]!.id)).toEqual(oneToTwenty);
    expect(seqs(user)).toEqual(oneToTwenty);
    expect(s.on<UserMessage & { order: { id: number } }>(user).map((g) => g.message.order.id)).toEqual(
      oneToTwenty,
    );
    // twenty ticks in one go: the ticker's first message at once, then one with the last price
    await until(() => s.on(channels.ticker).at(-1)?.message.seq === tickerSeq + 2);
    await sleep(400);
    const tickers = s.on<TickerMessage>(channels.ticker).map((g) => g.message);
    expect(tickers.map((m) => m.seq)).toEqual([tickerSeq + 1, tickerSeq + 2]);
    expect(tickers.at(-1)!.tickers[0]).toMatchObject({ price: "60020" });
    s.socket.close();
  });
});

describe("a spot book's channel, coalesced, end to end", () => {
  it("a burst of orders: the book's messages are gapless, and a client resyncing by seq ends on the REST snapshot", async () => {
    const dana = await signUp(t, "rt-dana@example.com");
    await t.form("/api/user/demo_account", {}, dana);
    await t.form("/api/user/change_account", { account: "demo" }, dana);
    const channel = channels.depth("BTC/USDT", "demo");
    const snapshot = async () =>
      (await t.get("/api/spot/depth?symbol=BTC/USDT&account=demo")).message as {
        seq: number;
        bids: [string, string][];
        asks: [string, string][];
      };
    // the web app's client: messages applied in sequence, a gap or a (re)subscription resyncs from REST
    let state: { bids: [string, string][]; asks: [string, string][] } | undefined;
    const received: DepthMessage[] = [];
    const socket = await open();
    const sequenced = new SequencedChannel<DepthMessage>(
      (m) => {
        state = { bids: m.bids, asks: m.asks };
      },
      async () => {
        await ask(socket, "sub", channel);
        const { seq, bids, asks } = await snapshot();
        state = { bids, asks };
        return seq;
      },
    );
    socket.on("depth", (m: DepthMessage) => {
      received.push(m);
      sequenced.receive(m);
    });
    await sequenced.resync();

    // bids within the band around the index price, under any ask: each rests and changes the book
    const under = Math.floor(Number(t.app.feed.lastPrice(1) ?? 60_000) * 0.9);
    const prices = Array.from({ length: 6 }, (_, i) => String(under + i));
    const placed = await Promise.all(
      prices.map((target_price) =>
        t.form(
          "/api/coin/trade",
          { currency_id: "1", legal_id: "3", type: "buy", amount: "0.001", target_price },
          dana,
        ),
      ),
    );
    expect(placed.filter((p) => p.type !== "ok")).toEqual([]);
    const hasAll = (bids: [string, string][] | undefined) =>
      prices.every((p) => bids?.some(([price]) => price === p));
    // the trailing edge sends the book as the last order left it
    await until(() => hasAll(received.at(-1)?.bids));
    await new Promise((r) => setTimeout(r, 3 * COALESCE_WINDOW_MS));
    const seqs = received.map((m) => m.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    expect(received.length).toBeLessThanOrEqual(prices.length);
    const rest = await snapshot();
    expect(rest.seq).toBe(seqs.at(-1));
    expect(received.at(-1)).toMatchObject({ bids: rest.bids, asks: rest.asks });
    expect(sequenced.seq).toBe(rest.seq);
    expect(state).toEqual({ bids: rest.bids, asks: rest.asks });
  });
});
