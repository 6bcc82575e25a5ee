import { BinanceError, BinanceWithdrawApplied, BinanceWithdrawHistory } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../testing/harness.ts";
import {
  expectBare,
  type Key,
  makeKey as makeKey_,
  signedCall,
  verifiedUser,
} from "../../testing/trading-api-kit.ts";

/** Withdrawals through the Binance-compatible API (`/sapi/v1/capital/withdraw/...`), signed with an HMAC key. */
let t: TestApp;
let user: { id: number; token: string; email: string };

const USDT = "3";
const TRC20 = "4";
const SAVED = "TLAS2chg6fGvcBrKrgVtRhVcPg7wouQmgx";
const UNSAVED = "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA";

const makeKey = (body: Record<string, string>) => makeKey_(t, user, body);

/** A signed call (the test requests come from 127.0.0.1); each starts a new weight minute (apply weighs 900). */
function call(method: "GET" | "POST", path: string, key: Key, params: Record<string, string> = {}) {
  t.clock.advance(60_000);
  return signedCall(t, "/sapi/v1", method, path, key, params);
}

const expectAnswer = expectBare;

/** The user's USDT spot balance and the app's withdrawal list: what a refused call must leave as it was. */
async function state() {
  const list = (await t.form("/api/wallet/list", {}, user.token)).message;
  const usdt = list.change_wallet.balance.find((b: { currency_name: string }) => b.currency_name === "USDT");
  const withdrawals = (await t.get("/api/user/withdraw/list", user.token)).message;
  return { free: usdt.change_balance, locked: usdt.lock_change_balance, withdrawals };
}

const apply = (key: Key, params: Record<string, string>) =>
  call("POST", "/capital/withdraw/apply", key, { coin: "USDT", network: "TRC20", address: SAVED, ...params });

let withdrawKey: Key;

beforeAll(async () => {
  t = await testApp({ apiKeyEncryptionKey: "5d".repeat(32) });
  const email = "sapi-withdraw@bourse.test";
  user = await verifiedUser(t, email, [[3, 4, "100"]]);
  const saved = await t.form(
    "/api/user/wallet/save",
    { currency: USDT, network: TRC20, name: "cold", address: SAVED },
    user.token,
  );
  expect(saved.type).toBe("ok");
  withdrawKey = await makeKey({ permissions: "withdraw", ips: "127.0.0.1" });
});
afterAll(() => t.close());

describe("withdrawals through the Binance-compatible API", () => {
  it("withdraws to a saved address with a withdraw key: frozen, in the app's list and in the history", async () => {
    const placed = await apply(withdrawKey, { amount: "20", withdrawOrderId: "w-1", addressTag: "" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expectAnswer(BinanceWithdrawApplied, placed.body);

    const after = await state();
    expect(after).toMatchObject({ free: "80", locked: "20" });
    const mine = after.withdrawals.data.find((w: { id: number }) => String(w.id) === placed.body.id);
    expect(mine).toMatchObject({
      amount: "20",
      fee: "1",
      receive: "19",
      state: "pending",
      destination: SAVED,
      network_name: "TRC20",
    });

    const history = await call("GET", "/capital/withdraw/history", withdrawKey, { coin: "USDT" });
    expect(history.status).toBe(200);
    expectAnswer(BinanceWithdrawHistory, history.body);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      id: placed.body.id,
      amount: "20",
      transactionFee: "1",
      coin: "USDT",
      status: 4,
      address: SAVED,
      txId: "",
      network: "TRC20",
      transferType: 0,
    });
    expect(history.body[0].applyTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call("GET", "/capital/withdraw/history", withdrawKey, { coin: "BTC" })).body).toEqual([]);
    expect((await call("GET", "/capital/withdraw/history", withdrawKey, { status: "6" })).body).toEqual([]);
  });

  it("refuses a trade key, an unsaved address, too much, too little and an unknown coin, changing nothing", async () => {
    const before = await state();
    const refused = async (res: { status: number; body: unknown }, status: number, code: number) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expectAnswer(BinanceError, res.body);
      expect(res.body).toMatchObject({ code });
    };
    const tradeKey = await makeKey({ permissions: "trade", ips: "127.0.0.1" });
    await refused(await apply(tradeKey, { amount: "20" }), 401, -2015);
    await refused(await apply(withdrawKey, { amount: "20", address: UNSAVED }), 400, -4035);
    await refused(await apply(withdrawKey, { amount: "20", network: "NOPE" }), 400, -4019);
    // without a network, the currency's first one (ERC20), where this address is not saved
    const { network: _n, ...noNetwork } = { network: "", coin: "USDT", address: SAVED, amount: "20" };
    await refused(await call("POST", "/capital/withdraw/apply", withdrawKey, noNetwork), 400, -4035);
    await refused(await apply(withdrawKey, { amount: "81" }), 400, -4026);
    await refused(await apply(withdrawKey, { amount: "5" }), 400, -4022);
    await refused(await apply(withdrawKey, { amount: "abc" }), 400, -1100);
    await refused(await apply(withdrawKey, { amount: "20", coin: "NOPE" }), 400, -4018);
    await refused(await apply(withdrawKey, { address: SAVED }), 400, -1102);
    expect(await state()).toEqual(before);
  });

  it("keeps the app's other checks: the pause after a security change, and verification", async () => {
    const before = await state();
    await t.db.query("UPDATE users SET withdraw_locked_until = $2 WHERE id = $1", [
      user.id,
      new Date(t.clock().getTime() + 24 * 3600_000),
    ]);
    const locked = await apply(withdrawKey, { amount: "20" });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ code: -4016 });
    expect(locked.body.msg).toMatch(/locked until/);
    await t.db.query("UPDATE users SET withdraw_locked_until = NULL, kyc_level = 0 WHERE id = $1", [user.id]);
    expect((await apply(withdrawKey, { amount: "20" })).body).toMatchObject({ code: -4015 });
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [user.id]);
    expect(await state()).toEqual(before);
  });
});
