import {
  AddressSaved,
  BankCard,
  BillPage,
  CurrencySettings,
  DepositAddress,
  DepositClaimed,
  DepositPage,
  FiatRate,
  FiatRates,
  Nullable,
  PostingPage,
  SavedAddressPage,
  TransferFee,
  TransferRoute,
  Transferred,
  UserCurrency,
  WalletDetail,
  WalletInfo,
  WalletList,
  WithdrawalPage,
  WithdrawalRequested,
} from "@bourse/contract";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const USDT = "3";
const wallets = async (token: string) => (await t.form("/api/wallet/list", {}, token)).message;
const usdtLine = (w: Record<string, { balance: Record<string, string>[] }>, kind: string) =>
  w[`${kind}_wallet`]!.balance.find((b) => b.currency_name === "USDT")!;

/** A user with `amount` USDT deposited and credited by an operator. */
async function funded(email: string, amount: string): Promise<string> {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: USDT, network: "4", amount, voucher },
    token,
  );
  expect(claim.type).toBe("ok");
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  return token;
}

/** Verified (level 1 set directly), with fund password 2580, past the 24 h lock, and one saved address. */
async function readyToWithdraw(email: string, amount: string): Promise<string> {
  const token = await funded(email, amount);
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
  await t.form("/api/sms_mail", { scene: "security" }, token);
  const code = await latestCode(t, email);
  expect(
    (await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token)).type,
  ).toBe("ok");
  t.clock.advance(24 * 3600_000 + 1000);
  admin = await operatorToken(t); // console sessions last 12 h
  const saved = await t.form(
    "/api/user/wallet/save",
    { currency: USDT, network: "4", name: "cold", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
    token,
  );
  expect(saved.type).toBe("ok");
  return token;
}

describe("deposits", () => {
  it("shows the venue address with a QR code and its minimum", async () => {
    const token = await signUp(t, "addr@bourse.test");
    const res = (await t.form("/api/wallet/get_in_address", { currency: USDT, network: "4" }, token)).message;
    expect(res).toMatchObject({ network_name: "TRC20", min_number: "1" });
    expect(res.address).toBe("TCsAvimwuyHshAxanamda3huNzmvtje5k2");
    expect(res.qr).toMatch(/^data:image\/png;base64,/);
    expect(await t.form("/api/user/getAddress", { currency: "99" }, token)).toMatchObject({
      code: "WALLET_UNKNOWN_CURRENCY",
    });
  });

  it("refuses bad amounts and a missing voucher, and changes nothing", async () => {
    const token = await signUp(t, "badclaim@bourse.test");
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = (amount: string, extra: Record<string, string> = { voucher }) =>
      t.form("/api/wallet/charge_req", { currency: USDT, network: "4", amount, ...extra }, token);
    for (const bad of ["-5", "abc", "1e3", "99999999999999999999999999999999", "100000000000000000000"]) {
      expect(await claim(bad)).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "amount" });
    }
    expect(await claim("0")).toMatchObject({ code: "WALLET_INVALID_AMOUNT" });
    expect(await claim("1.0000001")).toMatchObject({
      code: "WALLET_AMOUNT_TOO_PRECISE",
      message: "The amount can have at most 6 decimal places",
    });
    expect(await claim("0.5")).toMatchObject({
      code: "WALLET_BELOW_MINIMUM",
      message: "The amount cannot be less than 1",
    });
    expect(await claim("10", {})).toMatchObject({ code: "WALLET_VOUCHER_REQUIRED" });
    expect((await t.get("/api/recharge/log", token)).message.total).toBe(0);
  });

  it("credits once when approved, even when approved five times at once", async () => {
    const token = await signUp(t, "deposit@bourse.test");
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const { id } = (
      await t.form("/api/wallet/charge_req", { currency: USDT, amount: "1500.25", voucher }, token)
    ).message;
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({
      id,
      state: "review",
      amount: "1500.25",
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.form(`/api/admin/deposits/${id}/approve`, {}, admin)),
    );
    expect(results.filter((r) => r.type === "ok").length).toBeGreaterThanOrEqual(1);
    const line = usdtLine(await wallets(token), "change");
    expect(line).toMatchObject({ change_balance: "1500.25", lock_change_balance: "0" });
    expect(await t.form(`/api/admin/deposits/${id}/approve`, {}, admin)).toMatchObject({
      code: "WALLET_REQUEST_CLOSED",
    });
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({ state: "approved" });
  });

  it("rejects with a reason the user sees, and no money moves", async () => {
    const token = await signUp(t, "reject@bourse.test");
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const { id } = (await t.form("/api/wallet/charge_req", { currency: USDT, amount: "50", voucher }, token))
      .message;
    expect(
      (await t.form(`/api/admin/deposits/${id}/reject`, { reason: "Voucher does not match" }, admin)).type,
    ).toBe("ok");
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({
      state: "rejected",
      reject_reason: "Voucher does not match",
    });
    expect(usdtLine(await wallets(token), "change").change_balance).toBe("0");
    expect(await t.form(`/api/admin/deposits/${id}/approve`, {}, admin)).toMatchObject({
      code: "WALLET_REQUEST_CLOSED",
    });
  });
});

describe("crediting another amount than claimed", () => {
  /** A claim of `amount` USDT by a new user, with the user's token and the claim's id. */
  async function claimed(email: string, amount: string) {
    const token = await signUp(t, email);
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form("/api/wallet/charge_req", { currency: USDT, amount, voucher }, token);
    expect(claim.type).toBe("ok");
    return { token, id: claim.message.id as number };
  }
  const approve = (id: number, body: Record<string, string>) =>
    t.form(`/api/admin/deposits/${id}/approve`, body, admin);
  const TX = "0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060";

  it("needs a reason for another amount, credits that amount, and shows both to the user", async () => {
    const { token, id } = await claimed("credit-less@bourse.test", "1000");
    // another amount without a reason, or with one too short: refused by field, nothing moves
    const refused: Record<string, string>[] = [
      { amount: "950" },
      { amount: "950", reason: "short" },
      { amount: "950", reason: "  " },
    ];
    for (const body of refused) {
      expect(await approve(id, body)).toMatchObject({
        code: "WALLET_CREDIT_REASON_REQUIRED",
        field: "reason",
      });
    }
    expect(await approve(id, { amount: "950", reason: "x".repeat(501) })).toMatchObject({ field: "reason" });
    expect(usdtLine(await wallets(token), "change").change_balance).toBe("0");
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({
      state: "review",
      credited_amount: null,
    });

    const reason = "Only 950 USDT arrived on chain; the sender's fee was deducted";
    expect((await approve(id, { amount: "950", reason, txid: TX })).type).toBe("ok");
    expect(usdtLine(await wallets(token), "change")).toMatchObject({
      change_balance: "950",
      lock_change_balance: "0",
    });
    const [row] = await t.db.query<{ amount: string; credited: string; credit_reason: string; txid: string }>(
      "SELECT trim_scale(amount)::text AS amount, trim_scale(credited_amount)::text AS credited, credit_reason, txid FROM deposit_requests WHERE id = $1",
      [id],
    );
    expect(row).toEqual({ amount: "1000", credited: "950", credit_reason: reason, txid: TX });
    const [audit] = await t.db.query<{ user_id: string; amount: string; currency: string }>(
      "SELECT user_id::text, trim_scale(amount)::text AS amount, currency FROM audit_log WHERE action = 'deposit.approve' AND target_id = $1",
      [String(id)],
    );
    const [user] = await t.db.query<{ id: string }>("SELECT id::text FROM users WHERE email = $1", [
      "credit-less@bourse.test",
    ]);
    expect(audit).toEqual({ user_id: user!.id, amount: "950", currency: "USDT" });
    // the user's records show what was claimed, what was credited and why
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({
      state: "approved",
      amount: "1000",
      credited_amount: "950",
      credit_reason: reason,
      txid: TX,
    });
    const listed = (await t.get(`/api/admin/deposits?q=credit-less`, admin)).message.data[0];
    expect(listed).toMatchObject({ amount: "1000", credited_amount: "950", credit_reason: reason });
  });

  it("needs no reason for the claimed amount, and refuses amounts finer than the currency or not above 0", async () => {
    const { token, id } = await claimed("credit-same@bourse.test", "120.5");
    expect(await approve(id, { amount: "120.5000001" })).toMatchObject({
      code: "WALLET_AMOUNT_TOO_PRECISE",
      field: "amount",
    });
    for (const bad of ["0", "0.000000"]) {
      expect(await approve(id, { amount: bad, reason: "Nothing arrived at all on chain" })).toMatchObject({
        code: "WALLET_INVALID_AMOUNT",
        field: "amount",
      });
    }
    expect(await approve(id, { amount: "-5", reason: "Nothing arrived at all on chain" })).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "amount",
    });
    expect(usdtLine(await wallets(token), "change").change_balance).toBe("0");
    expect((await approve(id, { amount: "120.500000", txid: TX })).type).toBe("ok");
    expect(usdtLine(await wallets(token), "change").change_balance).toBe("120.5");
    expect((await t.get("/api/recharge/log", token)).message.data[0]).toMatchObject({
      amount: "120.5",
      credited_amount: "120.5",
      credit_reason: null,
      txid: TX,
    });
  });
});

describe("transfers and bills", () => {
  it("moves funds between own accounts at once and lists each posting with the balance after", async () => {
    const token = await funded("transfer@bourse.test", "100");
    const body = { currency_id: USDT, number: "30.5", from_field: "change", to_field: "micro" };
    expect((await t.form("/api/wallet/change", body, token)).message).toMatchObject({
      amount: "30.5",
      fee: "0",
    });
    const w = await wallets(token);
    expect(usdtLine(w, "change").change_balance).toBe("69.5");
    expect(usdtLine(w, "micro").micro_balance).toBe("30.5");
    expect(await t.form("/api/user/Transfer", { ...body, number: "69.51" }, token)).toMatchObject({
      code: "WALLET_INSUFFICIENT_BALANCE",
      message: "Insufficient wallet balance",
    });
    expect(await t.form("/api/wallet/change", { ...body, to_field: "change" }, token)).toMatchObject({
      code: "WALLET_SAME_ACCOUNT",
    });
    expect(await t.form("/api/wallet/change", { ...body, to_field: "savings" }, token)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "to_field",
    });
    const bills = (await t.form("/api/wallet/legal_log", { currency: USDT, type: "change" }, token)).message;
    expect(
      bills.data.map((b: { type: string; value: string; balance_after: string }) => [
        b.type,
        b.value,
        b.balance_after,
      ]),
    ).toEqual([
      ["transfer", "-30.5", "69.5"],
      ["deposit", "100", "100"],
    ]);
    // one line per transfer: from → to
    const history = (await t.get("/api/wallet/hzhistory", token)).message;
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ from_account: "change", to_account: "micro", amount: "30.5" });
  });

  it("charges the configured transfer fee to the venue", async () => {
    const token = await funded("fee@bourse.test", "100");
    await t.form("/api/admin/settings", { key: "transfer_fee_rate", value: "0.001" }, admin);
    expect(
      (await t.form("/api/user/getTransferFee", { currency_id: USDT, number: "50" }, token)).message,
    ).toEqual({ rate: "0.001", fee: "0.05" });
    await t.form(
      "/api/wallet/change",
      { currency_id: USDT, number: "50", from_field: "change", to_field: "lever" },
      token,
    );
    expect(usdtLine(await wallets(token), "lever").lever_balance).toBe("49.95");
    await t.form("/api/admin/settings", { key: "transfer_fee_rate", value: "0" }, admin);
  });
});

describe("withdrawals", () => {
  it("needs verification, a fund password, no security lock, and a saved address", async () => {
    const email = "gate@bourse.test";
    const token = await funded(email, "100");
    const out = (extra: Record<string, string> = {}) =>
      t.form(
        "/api/wallet/out",
        { currency: USDT, number: "20", address_id: "1", pay_password: "2580", ...extra },
        token,
      );
    expect((await out()).type).toBe(998);
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    expect(await out()).toMatchObject({ code: "WALLET_ADDRESS_REQUIRED" });
    await t.form(
      "/api/user/wallet/save",
      { currency: USDT, network: "4", name: "main", address: "TLAS2chg6fGvcBrKrgVtRhVcPg7wouQmgx" },
      token,
    );
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    expect(await out({ address_id: addressId })).toMatchObject({ code: "WALLET_PAY_PASSWORD_NOT_SET" });
    const setFundPassword = async () => {
      await t.form("/api/sms_mail", { scene: "security" }, token);
      await t.form(
        "/api/safe/update_password",
        { password: "2580", re_password: "2580", code: await latestCode(t, email) },
        token,
      );
    };
    // a first fund password pauses nothing; changing it pauses withdrawals for 24 h
    await setFundPassword();
    expect(await out({ address_id: addressId, pay_password: "0000" })).toMatchObject({
      code: "WALLET_WRONG_PAY_PASSWORD",
    });
    t.clock.advance(61_000);
    await setFundPassword();
    expect(await out({ address_id: addressId })).toMatchObject({ code: "WALLET_SECURITY_LOCK" });
    t.clock.advance(24 * 3600_000 + 1000);
    admin = await operatorToken(t);
    expect(await out({ address_id: addressId, number: "5" })).toMatchObject({
      code: "WALLET_BELOW_MINIMUM",
      message: "The amount cannot be less than 10",
    });
    expect((await out({ address_id: addressId })).message).toMatchObject({ fee: "1", receive: "19" });
    expect(usdtLine(await wallets(token), "change")).toMatchObject({
      change_balance: "80",
      lock_change_balance: "20",
    });
  });

  it("unfreezes a rejected withdrawal and pays out an approved one", async () => {
    const token = await readyToWithdraw("payout@bourse.test", "100");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const first = (
      await t.form(
        "/api/wallet/out",
        { currency: USDT, number: "40", address_id: addressId, pay_password: "2580" },
        token,
      )
    ).message;
    const second = (
      await t.form(
        "/api/wallet/out",
        { currency: USDT, number: "30", address_id: addressId, pay_password: "2580" },
        token,
      )
    ).message;
    expect(
      await t.form(
        `/api/admin/withdrawals/${first.id}/reject`,
        { reason: "Address on a sanctions list" },
        admin,
      ),
    ).toMatchObject({ type: "ok" });
    expect(usdtLine(await wallets(token), "change")).toMatchObject({
      change_balance: "70",
      lock_change_balance: "30",
    });
    expect(await t.form(`/api/admin/withdrawals/${second.id}/approve`, { txid: " " }, admin)).toMatchObject({
      code: "WALLET_TXID_REQUIRED",
    });
    expect(
      (await t.form(`/api/admin/withdrawals/${second.id}/approve`, { txid: "0xabc123" }, admin)).type,
    ).toBe("ok");
    expect(usdtLine(await wallets(token), "change")).toMatchObject({
      change_balance: "70",
      lock_change_balance: "0",
    });
    expect(
      await t.form(`/api/admin/withdrawals/${second.id}/reject`, { reason: "late" }, admin),
    ).toMatchObject({ code: "WALLET_REQUEST_CLOSED" });
    const list = (await t.get("/api/user/withdraw/list", token)).message.data;
    expect(list.map((w: { state: string; txid: string | null }) => [w.state, w.txid])).toEqual([
      ["approved", "0xabc123"],
      ["rejected", null],
    ]);
  });

  it("accepts exactly one of 200 parallel withdrawals of the whole balance", async () => {
    const token = await readyToWithdraw("race@bourse.test", "50");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const body = { currency: USDT, number: "50", address_id: addressId, pay_password: "2580" };
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.form("/api/wallet/out", body, token)),
    );
    expect(results.filter((r) => r.type === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.code === "WALLET_INSUFFICIENT_BALANCE")).toHaveLength(199);
    expect(usdtLine(await wallets(token), "change")).toMatchObject({
      change_balance: "0",
      lock_change_balance: "50",
    });
  });

  it("keeps to the 24 h limit of the verification level", async () => {
    const token = await readyToWithdraw("limit@bourse.test", "100");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    // level 1 may withdraw 200 BTC a day; at a BTC price of 0.1 USDT that is 20 USDT
    await t.db.query("UPDATE currencies SET reference_price = 0.1 WHERE name = 'BTC'");
    try {
      const out = (number: string) =>
        t.form(
          "/api/wallet/out",
          { currency: USDT, number, address_id: addressId, pay_password: "2580" },
          token,
        );
      const both = await Promise.all([out("15"), out("15")]);
      expect(both.map((r) => r.code ?? r.type).sort()).toEqual(["WALLET_DAILY_LIMIT", "ok"]);
      expect(await out("10")).toMatchObject({ code: "WALLET_DAILY_LIMIT" });
      t.clock.advance(24 * 3600_000 + 1000);
      admin = await operatorToken(t);
      expect((await out("10")).type).toBe("ok");
    } finally {
      await t.db.query("UPDATE currencies SET reference_price = 65000 WHERE name = 'BTC'");
    }
  });

  it("needs a bank card of 13+ digits for bank withdrawals", async () => {
    const token = await readyToWithdraw("bank@bourse.test", "100");
    const out = () =>
      t.form("/api/user/onlineOut", { currency: USDT, number: "20", pay_password: "2580" }, token);
    expect((await out()).type).toBe(997);
    const card = { real_name: "Ada Lovelace", bank_name: "Bank of Bourse", bank_account: "1234 5678 9012" };
    expect(await t.form("/api/user/cash_save", card, token)).toMatchObject({
      code: "WALLET_INVALID_BANK_CARD",
      message: "Bank card: bank_account",
    });
    expect(
      await t.form("/api/user/cash_save", { ...card, bank_account: "12345678901234x" }, token),
    ).toMatchObject({ code: "WALLET_INVALID_BANK_CARD" });
    expect(
      (await t.form("/api/user/cash_save", { ...card, bank_account: "1234567890123" }, token)).type,
    ).toBe("ok");
    expect((await t.form("/api/user/cash_info", {}, token)).message).toMatchObject({
      bank_account: "1234567890123",
      real_name: "Ada Lovelace",
    });
    expect((await out()).message).toMatchObject({ fee: "0", receive: "20" });
  });
});

describe("saved addresses", () => {
  it("keeps at most three, refuses *, and never touches another user's", async () => {
    const token = await signUp(t, "addresses@bourse.test");
    const other = await signUp(t, "addresses-other@bourse.test");
    const save = (address: string) =>
      t.form("/api/user/wallet/save", { currency: USDT, network: "4", name: "n", address }, token);
    expect(await save("TVjsyZ7fYF3qLF6BQgPm*EZy1xrNNyVAAA")).toMatchObject({
      code: "WALLET_INVALID_ADDRESS",
      field: "address",
      message: "address: not a valid TRC20 address (it cannot contain *)",
    });
    for (const address of [
      "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA",
      "TRuaojwrBRBnK19Bd4jhinT1V3STTuJrxy",
      "TL5KLtigv2eM99Avyh9Si6ZH8JkaZrcVCs",
    ])
      expect((await save(address)).type).toBe("ok");
    expect(await save("TWh4KU3tSwjBREe96jn3LFays34mqNzUPo")).toMatchObject({ code: "WALLET_ADDRESS_LIMIT" });
    const id = (await t.get("/api/user/wallet/list", token)).message.data[0].id;
    expect(await t.get(`/api/user/delUserAddress?id=${id}`, other)).toMatchObject({
      code: "WALLET_ADDRESS_NOT_FOUND",
    });
    expect(await t.get(`/api/user/delUserAddress?id=${id}`, token)).toMatchObject({ type: "ok" });
    expect((await t.get("/api/user/wallet/list", token)).message.total).toBe(2);
  });
});

describe("the console", () => {
  it("shows balances, bills and a passing ledger check; support cannot move money", async () => {
    const token = await funded("console@bourse.test", "10");
    const id = (await t.get("/api/user/info", token)).message.id;
    expect(
      usdtLine((await t.get(`/api/admin/users/${id}/balances`, admin)).message, "change").change_balance,
    ).toBe("10");
    expect((await t.get(`/api/admin/users/${id}/bills`, admin)).message.total).toBe(1);
    expect((await t.get("/api/admin/ledger/check", admin)).message).toMatchObject({
      ok: true,
      violations: [],
    });
    const support = await operatorToken(t, "support");
    expect((await t.get("/api/admin/deposits?state=approved", support)).type).toBe("ok");
    expect(await t.form("/api/admin/deposits/1/approve", {}, support)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
  });
});

describe("currency and network settings", () => {
  it("lets an admin change a network's fee and minimum, audited, and withdrawals follow it", async () => {
    admin = await operatorToken(t);
    const list = (await t.get("/api/admin/currencies", admin)).message;
    const trc20 = list
      .find((c: { name: string }) => c.name === "USDT")
      .networks.find((n: { name: string }) => n.name === "TRC20");
    expect(trc20).toMatchObject({ withdraw_min: "10", withdraw_fee: "1" });
    const body = {
      deposit_address: trc20.deposit_address,
      deposit_min: "1",
      withdraw_min: "12",
      withdraw_fee: "2",
      enabled: true,
    };
    expect(
      await t.json(`/api/admin/networks/${trc20.id}`, { ...body, withdraw_fee: "-1" }, admin),
    ).toMatchObject({ code: "REQUEST_INVALID_FIELD", message: "Invalid parameter: withdraw_fee" });
    expect(
      await t.json(`/api/admin/networks/${trc20.id}`, { ...body, deposit_address: "T*x" }, admin),
    ).toMatchObject({ code: "WALLET_INVALID_ADDRESS" });
    expect((await t.json(`/api/admin/networks/${trc20.id}`, body, admin)).type).toBe("ok");
    const token = await readyToWithdraw("fee-change@bourse.test", "100");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = (number: string) =>
      t.form(
        "/api/wallet/out",
        { currency: USDT, number, address_id: addressId, pay_password: "2580" },
        token,
      );
    expect(await out("11")).toMatchObject({ message: "The amount cannot be less than 12" });
    expect((await out("20")).message).toMatchObject({ fee: "2", receive: "18" });
    const audit = (await t.get("/api/admin/audit?target_type=network", admin)).message.data[0];
    expect(audit).toMatchObject({
      action: "network.update",
      before: { withdraw_fee: "1.000000000000000000" },
      after: { withdraw_fee: "2" },
    });
    await t.json(
      `/api/admin/networks/${trc20.id}`,
      { ...body, withdraw_min: "10", withdraw_fee: "1" },
      admin,
    );
  });
  it("sets a watched network's on-chain settings, each checked and named when refused", async () => {
    admin = await operatorToken(t);
    const usdt = (await t.get("/api/admin/currencies", admin)).message.find(
      (c: { name: string }) => c.name === "USDT",
    );
    const erc20 = usdt.networks.find((n: { name: string }) => n.name === "ERC20");
    const trc20 = usdt.networks.find((n: { name: string }) => n.name === "TRC20");
    expect(erc20).toMatchObject({
      chain: "evm",
      confirmations: 12,
      auto_approve_max: "0",
      token_contract: "",
    });
    expect(trc20).toMatchObject({ chain: null });
    const base = (n: typeof erc20) => ({
      deposit_address: n.deposit_address,
      deposit_min: n.deposit_min,
      withdraw_min: n.withdraw_min,
      withdraw_fee: n.withdraw_fee,
      enabled: n.enabled,
    });
    const save = (body: object, network = erc20) =>
      t.json(`/api/admin/networks/${network.id}`, { ...base(network), ...body }, admin);
    const contract = "0xDAC17F958D2ee523a2206206994597C13D831ec7";
    expect(
      (
        await save({
          token_contract: contract,
          confirmations: 20,
          auto_approve_max: "150.5",
          hot_wallet_min: "1000",
          explorer_tx_url: "https://sepolia.etherscan.io/tx/{tx}",
        })
      ).type,
    ).toBe("ok");
    const saved = () =>
      t
        .get("/api/admin/currencies", admin)
        .then((r) =>
          r.message
            .find((c: { name: string }) => c.name === "USDT")
            .networks.find((n: { id: number }) => n.id === erc20.id),
        );
    expect(await saved()).toMatchObject({
      token_contract: contract.toLowerCase(),
      confirmations: 20,
      auto_approve_max: "150.5",
      hot_wallet_min: "1000",
      explorer_tx_url: "https://sepolia.etherscan.io/tx/{tx}",
    });
    // an older console sending only the first fields keeps the on-chain ones
    expect((await save({ withdraw_fee: erc20.withdraw_fee })).type).toBe("ok");
    expect(await saved()).toMatchObject({ confirmations: 20, token_contract: contract.toLowerCase() });
    const refusals: [object, string][] = [
      [{ token_contract: "0x1234" }, "token_contract"],
      [{ token_contract: "0xZZC17F958D2ee523a2206206994597C13D831ec7" }, "token_contract"],
      [{ confirmations: 0 }, "confirmations"],
      [{ confirmations: 1001 }, "confirmations"],
      [{ confirmations: 2.5 }, "confirmations"],
      [{ auto_approve_max: "-1" }, "auto_approve_max"],
      [{ auto_approve_max: "0.0000001" }, "auto_approve_max"],
      [{ hot_wallet_min: "abc" }, "hot_wallet_min"],
      [{ hot_wallet_min: "0.0000001" }, "hot_wallet_min"],
      [{ explorer_tx_url: "http://etherscan.io/tx/{tx}" }, "explorer_tx_url"],
      [{ explorer_tx_url: "https://etherscan.io/tx/" }, "explorer_tx_url"],
      [{ explorer_tx_url: "not a url {tx}" }, "explorer_tx_url"],
    ];
    for (const [body, field] of refusals) {
      expect(await save(body), JSON.stringify(body)).toMatchObject({ type: "error", field });
    }
    // a network not watched on a chain has no token contract
    expect(await save({ token_contract: contract }, trc20)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "token_contract",
    });
    expect(await saved()).toMatchObject({ confirmations: 20, auto_approve_max: "150.5" });
    const audit = (await t.get("/api/admin/audit?target_type=network", admin)).message.data[1];
    expect(audit).toMatchObject({
      action: "network.update",
      before: { confirmations: 12, token_contract: "" },
      after: { confirmations: 20, token_contract: contract.toLowerCase() },
    });
    expect(
      (
        await save({
          token_contract: "",
          confirmations: 12,
          auto_approve_max: "0",
          hot_wallet_min: "0",
          explorer_tx_url: erc20.explorer_tx_url,
        })
      ).type,
    ).toBe("ok");
  });
});

describe("fiat display rates", () => {
  it("starts with USD at 1; an admin adds others; bad codes and rates are refused", async () => {
    admin = await operatorToken(t);
    expect((await t.get("/api/wallet/getRateCurrency")).message).toEqual([
      expect.objectContaining({ currency_code: "USD", rate: "1" }),
    ]);
    expect((await t.form("/api/admin/fiat_rates", { currency_code: "eur", rate: "0.92" }, admin)).type).toBe(
      "ok",
    );
    expect(await t.form("/api/admin/fiat_rates", { currency_code: "EURO", rate: "1" }, admin)).toMatchObject({
      type: "error",
    });
    expect(await t.form("/api/admin/fiat_rates", { currency_code: "JPY", rate: "-3" }, admin)).toMatchObject({
      type: "error",
    });
    expect(await t.form("/api/admin/fiat_rates", { currency_code: "USD", rate: "2" }, admin)).toMatchObject({
      type: "error",
    });
    expect((await t.get("/api/wallet/getRateCurrency?id=EUR")).message).toMatchObject({
      currency_code: "EUR",
      rate: "0.92",
    });
  });
});

describe("the security lock setting", () => {
  it("follows the operator's withdraw_lock_hours", async () => {
    admin = await operatorToken(t);
    expect(
      (await t.form("/api/admin/settings", { key: "withdraw_lock_hours", value: "0" }, admin)).type,
    ).toBe("ok");
    try {
      const token = await signUp(t, "nolock@bourse.test");
      // the first fund password, then a change of it: only the change would lock withdrawals
      for (const password of ["2580", "3691"]) {
        t.clock.advance(61_000);
        await t.form("/api/sms_mail", { scene: "security" }, token);
        await t.form(
          "/api/safe/update_password",
          { password, re_password: password, code: await latestCode(t, "nolock@bourse.test") },
          token,
        );
      }
      const until = (await t.get("/api/user/info", token)).message.withdraw_locked_until;
      expect(new Date(until).getTime()).toBe(t.clock().getTime());
    } finally {
      await t.form("/api/admin/settings", { key: "withdraw_lock_hours", value: "24" }, admin);
    }
  });
});

describe("answers", () => {
  it("answers every call in the shape its contract declares", async () => {
    admin = await operatorToken(t);
    const token = await readyToWithdraw("answers@bourse.test", "500");
    const id = (await t.get("/api/user/info", token)).message.id;

    // display rates: all of them, and one
    expectAnswer(FiatRates, await t.get("/api/wallet/getRateCurrency"));
    expectAnswer(FiatRates, await t.get("/api/wallet/getRateCurrency?id=USD"));
    expectAnswer(Type.Array(FiatRate), await t.get("/api/admin/fiat_rates", admin));

    // balances
    expectAnswer(WalletList, await t.form("/api/wallet/list", {}, token));
    expectAnswer(WalletDetail, await t.form("/api/wallet/detail", { currency: USDT, type: "change" }, token));
    expectAnswer(WalletInfo, await t.form("/api/wallet/get_info", { currency: USDT }, token));
    expectAnswer(Type.Array(UserCurrency), await t.get("/api/currency/user_currency_list", token));

    // deposits: the address, a claim under review and one rejected beside the approved one
    for (const path of ["/api/wallet/get_in_address", "/api/user/getAddress"])
      expectAnswer(DepositAddress, await t.form(path, { currency: USDT, network: "4" }, token));
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = (amount: string) =>
      t.form("/api/wallet/charge_req", { currency: USDT, network: "4", amount, voucher }, token);
    const rejected = await claim("25");
    expectAnswer(DepositClaimed, rejected);
    await t.form(`/api/admin/deposits/${rejected.message.id}/reject`, { reason: "unreadable" }, admin);
    expectAnswer(DepositClaimed, await claim("30"));
    expectAnswer(DepositPage, await t.get("/api/recharge/log", token));
    for (const state of ["review", "approved", "rejected"])
      expectAnswer(DepositPage, await t.get(`/api/admin/deposits?state=${state}&user_id=${id}`, admin));

    // saved addresses and the bank card (none, then one)
    const saved = await t.form(
      "/api/user/wallet/save",
      { currency: USDT, network: "4", name: "warm", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
      token,
    );
    expectAnswer(AddressSaved, saved);
    expectAnswer(
      AddressSaved,
      await t.form(
        "/api/user/edituser_address",
        {
          id: String(saved.message.id),
          currency: USDT,
          network: "4",
          name: "hot",
          address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA",
        },
        token,
      ),
    );
    const addresses = await t.get("/api/user/wallet/list", token);
    expectAnswer(SavedAddressPage, addresses);
    expectAnswer(Nullable(BankCard), await t.form("/api/user/cash_info", {}, token));
    const card = { real_name: "Ada Lovelace", bank_name: "Bank of Bourse", bank_account: "1234567890123" };
    expect((await t.form("/api/user/cash_save", card, token)).type).toBe("ok");
    expectAnswer(BankCard, await t.form("/api/user/cash_info", {}, token));

    // withdrawals: to an address (one paid, one rejected) and to the card (pending)
    const out = () =>
      t.form(
        "/api/wallet/out",
        {
          currency: USDT,
          number: "20",
          address_id: String(addresses.message.data[0].id),
          pay_password: "2580",
        },
        token,
      );
    const paid = await out();
    expectAnswer(WithdrawalRequested, paid);
    await t.form(`/api/admin/withdrawals/${paid.message.id}/approve`, { txid: "0xabc" }, admin);
    const refused = await out();
    await t.form(`/api/admin/withdrawals/${refused.message.id}/reject`, { reason: "late" }, admin);
    expectAnswer(
      WithdrawalRequested,
      await t.form("/api/user/onlineOut", { currency: USDT, number: "20", pay_password: "2580" }, token),
    );
    expectAnswer(WithdrawalPage, await t.get("/api/user/withdraw/list", token));
    for (const state of ["pending", "approved", "rejected"])
      expectAnswer(WithdrawalPage, await t.get(`/api/admin/withdrawals?state=${state}&user_id=${id}`, admin));

    // transfers and bills
    const move = { currency_id: USDT, number: "10", from_field: "change", to_field: "legal" };
    expectAnswer(Transferred, await t.form("/api/wallet/change", move, token));
    expectAnswer(Transferred, await t.form("/api/user/Transfer", { ...move, number: "5" }, token));
    expectAnswer(Type.Array(TransferRoute), await t.form("/api/user/getTransferList", {}, token));
    expectAnswer(
      TransferFee,
      await t.form("/api/user/getTransferFee", { currency_id: USDT, number: "50" }, token),
    );
    expectAnswer(TransferFee, await t.form("/api/user/getTransferFee", {}, token));
    expectAnswer(BillPage, await t.form("/api/wallet/legal_log", {}, token));
    expectAnswer(BillPage, await t.form("/api/wallet/legal_log", { currency: USDT, type: "legal" }, token));
    expectAnswer(BillPage, await t.get("/api/wallet/hzhistory", token));

    // the console
    expectAnswer(WalletList, await t.get(`/api/admin/users/${id}/balances`, admin));
    expectAnswer(PostingPage, await t.get(`/api/admin/users/${id}/bills`, admin));
    expectAnswer(Type.Array(CurrencySettings), await t.get("/api/admin/currencies", admin));
  });
});
