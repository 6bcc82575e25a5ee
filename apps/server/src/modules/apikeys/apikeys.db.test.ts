import { createHmac, generateKeyPairSync, sign } from "node:crypto";
import { ApiKey, ApiKeyAdmin, ApiKeyCreated } from "@bourse/contract";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totpCodeAt } from "../../security/totp.ts";
import { expectAnswer } from "../../testing/answers.ts";
import {
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  testClock,
  testDb,
} from "../../testing/harness.ts";
import { encryptSecret } from "./apikeys.crypto.ts";
import type { ApiKeysService } from "./apikeys.service.ts";

let t: TestApp;
let keys: ApiKeysService;
const START = new Date("2026-03-01T10:00:00Z");
const ENCRYPTION_KEY = "5c".repeat(32);

beforeAll(async () => {
  t = await testApp({ apiKeyEncryptionKey: ENCRYPTION_KEY }, { db: await testDb(), clock: testClock(START) });
  keys = t.app.apiKeys;
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

/** A signed-up user at KYC level 1. */
async function verified(email: string) {
  const token = await signUp(t, email);
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
  const [u] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]);
  return { token, id: u!.id, email };
}

/** Asks a code and answers it (the clock moves a minute so another may be sent). */
async function code(user: { token: string; email: string }) {
  t.clock.advance(61_000);
  const sent = await t.form("/api/user/api_keys/code", {}, user.token);
  expectAnswer(Type.String(), sent);
  return latestCode(t, user.email);
}

async function create(user: { token: string; email: string }, body: Record<string, string>) {
  return t.form("/api/user/api_keys", { code: await code(user), ...body }, user.token);
}

const del = (token: string, id: number) =>
  t
    .raw({ method: "DELETE", url: `/api/user/api_keys/${id}`, headers: { authorization: token } })
    .then((r) => r.json());

const BINANCE_SECRET = "NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j";
const BINANCE_PAYLOAD =
  "symbol=LTCBTC&side=BUY&type=LIMIT&timeInForce=GTC&quantity=1&price=0.1&recvWindow=5000&timestamp=1499827319559";
const BINANCE_SIGNATURE = "c8db56825ae71d6d79447849e617115f4a920fa2acdcab2b053c4b2838bd6b71";

describe("API keys", () => {
  it("are for verified users, created with the security code; the secret is shown once and never listed", async () => {
    const unverified = await signUp(t, "ak-unverified@example.com");
    expect((await t.get("/api/user/api_keys", unverified)).type).toBe(998);

    const ann = await verified("ak-ann@example.com");
    expect(
      await t.form("/api/user/api_keys", { label: "bot", permissions: "read", code: "123456" }, ann.token),
    ).toMatchObject({ type: "error", code: "CODE_WRONG", field: "code" });
    expect((await t.form("/api/user/api_keys", { label: "bot", permissions: "read" }, ann.token)).field).toBe(
      "code",
    );
    // a code of another purpose (the security scene) is not an API key code
    t.clock.advance(61_000);
    await t.form("/api/send", {}, ann.token);
    const other = await latestCode(t, ann.email);
    expect(
      await t.form("/api/user/api_keys", { label: "bot", permissions: "read", code: other }, ann.token),
    ).toMatchObject({ code: "CODE_WRONG" });

    const made = await create(ann, { label: "my bot", permissions: "trade" });
    expectAnswer(ApiKeyCreated, made);
    expect(made.message.api_key).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(made.message.secret).toMatch(/^[A-Za-z0-9]{64}$/);
    // the code is spent
    const again = await t.form(
      "/api/user/api_keys",
      { label: "x", permissions: "read", code: await latestCode(t, ann.email) },
      ann.token,
    );
    expect(again.code).toBe("CODE_WRONG");

    const list = await t.get("/api/user/api_keys", ann.token);
    expectAnswer(Type.Array(ApiKey), list);
    expect(list.message).toEqual([
      expect.objectContaining({
        id: made.message.id,
        label: "my bot",
        api_key: made.message.api_key,
        kind: "hmac",
        permissions: ["read", "trade"],
        ips: [],
        status: "active",
        expires_at: null,
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(made.message.secret);
    const [row] = await t.db.query<{ secret_enc: string }>("SELECT secret_enc FROM api_keys WHERE id = $1", [
      made.message.id,
    ]);
    expect(row!.secret_enc).not.toContain(made.message.secret);
  });

  it("holds the rules: label, permissions, withdraw only with an IP allowlist, addresses, expiry, public key, 20 live keys", async () => {
    const bob = await verified("ak-bob@example.com");
    const refused = async (body: Record<string, string>, code: string, field?: string) => {
      const res = await t.form("/api/user/api_keys", { code: "000000", ...body }, bob.token);
      expect(res, JSON.stringify(body)).toMatchObject({ type: "error", code, ...(field ? { field } : {}) });
      return res;
    };
    await refused({ label: " ", permissions: "read" }, "APIKEY_LABEL_INVALID", "label");
    await refused({ label: "x".repeat(33), permissions: "read" }, "APIKEY_LABEL_INVALID", "label");
    await refused({ label: "a", permissions: "read,fly" }, "APIKEY_PERMISSIONS_INVALID", "permissions");
    const noIps = await refused({ label: "a", permissions: "withdraw" }, "APIKEY_WITHDRAW_NEEDS_IPS", "ips");
    expect(noIps.message).toBe("ips: the withdraw permission needs an IP allowlist");
    const badIp = await refused(
      { label: "a", permissions: "read", ips: "1.2.3.4, 300.1.1.1" },
      "APIKEY_IP_INVALID",
    );
    expect(badIp.message).toContain("300.1.1.1");
    const many = Array.from({ length: 31 }, (_, i) => `10.0.0.${i + 1}`).join(",");
    await refused({ label: "a", permissions: "read", ips: many }, "APIKEY_TOO_MANY_IPS", "ips");
    await refused(
      { label: "a", permissions: "read", expires_at: String(START.getTime() - 1000) },
      "APIKEY_EXPIRY_INVALID",
      "expires_at",
    );
    await refused(
      { label: "a", permissions: "read", public_key: "bm90IGEga2V5" },
      "APIKEY_PUBLIC_KEY_INVALID",
    );
    // an RSA key is not an Ed25519 key
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({
      type: "spki",
      format: "pem",
    });
    await refused({ label: "a", permissions: "read", public_key: String(rsa) }, "APIKEY_PUBLIC_KEY_INVALID");
    // in the language asked
    expect(
      (
        await t.form(
          "/api/user/api_keys?lang=de",
          { code: "000000", label: "", permissions: "read" },
          bob.token,
        )
      ).message,
    ).toBe("label: Die Bezeichnung muss 1 bis 32 Zeichen lang sein");

    const expiry = Math.floor(t.clock().getTime() / 1000) + 86_400;
    const withdraw = await create(bob, {
      label: "withdrawer",
      permissions: "withdraw",
      ips: "203.0.113.7\n2001:DB8::1",
      expires_at: String(expiry),
    });
    expectAnswer(ApiKeyCreated, withdraw);
    const listed = (await t.get("/api/user/api_keys", bob.token)).message[0];
    expect(listed).toMatchObject({
      permissions: ["read", "withdraw"],
      ips: ["203.0.113.7", "2001:db8:0:0:0:0:0:1"],
      status: "active",
    });
    expect(listed.expires_at).toBe(new Date(expiry * 1000).toISOString());

    // 20 live keys at most (expired and revoked ones do not count)
    for (let i = 1; i < 20; i++) {
      await t.db.query(
        `INSERT INTO api_keys (user_id, label, api_key, kind, secret_enc, permissions, created_at)
         VALUES ($1, 'k', $2, 'hmac', 'x', '{read}', now())`,
        [bob.id, `K${String(i).padStart(63, "0")}`],
      );
    }
    expect(await create(bob, { label: "one more", permissions: "read" })).toMatchObject({
      code: "APIKEY_LIMIT_REACHED",
    });
  });

  it("deletes one's own key; another user's key is not found", async () => {
    const cat = await verified("ak-cat@example.com");
    const dan = await verified("ak-dan@example.com");
    const made = (await create(cat, { label: "cat", permissions: "read" })).message;
    expect(await del(dan.token, made.id)).toMatchObject({ type: "error", code: "APIKEY_NOT_FOUND" });
    const gone = await del(cat.token, made.id);
    expectAnswer(Type.String(), gone);
    expect((await t.get("/api/user/api_keys", cat.token)).message).toEqual([]);
    expect(await del(cat.token, made.id)).toMatchObject({ code: "APIKEY_NOT_FOUND" });
    const verdict = await keys.verifySigned({
      apiKey: made.api_key,
      payload: "a=1",
      signature: "00",
      timestamp: t.clock().getTime(),
      ip: "127.0.0.1",
      need: "read",
      now: t.clock(),
    });
    expect(verdict).toMatchObject({ ok: false, code: -2015 });
  });

  it("asks the authenticator's code when one is bound", async () => {
    const eve = await verified("ak-eve@example.com");
    const setup = (await t.get("/api/user/getAuthenticator", eve.token)).message;
    expect(
      await t.form(
        "/api/user/bindAuthenticator",
        { google_code: await totpCodeAt(setup.secret, t.clock()) },
        eve.token,
      ),
    ).toMatchObject({ type: "ok" });
    t.clock.advance(31_000);
    expect(await create(eve, { label: "e", permissions: "read" })).toMatchObject({
      code: "AUTH_GOOGLE_CODE_REQUIRED",
      field: "google_code",
    });
    expect(
      await t.form(
        "/api/user/api_keys",
        { label: "e", permissions: "read", code: await latestCode(t, eve.email), google_code: "000000" },
        eve.token,
      ),
    ).toMatchObject({ code: "SECURITY_GOOGLE_WRONG_CODE" });
    const made = await t.form(
      "/api/user/api_keys",
      {
        label: "e",
        permissions: "read",
        code: await latestCode(t, eve.email),
        google_code: await totpCodeAt(setup.secret, t.clock()),
      },
      eve.token,
    );
    expectAnswer(ApiKeyCreated, made);
  });

  it("a password change or a lock disables the keys", async () => {
    const fay = await verified("ak-fay@example.com");
    const made = (await create(fay, { label: "f", permissions: "trade" })).message;
    const changed = await t.form(
      "/api/safe/change_password",
      { old_password: "secret123", password: "secret456", re_password: "secret456", lang: "en" },
      fay.token,
    );
    expect(changed.type).toBe("ok");
    const listed = await t.get("/api/user/api_keys", fay.token);
    expectAnswer(Type.Array(ApiKey), listed);
    expect(listed.message[0]).toMatchObject({ status: "disabled", revoked_reason: "password_changed" });
    const verdict = await keys.verifySigned({
      apiKey: made.api_key,
      payload: "",
      signature: "",
      timestamp: t.clock().getTime(),
      ip: "1.1.1.1",
      need: "read",
      now: t.clock(),
    });
    expect(verdict).toMatchObject({ ok: false, code: -2015 });
    // a key made after the change works
    const fresh = (await create(fay, { label: "f2", permissions: "trade" })).message;
    expect((await t.get("/api/user/api_keys", fay.token)).message[0]).toMatchObject({
      id: fresh.id,
      status: "active",
    });

    const gus = await verified("ak-gus@example.com");
    const gusKey = (await create(gus, { label: "g", permissions: "read" })).message;
    const op = await operatorToken(t);
    expect((await t.form(`/api/admin/users/${gus.id}/lock`, { reason: "key misuse" }, op)).type).toBe("ok");
    // refused at once: every signed call checks the account's state
    expect(
      await keys.verifySigned({
        apiKey: gusKey.api_key,
        payload: "",
        signature: "",
        timestamp: t.clock().getTime(),
        ip: "1.1.1.1",
        need: "read",
        now: t.clock(),
      }),
    ).toMatchObject({ ok: false, code: -2015 });
    // and recorded as revoked when the lock's end of sessions is heard (after the lock's answer)
    await expect
      .poll(
        async () => (await t.db.query("SELECT revoked_reason FROM api_keys WHERE id = $1", [gusKey.id]))[0],
      )
      .toEqual({ revoked_reason: "account_locked" });
  });

  it("the console lists a user's keys and revokes one, audited", async () => {
    const hal = await verified("ak-hal@example.com");
    const made = (await create(hal, { label: "hal", permissions: "read,trade" })).message;
    const support = await operatorToken(t, "support");
    const reviewer = await operatorToken(t, "reviewer");
    expect((await t.get(`/api/admin/api_keys?user=${hal.email}`, reviewer)).code).toBe("ADMIN_FORBIDDEN");
    const list = await t.get(`/api/admin/api_keys?user=${hal.email}`, support);
    expectAnswer(Type.Array(ApiKeyAdmin), list);
    expect(list.message).toEqual([
      expect.objectContaining({ id: made.id, user_id: hal.id, account: hal.email, status: "active" }),
    ]);
    expect(JSON.stringify(list)).not.toContain(made.secret);
    const byId = await t.get(`/api/admin/api_keys?user=${hal.id}`, support);
    expect(byId.message.map((k: { id: number }) => k.id)).toEqual([made.id]);
    expect((await t.get("/api/admin/api_keys?user=nobody@example.com", support)).message).toEqual([]);

    const revoked = await t.form(
      `/api/admin/api_keys/${made.id}/revoke`,
      { reason: "leaked on a forum" },
      support,
    );
    expectAnswer(Type.Object({ id: Type.Integer() }), revoked);
    expect(await t.form(`/api/admin/api_keys/${made.id}/revoke`, { reason: "again" }, support)).toMatchObject(
      { code: "APIKEY_NOT_FOUND" },
    );
    const [audit] = await t.db.query<{ action: string; target_id: string; after: { reason: string } }>(
      "SELECT action, target_id, after FROM audit_log WHERE action = 'apikey.revoke'",
    );
    expect(audit).toMatchObject({ target_id: String(made.id), after: { reason: "leaked on a forum" } });
    expect((await t.get("/api/user/api_keys", hal.token)).message[0]).toMatchObject({
      status: "revoked",
      revoked_reason: "leaked on a forum",
    });
  });

  it("a key made in demo mode is the demo account's", async () => {
    const ivy = await verified("ak-ivy@example.com");
    const opened = await t.form("/api/user/demo_account", {}, ivy.token);
    expect(opened.type).toBe("ok");
    const demo = opened.message.user_id as number;
    expect((await t.form("/api/user/change_account", { account: "demo" }, ivy.token)).type).toBe("ok");
    const made = await create(ivy, { label: "demo bot", permissions: "trade" });
    expectAnswer(ApiKeyCreated, made);
    const [row] = await t.db.query<{ user_id: number }>(
      "SELECT user_id::int AS user_id FROM api_keys WHERE id = $1",
      [made.message.id],
    );
    expect(row).toEqual({ user_id: demo });
    const verdict = await keys.verifySigned({
      apiKey: made.message.api_key,
      payload: "x=1",
      signature: createHmac("sha256", made.message.secret).update("x=1").digest("hex"),
      timestamp: t.clock().getTime(),
      ip: "1.1.1.1",
      need: "trade",
      now: t.clock(),
    });
    expect(verdict).toMatchObject({ ok: true, userId: demo });
    // the real account's list does not show it
    await t.form("/api/user/change_account", { account: "real" }, ivy.token);
    expect((await t.get("/api/user/api_keys", ivy.token)).message).toEqual([]);
  });
});

describe("verifySigned", () => {
  let userId: number;
  const API_KEY = "vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A";
  const ED_KEY = "Ed25519keyEd25519keyEd25519keyEd25519keyEd25519keyEd25519keyEd25";
  const ed = generateKeyPairSync("ed25519");
  const NOW = new Date(1499827319559 + 100);

  beforeAll(async () => {
    ({ id: userId } = await verified("ak-verify@example.com"));
    // the HMAC key holds Binance's documented example secret, sealed under this app's key
    const sealed = encryptSecret(Buffer.from(ENCRYPTION_KEY, "hex"), BINANCE_SECRET, API_KEY);
    const [owner] = await t.db.query<{ pca: Date | null }>(
      "SELECT password_changed_at AS pca FROM users WHERE id = $1",
      [userId],
    );
    await t.db.query(
      `INSERT INTO api_keys (user_id, label, api_key, kind, secret_enc, permissions, ips, password_epoch, created_at)
       VALUES ($1, 'hmac', $2, 'hmac', $3, '{read,trade}', '{203.0.113.7,2001:db8:0:0:0:0:0:1}', $4, now())`,
      [userId, API_KEY, sealed, owner!.pca],
    );
    const spki = ed.publicKey.export({ type: "spki", format: "der" }).toString("base64");
    await t.db.query(
      `INSERT INTO api_keys (user_id, label, api_key, kind, public_key, permissions, password_epoch, created_at)
       VALUES ($1, 'ed', $2, 'ed25519', $3, '{read}', $4, now())`,
      [userId, ED_KEY, spki, owner!.pca],
    );
  });

  const call = (over: Partial<Parameters<ApiKeysService["verifySigned"]>[0]> = {}) =>
    keys.verifySigned({
      apiKey: API_KEY,
      payload: BINANCE_PAYLOAD,
      signature: BINANCE_SIGNATURE,
      timestamp: 1499827319559,
      recvWindow: 5000,
      ip: "203.0.113.7",
      need: "trade",
      now: NOW,
      ...over,
    });

  it("accepts Binance's documented HMAC example and a valid Ed25519 signature", async () => {
    expect(await call()).toEqual({
      ok: true,
      userId,
      keyId: expect.any(Number),
      permissions: ["read", "trade"],
    });
    // the same address written otherwise, and IPv4-mapped
    expect(await call({ ip: "2001:DB8::1" })).toMatchObject({ ok: true });
    expect(await call({ ip: "::ffff:203.0.113.7" })).toMatchObject({ ok: true });
    const [used] = await t.db.query<{ last_used_at: Date }>(
      "SELECT last_used_at FROM api_keys WHERE api_key = $1",
      [API_KEY],
    );
    expect(used!.last_used_at.getTime()).toBe(NOW.getTime());

    const payload = "symbol=BTCUSDT&timestamp=1499827319559";
    const signature = sign(null, Buffer.from(payload), ed.privateKey).toString("base64");
    expect(await call({ apiKey: ED_KEY, payload, signature, need: "read", ip: "8.8.8.8" })).toMatchObject({
      ok: true,
      userId,
      permissions: ["read"],
    });
    expect(await call({ apiKey: ED_KEY, payload: `${payload}&x=1`, signature, need: "read" })).toMatchObject({
      ok: false,
      code: -1022,
    });
  });

  it("refuses with Binance's codes", async () => {
    expect(await call({ apiKey: "short" })).toEqual({
      ok: false,
      code: -2014,
      msg: "API-key format invalid.",
    });
    expect(await call({ apiKey: undefined })).toMatchObject({ code: -2014 });
    expect(await call({ apiKey: "Z".repeat(64) })).toEqual({
      ok: false,
      code: -2015,
      msg: "Invalid API-key, IP, or permissions for action.",
    });
    expect(await call({ ip: "198.51.100.1" })).toMatchObject({ code: -2015 });
    expect(await call({ need: "withdraw" })).toMatchObject({ code: -2015 });
    expect(await call({ signature: BINANCE_SIGNATURE.replace("c8", "c9") })).toMatchObject({ code: -1022 });
    expect(await call({ payload: `${BINANCE_PAYLOAD}&x=1` })).toMatchObject({ code: -1022 });
    expect(await call({ signature: undefined })).toMatchObject({ code: -1022 });
    // timestamp: outside recvWindow, more than 1000 ms ahead, missing; recvWindow above 60000
    expect(await call({ now: new Date(1499827319559 + 5001) })).toMatchObject({ code: -1021 });
    expect(await call({ now: new Date(1499827319559 + 5001), recvWindow: 60_000 })).toMatchObject({
      ok: true,
    });
    expect(await call({ now: new Date(1499827319559 + 5000), recvWindow: undefined })).toMatchObject({
      ok: true,
    });
    expect(await call({ now: new Date(1499827319559 - 1000) })).toMatchObject({ code: -1021 });
    expect(await call({ now: new Date(1499827319559 - 999) })).toMatchObject({ ok: true });
    expect(await call({ timestamp: undefined })).toMatchObject({ code: -1021 });
    expect(await call({ recvWindow: 60_001 })).toMatchObject({ code: -1131 });

    // expired, revoked: written straight to the table (as another node would), read once this node's
    // memory of the key (at most 2 s) is forgotten
    await t.db.query("UPDATE api_keys SET expires_at = $2 WHERE api_key = $1", [API_KEY, NOW]);
    expect(await call()).toMatchObject({ ok: true });
    keys.forgetKeys();
    expect(await call()).toMatchObject({ code: -2015 });
    await t.db.query("UPDATE api_keys SET expires_at = NULL, revoked_at = $2 WHERE api_key = $1", [
      API_KEY,
      NOW,
    ]);
    keys.forgetKeys();
    expect(await call()).toMatchObject({ code: -2015 });
  });
});
