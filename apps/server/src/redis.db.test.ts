import { Redis } from "ioredis";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "./testing/harness.ts";

// Runs where a Redis is given (CI sets REDIS_URL for the PostgreSQL suite); one node needs none.
describe.runIf(process.env.REDIS_URL)("two server nodes sharing Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL;
    // b first: starting an embedded PGlite blocks the event loop long enough to drop the Redis
    // connections opened just before it, so the listening node a starts last.
    const cluster = { redisUrl, cluster: true, clusterName: `rl${Date.now()}` };
    b = await testApp({ ...cluster, authRateLimit: 4, accountRateLimit: 3 });
    // a second node over the same database (the sessions both nodes check): it follows b
    a = await testApp({ ...cluster, authRateLimit: 4, accountRateLimit: 3 }, b);
  });
  afterAll(async () => {
    // a shares b's database: b, closed last, closes it
    await a.close();
    await b.close();
  });

  it("fans socket.io events out from one node to clients of the other", async () => {
    const address = await a.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = connect(address, { path: "/socket.io", transports: ["websocket"] });
    // the adapter's subscription may take a moment after start: repeat until one arrives
    const timer = setInterval(() => b.app.io.emit("fanout", { tag: "from-b" }), 50);
    try {
      const received = await new Promise((resolve) => socket.on("fanout", resolve));
      expect(received).toEqual({ tag: "from-b" });
    } finally {
      clearInterval(timer);
      socket.close();
    }
  });

  it("counts rate limits across nodes", async () => {
    const ip = `10.${Date.now() % 250}.0.1`;
    const login = (t: TestApp) =>
      t.raw({
        method: "POST",
        url: "/api/user/login",
        payload: { user_string: "r@b.io", password: "x" },
        remoteAddress: ip,
      });
    for (let i = 0; i < 2; i++) await login(a);
    for (let i = 0; i < 2; i++) await login(b);
    expect((await login(a)).json()).toMatchObject({ code: "REQUEST_TOO_MANY" });
  });

  it("counts per-account limits across nodes", async () => {
    const account = `acct-${Date.now()}@example.com`;
    const login = (t: TestApp, i: number) =>
      t.raw({
        method: "POST",
        url: "/api/user/login",
        payload: { user_string: account, password: "guess-number" },
        remoteAddress: `10.${Date.now() % 250}.1.${i}`,
      });
    await login(a, 1);
    await login(b, 2);
    await login(a, 3);
    expect((await login(b, 4)).json()).toMatchObject({ code: "REQUEST_TOO_MANY" });
  });

  it("counts a signed-in user's limits across nodes", async () => {
    const token = await signUp(b, `per-user-${Date.now()}@example.com`);
    // the authenticator's budget is the account limit (3 here), wherever the calls land
    const secret = (t: TestApp) => t.get("/api/user/getAuthenticator", token);
    expect((await secret(a)).type).toBe("ok");
    expect((await secret(b)).type).toBe("ok");
    expect((await secret(a)).type).toBe("ok");
    expect(await secret(b)).toMatchObject({ code: "REQUEST_TOO_MANY" });
  });

  it("disconnects a signed-out session's socket on the other node", async () => {
    const port = a.app.server.listening
      ? (a.app.server.address() as { port: number }).port
      : Number(new URL(await a.app.listen({ port: 0, host: "127.0.0.1" })).port);
    const token = await signUp(b, `two-nodes-${Date.now()}@example.com`);
    const socket = connect(`http://127.0.0.1:${port}`, { path: "/socket.io", transports: ["websocket"] });
    // wait until a hears b through Redis (the adapter subscribes shortly after start)
    const timer = setInterval(() => b.app.io.emit("ready"), 50);
    try {
      await new Promise((r) => socket.once("ready", r));
      clearInterval(timer);
      const dropped = new Promise((resolve) => socket.on("disconnect", resolve));
      expect(await socket.emitWithAck("auth", token)).toMatchObject({ ok: true });
      // signed out through b: the socket on a is disconnected
      expect((await b.get("/api/user/logout", token)).type).toBe("ok");
      expect(await dropped).toBe("io server disconnect");
    } finally {
      clearInterval(timer);
      socket.close();
    }
  });
});

/**
 * The keys and channels a Redis command names: the keys of a script, the streams of a read, the
 * channels of a subscription or a publication, otherwise the first argument. Commands that name none
 * (connection set-up, transactions, `INFO`) answer an empty list.
 */
function namedBy([command = "", ...args]: string[]): string[] {
  switch (command.toLowerCase()) {
    case "evalsha":
    case "eval":
      return args.slice(2, 2 + Number(args[1]));
    case "xread":
    case "xreadgroup": {
      const streams = args.slice(args.findIndex((a) => a.toLowerCase() === "streams") + 1);
      return streams.slice(0, streams.length / 2);
    }
    case "xgroup":
      return args.slice(1, 2);
    case "subscribe":
    case "psubscribe":
    case "unsubscribe":
    case "punsubscribe":
      return args;
    case "client":
    case "info":
    case "select":
    case "ping":
    case "quit":
    case "multi":
    case "exec":
    case "script":
      return [];
    default:
      return args.slice(0, 1);
  }
}

// Two venues (each its own database and CLUSTER_NAME) on one Redis: nothing of one reaches the other.
describe.runIf(process.env.REDIS_URL)("two venues sharing one Redis", () => {
  // A database of its own on the shared Redis: every command in it comes from the two venues, so a
  // connection that does not say its venue is seen too.
  const DB = 11;
  const url = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  url.pathname = `/${DB}`;
  const names = { a: `venue-a${Date.now()}`, b: `venue-b${Date.now()}` };
  /** Each command the venues sent: the connection it came from and its arguments. */
  const seen: { source: string; args: string[] }[] = [];
  /** The name each connection gave itself (`CLIENT SETNAME`), by its address. */
  const connectionNames = new Map<string, string>();
  let monitor: Redis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    monitor = await new Redis(url.toString()).monitor();
    monitor.on("monitor", (_time: string, args: string[], source: string, database: string) => {
      if (args[0]?.toLowerCase() === "client" && args[1]?.toLowerCase() === "setname")
        connectionNames.set(source, args[2] ?? "");
      // a script's own commands come from "lua": the call that ran it named its keys
      if (Number(database) === DB && source !== "lua") seen.push({ source, args });
    });
    const venue = { redisUrl: url.toString(), cluster: true, authRateLimit: 4, accountRateLimit: 3 };
    b = await testApp({ ...venue, clusterName: names.b });
    a = await testApp({ ...venue, clusterName: names.a });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    monitor.disconnect();
  });

  it("keeps each venue's budgets to itself: the same address, account and user id count apart", async () => {
    const ip = `10.${Date.now() % 250}.2.1`;
    const login = (t: TestApp, user_string: string, remoteAddress: string) =>
      t
        .raw({
          method: "POST",
          url: "/api/user/login",
          payload: { user_string, password: "x" },
          remoteAddress,
        })
        .then((res) => res.json() as { code?: string });
    // per address: 4 sign-ins a minute
    for (let i = 0; i < 4; i++) await login(a, `addr-${i}@example.com`, ip);
    expect(await login(a, "addr-4@example.com", ip)).toMatchObject({ code: "REQUEST_TOO_MANY" });
    expect(await login(b, "addr-0@example.com", ip)).not.toMatchObject({ code: "REQUEST_TOO_MANY" });

    // per account: 3 sign-ins a quarter hour, wherever they come from
    const account = `venues-${Date.now()}@example.com`;
    for (let i = 0; i < 3; i++) await login(a, account, `10.${Date.now() % 250}.3.${i}`);
    expect(await login(a, account, `10.${Date.now() % 250}.3.9`)).toMatchObject({ code: "REQUEST_TOO_MANY" });
    expect(await login(b, account, `10.${Date.now() % 250}.4.1`)).not.toMatchObject({
      code: "REQUEST_TOO_MANY",
    });

    // per user: the first user of each venue has the same id
    const tokenA = await signUp(a, "first@example.com");
    const tokenB = await signUp(b, "first@example.com");
    expect((await a.get("/api/user/info", tokenA)).message.id).toBe(
      (await b.get("/api/user/info", tokenB)).message.id,
    );
    for (let i = 0; i < 3; i++) expect((await a.get("/api/user/getAuthenticator", tokenA)).type).toBe("ok");
    expect(await a.get("/api/user/getAuthenticator", tokenA)).toMatchObject({ code: "REQUEST_TOO_MANY" });
    expect((await b.get("/api/user/getAuthenticator", tokenB)).type).toBe("ok");
  });

  it("keeps each venue's socket broadcasts to itself", async () => {
    const address = await b.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = connect(address, { path: "/socket.io", transports: ["websocket"] });
    const heard: unknown[] = [];
    socket.on("venue", (m) => heard.push(m));
    try {
      await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
      // a's broadcasts for a second: b's adapter has long subscribed when it ends
      for (let i = 0; i < 20; i++) {
        a.app.io.emit("venue", { from: "a" });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      b.app.io.emit("venue", { from: "b" });
      await expect.poll(() => heard.length).toBeGreaterThan(0);
      expect(heard).toEqual([{ from: "b" }]);
    } finally {
      socket.close();
    }
  });

  it("names every key and channel with the venue's name, on connections named for the venue", async () => {
    expect(seen.length).toBeGreaterThan(0);
    const byVenue = { a: new Set<string>(), b: new Set<string>() };
    for (const { source, args } of seen) {
      const connection = connectionNames.get(source);
      expect(connection ?? "", `${args.join(" ")} from a connection without a venue's name`).toMatch(
        new RegExp(`^(${names.a}|${names.b}):`),
      );
      const venue = connection?.startsWith(`${names.a}:`) ? "a" : "b";
      for (const name of namedBy(args)) {
        expect(name, `${args.join(" ")} from ${connection}`).toMatch(new RegExp(`^${names[venue]}:`));
        byVenue[venue].add(name);
      }
    }
    // rate limits, the socket adapter's channels, the cluster's streams and channels: each venue's own
    for (const venue of ["a", "b"] as const) {
      const named = [...byVenue[venue]].map((n) => n.slice(names[venue].length + 1));
      expect(
        named.some((n) => n.startsWith("rl:")),
        `${venue}: rate limits`,
      ).toBe(true);
      expect(
        named.some((n) => n.startsWith("socket.io")),
        `${venue}: socket adapter`,
      ).toBe(true);
      expect(named).toContain("commands");
      expect(named).toContain("journal");
    }
  });
});
