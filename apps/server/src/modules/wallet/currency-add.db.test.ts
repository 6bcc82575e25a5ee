import { AddedId, CurrencySettings, WalletList } from "@bourse/contract";
import { userAccount } from "@bourse/engine";
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

/** Currencies and networks added from the console, then deposited and withdrawn like the seeded ones. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const CURRENCY = {
  symbol: "tsc",
  full_name: "Test coin",
  decimals: 4,
  reference_price: "2.5",
  enabled: true,
};
const NETWORK = {
  name: "TRC20",
  deposit_address: "TCsAvimwuyHshAxanamda3huNzmvtje5k2",
  deposit_min: "1",
  withdraw_min: "5",
  withdraw_fee: "0.5",
  enabled: true,
};

describe("adding currencies and networks", () => {
  let currencyId: number;
  let networkId: number;

  it("refuses a bad symbol, scale or price by field, a symbol taken, and operators who may not add", async () => {
    expect(await t.json("/api/admin/currencies", { ...CURRENCY, symbol: "1AB" }, admin)).toMatchObject({
      type: "error",
      message: "Invalid parameter: symbol",
    });
    expect((await t.json("/api/admin/currencies", { ...CURRENCY, decimals: 19 }, admin)).type).toBe("error");
    expect((await t.json("/api/admin/currencies", { ...CURRENCY, full_name: " " }, admin)).message).toBe(
      "Invalid parameter: full_name",
    );
    expect((await t.json("/api/admin/currencies", { ...CURRENCY, symbol: "USDT" }, admin)).message).toBe(
      "The currency USDT already exists",
    );
    const support = await operatorToken(t, "support");
    expect((await t.json("/api/admin/currencies", CURRENCY, support)).type).toBe("error");
  });

  it("adds a currency, known at once to the ledger, the console and the wallet list", async () => {
    const added = await t.json("/api/admin/currencies", CURRENCY, admin);
    expectAnswer(AddedId, added);
    currencyId = added.message.id;
    expect(currencyId).toBeGreaterThan(3);
    expect(t.app.core.scales.get(currencyId)).toBe(4);
    const list = await t.get("/api/admin/currencies", admin);
    expectAnswer(Type.Array(CurrencySettings), list);
    expect(list.message.find((c: CurrencySettings) => c.id === currencyId)).toMatchObject({
      name: "TSC",
      full_name: "Test coin",
      decimals: 4,
      reference_price: "2.5",
      enabled: true,
      networks: [],
    });
    const [audit] = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'currency' AND target_id = $1",
      [String(currencyId)],
    );
    expect(audit?.action).toBe("currency.create");
    expect((await t.json("/api/admin/currencies", { ...CURRENCY, symbol: "TSC" }, admin)).message).toBe(
      "The currency TSC already exists",
    );
    const token = await signUp(t, "new-coin-viewer@bourse.test");
    const wallets = await t.form("/api/wallet/list", {}, token);
    expectAnswer(WalletList, wallets);
    expect(
      wallets.message.change_wallet.balance.some((b: { currency_name: string }) => b.currency_name === "TSC"),
    ).toBe(true);
  });

  it("adds a network, refusing bad fields by name and a name the currency has", async () => {
    const url = `/api/admin/currencies/${currencyId}/networks`;
    expect((await t.json(url, { ...NETWORK, deposit_min: "0.00001" }, admin)).message).toMatch(/4/);
    expect((await t.json(url, { ...NETWORK, deposit_address: "0x12" }, admin)).type).toBe("error");
    expect((await t.json(url, { ...NETWORK, name: "a b" }, admin)).message).toBe("Invalid parameter: name");
    expect((await t.json("/api/admin/currencies/9999/networks", NETWORK, admin)).type).toBe("error");
    const added = await t.json(url, NETWORK, admin);
    expectAnswer(AddedId, added);
    networkId = added.message.id;
    expect((await t.json(url, { ...NETWORK, name: "trc20" }, admin)).message).toBe(
      "The network trc20 already exists for this currency",
    );
    const list = (await t.get("/api/admin/currencies", admin)).message as CurrencySettings[];
    expect(list.find((c) => c.id === currencyId)?.networks).toMatchObject([
      { id: networkId, name: "TRC20", deposit_min: "1", withdraw_min: "5", withdraw_fee: "0.5", chain: null },
    ]);
  });

  it("takes deposits and withdrawals in the new currency on its network", async () => {
    const email = "new-coin@bourse.test";
    const token = await signUp(t, email);
    const address = (
      await t.form(
        "/api/wallet/get_in_address",
        { currency: String(currencyId), network: String(networkId) },
        token,
      )
    ).message;
    expect(address).toMatchObject({
      network_name: "TRC20",
      min_number: "1",
      address: NETWORK.deposit_address,
    });
    const voucher = (await upload(t, token, IMAGES.png)).message;
    const claim = await t.form(
      "/api/wallet/charge_req",
      { currency: String(currencyId), network: String(networkId), amount: "100", voucher },
      token,
    );
    expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
    const [user] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [
      email,
    ]);
    expect(t.app.core.balance(userAccount(user!.id, "change"), currencyId)).toBe(1_000_000n);

    await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    await t.form("/api/sms_mail", { scene: "security" }, token);
    const code = await latestCode(t, email);
    await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token);
    const saved = await t.form(
      "/api/user/wallet/save",
      {
        currency: String(currencyId),
        network: String(networkId),
        name: "out",
        address: "TLAS2chg6fGvcBrKrgVtRhVcPg7wouQmgx",
      },
      token,
    );
    expect(saved.type, JSON.stringify(saved.message)).toBe("ok");
    const addressId = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = await t.form(
      "/api/wallet/out",
      { currency: String(currencyId), number: "20", address_id: addressId, pay_password: "2580" },
      token,
    );
    expect(out.message).toMatchObject({ fee: "0.5", receive: "19.5" });
    expect(t.app.core.balance(userAccount(user!.id, "change", "frozen"), currencyId)).toBe(200_000n);
    expect(
      (await t.form(`/api/admin/withdrawals/${out.message.id}/approve`, { txid: "0xfeed01" }, admin)).type,
    ).toBe("ok");
    expect(t.app.core.balance(userAccount(user!.id, "change"), currencyId)).toBe(800_000n);
    expect(t.app.core.balance(userAccount(user!.id, "change", "frozen"), currencyId)).toBe(0n);
  });

  it("keeps the new currency's scale across a rebuild of the core's memory", async () => {
    await t.app.core.lead();
    expect(t.app.core.scales.get(currencyId)).toBe(4);
  });

  // last: this node follows another's log from then on
  it("a node following the log knows a currency the writer added from its entry on", async () => {
    const writer = await testApp({}, { db: t.db, clock: t.clock });
    await t.app.core.follow();
    try {
      const added = await writer.json(
        "/api/admin/currencies",
        { ...CURRENCY, symbol: "FLW", decimals: 7 },
        await operatorToken(writer),
      );
      expect(added.type).toBe("ok");
      expect(t.app.core.scales.get(added.message.id)).toBeUndefined();
      await t.app.core.catchUp();
      expect(t.app.core.scales.get(added.message.id)).toBe(7);
    } finally {
      await writer.close();
    }
  });
});
