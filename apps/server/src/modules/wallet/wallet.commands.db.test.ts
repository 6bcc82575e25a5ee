import { tronAddress, userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../core/command.ts";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  testClock,
  testDb,
  upload,
} from "../../testing/harness.ts";

/** The wallet's money commands as data: what the journal keeps, repeats, and commands that do not fit. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  // the database outlives the app: a test restarts the server on it
  t = await testApp({}, { db: await testDb(), clock: testClock() });
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

const USDT = 3;
const spot = (id: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "change", bucket), USDT);

async function userId(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
  return row!.id;
}

/** A user with `amount` USDT credited by an operator, and the deposit claim's id. */
async function funded(email: string, amount: string) {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form("/api/wallet/charge_req", { currency: String(USDT), amount, voucher }, token);
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  return { token, id: await userId(email), deposit: claim.message.id as number };
}

/** Verified, with fund password 2580, past the 24 h lock, and one saved address (its id). */
async function withdrawer(email: string, amount: string) {
  const user = await funded(email, amount);
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [user.id]);
  await t.form("/api/sms_mail", { scene: "security" }, user.token);
  const code = await latestCode(t, email);
  await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, user.token);
  t.clock.advance(24 * 3600_000 + 1000);
  admin = await operatorToken(t);
  await t.form(
    "/api/user/wallet/save",
    {
      currency: String(USDT),
      network: "4",
      name: "cold",
      // a valid TRON address of its own for each user
      address: tronAddress(new TextEncoder().encode(email.padEnd(20, "_").slice(0, 20))),
    },
    user.token,
  );
  const address = String((await t.get("/api/user/wallet/list", user.token)).message.data[0].id);
  const out = (number: string) =>
    t.form(
      "/api/wallet/out",
      { currency: String(USDT), number, address_id: address, pay_password: "2580" },
      user.token,
    );
  return { ...user, out };
}

const journal = async (where: string, params: unknown[]) =>
  t.db.query<{ id: number; command: Command; reply: unknown; user_id: number | null }>(
    `SELECT id, command, reply, user_id FROM journal_entries WHERE ${where} ORDER BY id`,
    params,
  );

/** Everything a wallet command could change. */
const snapshot = async () => ({
  journal: await t.db.query("SELECT count(*)::int AS n, max(id) AS last FROM journal_entries"),
  balances: await t.db.query(
    "SELECT account, currency_id, amount::text AS amount FROM ledger_balances ORDER BY account, currency_id",
  ),
  holds: await t.db.query("SELECT id, state FROM ledger_holds ORDER BY id"),
  deposits: await t.db.query("SELECT id, state FROM deposit_requests ORDER BY id"),
  withdrawals: await t.db.query("SELECT id, state FROM withdrawal_requests ORDER BY id"),
  audit: await t.db.query("SELECT count(*)::int AS n FROM audit_log"),
});

describe("the journal keeps each wallet command and its reply", () => {
  it("a transfer: its arguments, its caller and the answer the user heard", async () => {
    const ann = await funded("cmd-ann@bourse.test", "100");
    const answer = await t.form(
      "/api/wallet/change",
      { currency_id: String(USDT), number: "12.5", from_field: "change", to_field: "micro" },
      ann.token,
    );
    expect(answer.message).toMatchObject({ amount: "12.5", fee: "0" });
    const [entry] = await journal("id = $1", [answer.message.entry_id]);
    expect(entry).toEqual({
      id: answer.message.entry_id,
      user_id: ann.id,
      command: {
        kind: "wallet.transfer",
        args: { currency: USDT, from: "change", to: "micro", amount: "12500000", fee: "0" },
        caller: { user: ann.id },
      },
      reply: answer.message,
    });
  });

  it("a deposit approval and a withdrawal's request and review: by the user or the operator who sent them", async () => {
    const bea = await withdrawer("cmd-bea@bourse.test", "100");
    const [operator] = await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'admin'");
    const [approval] = await journal("idempotency_key = $1", [`deposit:${bea.deposit}`]);
    expect(approval).toMatchObject({
      user_id: bea.id,
      command: { kind: "wallet.deposit.approve", caller: { operator: operator!.id } },
      reply: { id: bea.deposit, state: "approved", amount: "100" },
    });
    const request = await bea.out("30");
    expect(request.message).toMatchObject({ fee: "1", receive: "29" });
    const [row] = await t.db.query<{ id: number; hold_id: string; amount: string }>(
      "SELECT id, hold_id, amount::text AS amount FROM withdrawal_requests WHERE user_id = $1",
      [bea.id],
    );
    // the id the user heard is the row's
    expect(row).toMatchObject({ id: request.message.id, amount: "30.000000000000000000" });
    const [requested] = await journal("id = $1", [Number(row!.hold_id.slice(1))]);
    expect(requested).toMatchObject({
      user_id: bea.id,
      command: { kind: "wallet.withdraw.request", caller: { user: bea.id } },
      reply: request.message,
    });
    expect(
      (await t.form(`/api/admin/withdrawals/${row!.id}/reject`, { reason: "  Wrong network  " }, admin)).type,
    ).toBe("ok");
    const [rejected] = await journal("reference = $1", [`withdraw:${row!.id}`]);
    expect(rejected).toMatchObject({
      user_id: bea.id,
      command: {
        kind: "wallet.withdraw.reject",
        args: { withdrawal: row!.id, user: bea.id, hold: row!.hold_id, reason: "Wrong network" },
        caller: { operator: operator!.id },
      },
      reply: { id: row!.id, state: "rejected" },
    });
    expect(spot(bea.id)).toBe(100_000_000n);
    expect(spot(bea.id, "frozen")).toBe(0n);
  });
});

describe("a repeated idempotency key", () => {
  it("answers the deposit approval's first reply and credits once, after a restart too", async () => {
    const cai = await funded("cmd-cai@bourse.test", "250");
    const key = `deposit:${cai.deposit}`;
    const [first] = await journal("idempotency_key = $1", [key]);
    const before = await snapshot();
    const again = await t.app.core.send({ ...first!.command, idempotencyKey: key });
    expect(again).toEqual({ ok: true, entryId: first!.id, reply: first!.reply, duplicate: true });
    // a repeat with other arguments under the same key is still the first command
    const changed = { ...(first!.command.args as object), amount: "999000000" };
    expect(await t.app.core.send({ ...first!.command, args: changed, idempotencyKey: key })).toEqual(again);
    expect(await snapshot()).toEqual(before);
    expect(spot(cai.id)).toBe(250_000_000n);

    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    expect(await t.app.core.send({ ...first!.command, idempotencyKey: key })).toEqual(again);
    expect(await t.form(`/api/admin/deposits/${cai.deposit}/approve`, {}, admin)).toMatchObject({
      code: "WALLET_REQUEST_CLOSED",
    });
    expect(await snapshot()).toEqual(before);
    expect(spot(cai.id)).toBe(250_000_000n);
  });

  it("after a restart, withdrawal ids go on after the last one", async () => {
    const dan = await withdrawer("cmd-dan@bourse.test", "100");
    const first = (await dan.out("20")).message.id as number;
    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    const second = (await dan.out("20")).message.id as number;
    expect(second).toBeGreaterThan(first);
    const rows = await t.db.query<{ id: number }>(
      "SELECT id FROM withdrawal_requests WHERE user_id = $1 ORDER BY id",
      [dan.id],
    );
    expect(rows.map((r) => r.id)).toEqual([first, second]);
    expect(spot(dan.id, "frozen")).toBe(40_000_000n);
  });
});

describe("a wallet command that does not fit", () => {
  it("is refused with COMMAND_INVALID when its arguments are off the schema or its caller may not send it", async () => {
    const eve = await withdrawer("cmd-eve@bourse.test", "100");
    const fay = await withdrawer("cmd-fay@bourse.test", "100");
    expect((await eve.out("20")).type).toBe("ok");
    const [pending] = await t.db.query<{ id: number; hold_id: string }>(
      "SELECT id, hold_id FROM withdrawal_requests WHERE user_id = $1",
      [eve.id],
    );
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(USDT), amount: "50", voucher: (await upload(t, eve.token, IMAGES.png)).message },
      eve.token,
    );
    const [operator] = await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'admin'");
    const asEve = { user: eve.id };
    const asOperator = { operator: operator!.id };
    const transfer = { currency: USDT, from: "change", to: "micro", amount: "1000000", fee: "0" };
    const deposit = {
      deposit: claim.message.id,
      user: eve.id,
      currency: USDT,
      account: "change",
      amount: "50000000",
      ip: "127.0.0.1",
    };
    const request = {
      currency: USDT,
      network: 4,
      method: "address",
      destination: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA",
      account: "change",
      amount: "20000000",
      fee: "1000000",
      usd_value: "20",
    };
    const review = { withdrawal: pending!.id, user: eve.id, hold: pending!.hold_id, ip: "127.0.0.1" };
    const refused: Command[] = [
      { kind: "wallet.transfer", args: { ...transfer, amount: 1000000 }, caller: asEve },
      { kind: "wallet.transfer", args: { ...transfer, amount: "1e6" }, caller: asEve },
      { kind: "wallet.transfer", args: { ...transfer, amount: "-1000000" }, caller: asEve },
      { kind: "wallet.transfer", args: { ...transfer, to: "savings" }, caller: asEve },
      { kind: "wallet.transfer", args: { ...transfer, currency: "3" }, caller: asEve },
      { kind: "wallet.transfer", args: transfer, caller: asOperator },
      { kind: "wallet.transfer", args: transfer, caller: { system: "scheduler" } },
      // a user crediting a deposit to themselves
      { kind: "wallet.deposit.approve", args: deposit, caller: asEve },
      { kind: "wallet.deposit.approve", args: { ...deposit, amount: "50.5" }, caller: asOperator },
      { kind: "wallet.deposit.approve", args: { ...deposit, user: 0 }, caller: asOperator },
      { kind: "wallet.deposit.approve", args: { ...deposit, account: "deposits" }, caller: asOperator },
      { kind: "wallet.withdraw.request", args: request, caller: asOperator },
      { kind: "wallet.withdraw.request", args: { ...request, destination: "T\u0000x" }, caller: asEve },
      { kind: "wallet.withdraw.request", args: { ...request, usd_value: "1e3" }, caller: asEve },
      { kind: "wallet.withdraw.request", args: { ...request, amount: "1".repeat(39) }, caller: asEve },
      { kind: "wallet.withdraw.request", args: { ...request, method: "cash" }, caller: asEve },
      // the user paying or rejecting their own withdrawal
      { kind: "wallet.withdraw.pay", args: { ...review, txid: "0xabc" }, caller: asEve },
      { kind: "wallet.withdraw.reject", args: { ...review, reason: "mine" }, caller: asEve },
      { kind: "wallet.withdraw.pay", args: { ...review, txid: "" }, caller: asOperator },
      { kind: "wallet.withdraw.reject", args: { ...review, reason: "bad\u0000" }, caller: asOperator },
      {
        kind: "wallet.withdraw.pay",
        args: { ...review, withdrawal: "1", txid: "0xabc" },
        caller: asOperator,
      },
      // another user's name on eve's hold
      { kind: "wallet.withdraw.pay", args: { ...review, user: fay.id, txid: "0xabc" }, caller: asOperator },
      { kind: "wallet.withdraw", args: request, caller: asEve },
    ];
    const before = await snapshot();
    for (const command of refused)
      expect(await t.app.core.send(command), JSON.stringify(command)).toEqual({
        ok: false,
        code: "COMMAND_INVALID",
      });
    expect(await snapshot()).toEqual(before);
    expect(spot(eve.id)).toBe(80_000_000n);
    expect(spot(eve.id, "frozen")).toBe(20_000_000n);

    // the same commands, well formed and from the right caller, are accepted
    expect(await t.app.core.send({ kind: "wallet.transfer", args: transfer, caller: asEve })).toMatchObject({
      ok: true,
      reply: { amount: "1", fee: "0" },
    });
    expect(
      await t.app.core.send({
        kind: "wallet.withdraw.pay",
        args: { ...review, txid: "0xabc" },
        caller: asOperator,
      }),
    ).toMatchObject({ ok: true, reply: { id: pending!.id, state: "approved", txid: "0xabc" } });
    expect(spot(eve.id)).toBe(79_000_000n);
    expect(spot(eve.id, "frozen")).toBe(0n);
  });

  it("a second review of a paid withdrawal is refused as closed and changes nothing", async () => {
    const gus = await withdrawer("cmd-gus@bourse.test", "100");
    const { id } = (await gus.out("25")).message;
    const [operator] = await t.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'admin'");
    const [row] = await t.db.query<{ hold_id: string }>(
      "SELECT hold_id FROM withdrawal_requests WHERE id = $1",
      [id],
    );
    const review = { withdrawal: id, user: gus.id, hold: row!.hold_id, ip: "127.0.0.1" };
    const caller = { operator: operator!.id };
    const [paid, late] = await Promise.all([
      t.app.core.send({ kind: "wallet.withdraw.pay", args: { ...review, txid: "0x1" }, caller }),
      t.app.core.send({ kind: "wallet.withdraw.reject", args: { ...review, reason: "late" }, caller }),
    ]);
    expect(paid).toMatchObject({ ok: true });
    expect(late).toEqual({ ok: false, code: "WALLET_REQUEST_CLOSED" });
    const [state] = await t.db.query(
      "SELECT state, txid, reject_reason FROM withdrawal_requests WHERE id = $1",
      [id],
    );
    expect(state).toEqual({ state: "approved", txid: "0x1", reject_reason: null });
    expect(spot(gus.id)).toBe(75_000_000n);
    expect(spot(gus.id, "frozen")).toBe(0n);
  });
});

describe("transfers out of the lever account", () => {
  it("are refused while the user has a position in that currency, and nothing moves", async () => {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
    const hal = await funded("cmd-hal@bourse.test", "2000");
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [hal.id]);
    const move = (from: string, to: string, number: string) =>
      t.form(
        "/api/wallet/change",
        { currency_id: String(USDT), number, from_field: from, to_field: to },
        hal.token,
      );
    expect((await move("change", "lever", "1000")).type).toBe("ok");
    const opened = await t.form(
      "/api/lever/submit",
      { currency_id: "1", legal_id: "3", multiple: "5", share: "1", type: "1" },
      hal.token,
    );
    expect(opened.type).toBe("ok");
    const lever = () => t.app.core.balance(userAccount(hal.id, "lever"), USDT);
    const held = lever();
    expect(await move("lever", "change", "1")).toMatchObject({ code: "LEVER_POSITIONS_OPEN" });
    expect(lever()).toBe(held);
    expect(spot(hal.id)).toBe(1_000_000_000n);
    // into the lever account, and between the others, funds still move
    expect((await move("change", "lever", "1")).type).toBe("ok");
    expect((await move("change", "micro", "1")).type).toBe("ok");
  });
});
