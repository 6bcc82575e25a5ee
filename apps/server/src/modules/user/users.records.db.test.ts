import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit } from "../../testing/lever-kit.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

let t: TestApp;
let admin: string;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
const { step, trader, submit } = leverKit(() => t);

const index = () => Number(t.app.feed.lastPrice(1));
/** A limit buy under the index: it rests. */
const restingBuy = (token: string) =>
  t.form(
    "/api/coin/trade",
    {
      currency_id: "1",
      legal_id: "3",
      type: "buy",
      amount: "0.01",
      target_price: (index() * 0.9).toFixed(2),
    },
    token,
  );

beforeAll(async () => {
  t = await testApp();
  await step();
  admin = await operatorToken(t);
  alice = await trader("records-alice@example.com");
  bob = await trader("records-bob@example.com");
});
afterAll(() => t.close());

describe("a user's spot orders", () => {
  it("lists that user's orders only, open and history apart", async () => {
    const a = await restingBuy(alice.token);
    const b = await restingBuy(bob.token);
    expect([a.type, b.type]).toEqual(["ok", "ok"]);
    const all = await t.get(`/api/admin/users/${alice.id}/orders`, admin);
    expect(all.type).toBe("ok");
    expect(all.message.data.map((o: { id: string }) => o.id)).toEqual([String(a.message.id)]);
    expect(all.message.data[0]).toMatchObject({
      symbol: "BTC/USDT",
      side: "buy",
      type: "limit",
      state: "open",
    });
    expect((await t.get(`/api/admin/users/${alice.id}/orders?status=open`, admin)).message.total).toBe(1);
    expect((await t.get(`/api/admin/users/${alice.id}/orders?status=history`, admin)).message.total).toBe(0);
  });

  it("refuses a bad parameter by its name, and an unknown user as not found", async () => {
    const bad = await t.get(`/api/admin/users/${alice.id}/orders?status=closed`, admin);
    expect(bad).toMatchObject({ type: "error", field: "status" });
    const limit = await t.get(`/api/admin/users/${alice.id}/logins?limit=100000`, admin);
    expect(limit).toMatchObject({ type: "error", field: "limit" });
    for (const path of ["orders", "positions", "logins", "p2p_orders", "copy"]) {
      const unknown = await t.get(`/api/admin/users/987654/${path}`, admin);
      expect(unknown).toMatchObject({ type: "error", code: "ADMIN_USER_NOT_FOUND" });
    }
  });

  it("is for operators only", async () => {
    expect((await t.get(`/api/admin/users/${alice.id}/orders`, alice.token)).type).not.toBe("ok");
  });
});

describe("a user's positions", () => {
  it("lists the user's open 10× and 20× positions with the PnL and liquidation the user sees", async () => {
    expect((await submit(alice.token, { multiple: "10", share: "1" })).type).toBe("ok");
    expect((await submit(alice.token, { multiple: "20", share: "2", type: "2" })).type).toBe("ok");
    expect((await submit(bob.token, { multiple: "5" })).type).toBe("ok");
    await step(6);

    const listed = await t.get(`/api/admin/users/${alice.id}/positions`, admin);
    expect(listed.type).toBe("ok");
    expect(listed.message.kind).toBe("perpetual");
    expect(listed.message.total).toBe(2);
    const mine = (await t.form("/api/lever/dealall", {}, alice.token)).message.data as {
      id: number;
      profits: string;
      liquidation_price: string;
      multiple: number;
    }[];
    expect(mine).toHaveLength(2);
    for (const own of mine) {
      const seen = listed.message.positions.find(
        (p: { position: { id: number } }) => p.position.id === own.id,
      );
      expect(seen.account).toBe("lever");
      expect(seen.position).toMatchObject({
        status: 1,
        multiple: own.multiple,
        profits: own.profits,
        liquidation_price: own.liquidation_price,
      });
    }
    expect(
      listed.message.positions.map((p: { position: { multiple: number } }) => p.position.multiple).sort(),
    ).toEqual([10, 20]);
    const bobs = await t.get(`/api/admin/users/${bob.id}/positions`, admin);
    expect(bobs.message.positions.map((p: { position: { id: number } }) => p.position.id)).not.toContain(
      mine[0]!.id,
    );
    expect(bobs.message.total).toBe(1);
  });

  it("lists seconds orders with kind=seconds, only the user's", async () => {
    const seconds = secondsTester(t, admin);
    const carol = await seconds.user("records-carol@example.com");
    expect((await seconds.submit(carol.token)).type).toBe("ok");
    const carols = await t.get(`/api/admin/users/${carol.id}/positions?kind=seconds`, admin);
    expect(carols.message).toMatchObject({ kind: "seconds", total: 1, positions: [] });
    expect(carols.message.seconds[0]).toMatchObject({
      symbol: "BTC/USDT",
      direction: "up",
      stake: "100",
      status: 1,
    });
    expect((await t.get(`/api/admin/users/${alice.id}/positions?kind=seconds`, admin)).message.total).toBe(0);
    expect((await t.get(`/api/admin/users/${alice.id}/positions?kind=binary`, admin)).field).toBe("kind");
  });
});

describe("a user's deposits, P2P orders and copy relations", () => {
  it("filters the deposit queue by user", async () => {
    const listed = await t.get(`/api/admin/deposits?user_id=${alice.id}`, admin);
    expect(listed.message.data.length).toBeGreaterThan(0);
    expect(listed.message.data.every((d: { user_id: number }) => d.user_id === alice.id)).toBe(true);
  });

  it("answers the user's own P2P orders and copy relations (none here)", async () => {
    await t.db.query("SELECT 1");
    expect((await t.get(`/api/admin/users/${alice.id}/p2p_orders`, admin)).message).toMatchObject({
      total: 0,
    });
    expect((await t.get(`/api/admin/users/${alice.id}/copy`, admin)).message).toMatchObject({ total: 0 });
  });
});

describe("sign-ins, sessions, lock", () => {
  const signIn = (email: string, password: string, ip: string, agent: string) =>
    t.raw({
      method: "POST",
      url: "/api/user/login",
      payload: new URLSearchParams({ user_string: email, password, type: "email" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": agent },
      remoteAddress: ip,
    });

  it("lists successes and failures with IP and user agent, only the user's", async () => {
    await signIn("records-alice@example.com", "wrong-password", "203.0.113.7", "Bad/1.0");
    const ok = await signIn("records-alice@example.com", "secret123", "198.51.100.4", "Good/2.0");
    expect(ok.json().type).toBe("ok");
    await signIn("records-bob@example.com", "wrong-password", "192.0.2.99", "Bob/1.0");

    const listed = await t.get(`/api/admin/users/${alice.id}/logins`, admin);
    expect(listed.message.data.slice(0, 2)).toMatchObject([
      { success: true, outcome: "ok", ip: "198.51.100.4", device: "Good/2.0" },
      { success: false, outcome: "AUTH_WRONG_CREDENTIALS", ip: "203.0.113.7", device: "Bad/1.0" },
    ]);
    expect(listed.message.data[0].session_id).toBeTypeOf("number");
    expect(listed.message.data.some((l: { ip: string }) => l.ip === "192.0.2.99")).toBe(false);
  });

  it("revokes one session: its token answers 999 afterwards, and the revocation is audited", async () => {
    const dave = await trader("records-dave@example.com");
    expect((await t.form("/api/lever/dealall", {}, dave.token)).type).toBe("ok");
    const [session] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL",
      [dave.id],
    );
    // another user's id with dave's session: not found, and dave stays signed in
    const wrong = await t.form(`/api/admin/users/${alice.id}/sessions/${session!.id}/revoke`, {}, admin);
    expect(wrong).toMatchObject({ type: "error", code: "SESSION_NOT_FOUND" });
    expect((await t.form("/api/lever/dealall", {}, dave.token)).type).toBe("ok");

    const done = await t.form(`/api/admin/users/${dave.id}/sessions/${session!.id}/revoke`, {}, admin);
    expect(done.type).toBe("ok");
    expect((await t.form("/api/lever/dealall", {}, dave.token)).type).toBe(999);
    const audit = await t.db.query<{ target_id: string; user_id: string }>(
      "SELECT target_id, user_id::text AS user_id FROM audit_log WHERE action = 'user.session.revoke'",
    );
    expect(audit).toEqual([{ target_id: String(session!.id), user_id: String(dave.id) }]);
  });

  it("refuses lock and unlock without a reason by the field's name, and audits the reason", async () => {
    const none = await t.json(`/api/admin/users/${bob.id}/lock`, {}, admin);
    expect(none).toMatchObject({ type: "error", field: "reason" });
    const empty = await t.json(`/api/admin/users/${bob.id}/unlock`, { reason: "" }, admin);
    expect(empty).toMatchObject({ type: "error", field: "reason" });
    const blank = await t.json(`/api/admin/users/${bob.id}/lock`, { reason: "  \n " }, admin);
    expect(blank).toMatchObject({ type: "error", field: "reason" });
    expect((await t.get(`/api/admin/users/${bob.id}`, admin)).message.user.status).toBe("active");

    const locked = await t.json(
      `/api/admin/users/${bob.id}/lock`,
      { reason: "chargeback under review" },
      admin,
    );
    expect(locked.type).toBe("ok");
    expect((await t.form("/api/lever/dealall", {}, bob.token)).type).toBe(999);
    const unlocked = await t.json(`/api/admin/users/${bob.id}/unlock`, { reason: "cleared" }, admin);
    expect(unlocked.type).toBe("ok");
    const audit = await t.db.query<{ action: string; reason: string }>(
      `SELECT action, after->>'reason' AS reason FROM audit_log
       WHERE action IN ('user.lock', 'user.unlock') AND target_id = $1 ORDER BY id`,
      [String(bob.id)],
    );
    expect(audit).toEqual([
      { action: "user.lock", reason: "chargeback under review" },
      { action: "user.unlock", reason: "cleared" },
    ]);
  });
});
