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
