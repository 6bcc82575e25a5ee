import { randomBytes } from "node:crypto";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisConnection } from "../redis.ts";
import { IMAGES, operatorToken, signUp, type TestApp, testApp, upload } from "../testing/harness.ts";
import { createBus } from "./bus.ts";

const USDT = "3";

// Two nodes in one process over one database and one Redis: the first leads, the second follows and
// forwards. Runs where a Redis is given (CI sets REDIS_URL for the PostgreSQL suite).
describe.runIf(process.env.REDIS_URL)("a writer and a front node", () => {
  const redisUrl = process.env.REDIS_URL!;
  const clusterName = `t${randomBytes(5).toString("hex")}`;
  let writer: TestApp;
  let front: TestApp;
  let admin: string;
  beforeAll(async () => {
    // a lease long enough that a busy machine (test files run in parallel) does not lose it between renewals
    const cluster = { redisUrl, cluster: true, clusterName, leaseTtlMs: 4000 };
    writer = await testApp({ ...cluster, nodeName: "writer" });
    front = await testApp({ ...cluster, nodeName: "front" }, writer);
    admin = await operatorToken(writer);
  });
  afterAll(async () => {
    await front.close();
    await writer.close();
  });

  const wallets = async (t: TestApp, token: string) => (await t.form("/api/wallet/list", {}, token)).message;
  const usdt = (w: Record<string, { balance: Record<string, string>[] }>, kind: string) =>
    w[`${kind}_wallet`]!.balance.find((b) => b.currency_name === "USDT")!;

  /** A user with `amount` USDT credited by an operator, signed up on the front node. */
  async function funded(email: string, amount: string): Promise<string> {
    const token = await signUp(front, email);
    const voucher = (await upload(front, token, IMAGES.png)).message;
    const claim = await front.form(
      "/api/wallet/charge_req",
      { currency: USDT, network: "4", amount, voucher },
      token,
    );
    expect((await front.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
    return token;
  }

  it("says which node writes", async () => {
    expect((await writer.get("/api/health")).message).toEqual({ role: "writer" });
    expect((await front.get("/api/health")).message).toEqual({ role: "follower" });
    expect(writer.app.core.leading).toBe(true);
    expect(front.app.core.leading).toBe(false);
  });

  it("forwards a front's command to the writer, and the front reads its own write at once", async () => {
    const token = await funded("fwd@bourse.test", "100");
    const body = { currency_id: USDT, number: "30", from_field: "change", to_field: "lever" };
    expect((await front.form("/api/wallet/change", body, token)).type).toBe("ok");
    // no wait: the front answered once its own memory had applied the entry
    expect(usdt(await wallets(front, token), "lever").lever_balance).toBe("30");
    expect(usdt(await wallets(writer, token), "lever").lever_balance).toBe("30");
    expect(front.app.core.lastEntryId()).toBe(writer.app.core.lastEntryId());
  });

  it("accepts exactly one of 200 parallel whole-balance transfers spread over both nodes", async () => {
    const token = await funded("race@bourse.test", "50");
    const body = { currency_id: USDT, number: "50", from_field: "change", to_field: "lever" };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? front : writer).form("/api/wallet/change", body, token)),
    );
    expect(results.filter((r) => r.type === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.code === "WALLET_INSUFFICIENT_BALANCE")).toHaveLength(199);
    await front.app.core.flush();
    for (const t of [front, writer])
      expect(usdt(await wallets(t, token), "change")).toMatchObject({ change_balance: "0" });
  });

  it("answers a repeated Idempotency-Key with the first answer, on either node, and moves money once", async () => {
    const token = await funded("key@bourse.test", "100");
    const send = (t: TestApp, key: string) =>
      t.raw({
        method: "POST",
        url: "/api/wallet/change",
        payload: { currency_id: USDT, number: "10", from_field: "change", to_field: "lever" },
        headers: { authorization: token, "idempotency-key": key },
      });
    const first = (await send(front, "k-1")).json();
    expect(first.type).toBe("ok");
    expect((await send(writer, "k-1")).json()).toEqual(first);
    expect((await send(front, "k-1")).json()).toEqual(first);
    expect((await send(front, "k-2")).json().type).toBe("ok");
    expect(usdt(await wallets(front, token), "lever").lever_balance).toBe("20");
    const bad = (await send(front, "not a key!")).json();
    expect(bad).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "Idempotency-Key" });
  });

  it("refuses a forwarded payload that is not a command, and a command whose handler throws, changing nothing", async () => {
    for (const t of [writer, front])
      t.app.core.register({
        kind: "test.throws",
        args: Type.Object({}),
        run() {
          throw new Error("a bug in a handler");
        },
      });
    const probe = createBus({
      url: redisUrl,
      prefix: clusterName,
      node: "probe",
      timeoutMs: 3000,
      onError: () => {},
    });
    try {
      const before = writer.app.core.lastEntryId();
      await probe.sendRaw("{not json");
      await probe.sendRaw(JSON.stringify({ id: "x", node: "probe", deadline: "soon", command: {} }));
      const ask = (command: object) => probe.forward(command as never);
      expect(await ask({ kind: "wallet.transfer", args: { nonsense: true }, caller: { user: 1 } })).toEqual({
        ok: false,
        code: "COMMAND_INVALID",
      });
      expect(await ask({ kind: "no.such.kind", args: {}, caller: { user: 1 } })).toMatchObject({
        code: "COMMAND_INVALID",
      });
      expect(await ask({ kind: "test.throws", args: {}, caller: { system: "probe" } })).toEqual({
        ok: false,
        code: "COMMAND_FAILED",
      });
      expect(writer.app.core.lastEntryId()).toBe(before);
    } finally {
      await probe.close();
    }
  });

  it("keys every forwarded command, so that a second delivery of it (a takeover's replay) runs it once", async () => {
    const token = await funded("twice@bourse.test", "100");
    const body = { currency_id: USDT, number: "10", from_field: "change", to_field: "lever" };
    expect((await front.form("/api/wallet/change", body, token)).type).toBe("ok");
    const redis = redisConnection(redisUrl, clusterName, "test");
    const probe = createBus({
      url: redisUrl,
      prefix: clusterName,
      node: "probe",
      timeoutMs: 3000,
      onError: () => {},
    });
    try {
      const [[, [, payload]]] = (await redis.xrevrange(`${clusterName}:commands`, "+", "-", "COUNT", 1)) as [
        string,
        string[],
      ][] as [[string, [string, string]]];
      const sent = JSON.parse(payload) as { command: { kind: string; idempotencyKey?: string } };
      expect(sent.command).toMatchObject({
        kind: "wallet.transfer",
        idempotencyKey: expect.stringMatching(/^fwd:/),
      });
      const before = writer.app.core.lastEntryId();
      const again = await probe.forward(sent.command as never);
      expect(again).toMatchObject({ ok: true, duplicate: true });
      expect(writer.app.core.lastEntryId()).toBe(before);
      expect(usdt(await wallets(writer, token), "lever").lever_balance).toBe("10");
    } finally {
      await probe.close();
      redis.disconnect();
    }
  });

  it("refuses a session on every node as soon as it is signed out on one", async () => {
    const token = await signUp(front, "out@bourse.test");
    // seen on the front: its short session cache holds it
    expect((await front.get("/api/user/info", token)).type).toBe("ok");
    expect((await writer.form("/api/user/logout", {}, token)).type).toBe("ok");
    const started = Date.now();
    while ((await front.get("/api/user/info", token)).type === "ok" && Date.now() - started < 1000)
      await new Promise((r) => setTimeout(r, 20));
    expect(await front.get("/api/user/info", token)).toMatchObject({ type: 999, code: "AUTH_NOT_LOGGED_IN" });
    // well before the cache's own 2 s bound
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("carries an operator's change of contract terms made on the front to the writer", async () => {
    const market = writer.app.lever.markets()[0]!;
    const res = await front.raw({
      method: "PUT",
      url: `/api/admin/lever/markets/${market.id}`,
      payload: { fee_rate: "0.0007" },
      headers: { authorization: admin },
    });
    expect(res.json().type).toBe("ok");
    const started = Date.now();
    const fee = () => writer.app.lever.markets().find((m) => m.id === market.id)!.feeText;
    while (fee() === market.feeText && Date.now() - started < 5000)
      await new Promise((r) => setTimeout(r, 20));
    expect(fee()).toBe("0.0007");
  });

  it("hands over when the writer stops: the front leads, and the old writer, fenced, forwards to it", async () => {
    const token = await funded("over@bourse.test", "100");
    await writer.app.cluster.stop();
    const started = Date.now();
    while (!front.app.core.leading && Date.now() - started < 10_000)
      await new Promise((r) => setTimeout(r, 50));
    expect(front.app.core.leading).toBe(true);
    expect((await front.get("/api/health")).message).toEqual({ role: "writer" });
    // the old writer still thinks it leads until its next commit is fenced; that command goes over
    const body = { currency_id: USDT, number: "25", from_field: "change", to_field: "lever" };
    expect((await writer.form("/api/wallet/change", body, token)).type).toBe("ok");
    expect(writer.app.core.leading).toBe(false);
    expect((await writer.form("/api/wallet/change", body, token)).type).toBe("ok");
    expect(usdt(await wallets(writer, token), "lever").lever_balance).toBe("50");
    expect(usdt(await wallets(front, token), "lever").lever_balance).toBe("50");
  });
});
