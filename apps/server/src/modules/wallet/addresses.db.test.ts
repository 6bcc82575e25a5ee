import { checkAddress } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const ERC20 = "3";
const TRC20 = "4";
const VALID_TRON = "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA";
const VALID_EVM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";

/** A user holding `amount` USDT, verified, with fund password 2580 and past the 24 h lock. */
async function withdrawer(email: string, amount: string): Promise<string> {
  const token = await signUp(t, email);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: USDT, network: TRC20, amount, voucher },
    token,
  );
  expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
  await t.form("/api/sms_mail", { scene: "security" }, token);
  const code = await latestCode(t, email);
  await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token);
  t.clock.advance(24 * 3600_000 + 1000);
  admin = await operatorToken(t); // console sessions last 12 h
  return token;
}

describe("the seeded deposit networks", () => {
  it("each carry a valid address of their network, served with its QR code", async () => {
    const networks = await t.db.query<{
      id: number;
      currency_id: number;
      name: string;
      deposit_address: string;
    }>("SELECT id, currency_id, name, deposit_address FROM currency_networks ORDER BY id");
    expect(networks.map((n) => n.name)).toEqual([
      "BTC",
      "ERC20",
      "ERC20",
      "TRC20",
      "SOL",
      "BEP20",
      "XRP",
      "DOGE",
    ]);
    const token = await signUp(t, "seeded-addresses@bourse.test");
    for (const n of networks) {
      expect(checkAddress(n.name, n.deposit_address), `${n.name} ${n.deposit_address}`).toEqual({ ok: true });
      const shown = await t.form(
        "/api/wallet/get_in_address",
        { currency: String(n.currency_id), network: String(n.id) },
        token,
      );
      expect(shown.message).toMatchObject({ address: n.deposit_address, network_name: n.name });
    }
  });

  it("never shows a stored address that is not valid: deposits on that network are unavailable", async () => {
    const [before] = await t.db.query<{ deposit_address: string }>(
      "SELECT deposit_address FROM currency_networks WHERE id = 4",
    );
    const token = await signUp(t, "legacy-deposit@bourse.test");
    try {
      await t.db.query("UPDATE currency_networks SET deposit_address = $1 WHERE id = 4", [
        "TBourseDemoDepositAddressTRC20usdt00",
      ]);
      expect(
        await t.form("/api/wallet/get_in_address", { currency: USDT, network: TRC20 }, token),
      ).toMatchObject({
        type: "error",
        code: "WALLET_DEPOSIT_UNAVAILABLE",
        message:
          "Deposits on TRC20 are not available at the moment. Please choose another network or contact customer service",
      });
      // the other network of the currency still answers
      expect(
        (await t.form("/api/wallet/get_in_address", { currency: USDT, network: ERC20 }, token)).type,
      ).toBe("ok");
    } finally {
      await t.db.query("UPDATE currency_networks SET deposit_address = $1 WHERE id = 4", [
        before!.deposit_address,
      ]);
    }
  });
});

describe("saving a withdrawal address", () => {
  const save = (token: string, network: string, address: string, lang?: string) =>
    t.form(
      "/api/user/wallet/save",
      { currency: USDT, network, name: "mine", address, ...(lang ? { lang } : {}) },
      token,
    );

  it("refuses an address that is not valid on the chosen network, naming the field and the reason", async () => {
    const token = await signUp(t, "save-address@bourse.test");
    const refusals: [string, string, string][] = [
      [TRC20, "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVBBB", "address: not a valid TRC20 address (checksum)"],
      [
        TRC20,
        "TGraceColdWallet000000000000000001",
        "address: not a valid TRC20 address (expected T and 33 base58 characters)",
      ],
      [
        TRC20,
        "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa",
        "address: not a valid TRC20 address (an address of another network)",
      ],
      // a TRON address on ERC20, and an EVM address whose mixed case does not match its EIP-55 checksum
      [ERC20, VALID_TRON, "address: not a valid ERC20 address (expected 0x and 40 hexadecimal digits)"],
      [ERC20, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "address: not a valid ERC20 address (checksum)"],
      [
        ERC20,
        "0xB0u75E0000000000000000000000000000dE0a5D",
        "address: not a valid ERC20 address (expected 0x and 40 hexadecimal digits)",
      ],
    ];
    for (const [network, address, message] of refusals) {
      expect(await save(token, network, address), address).toMatchObject({
        type: "error",
        code: "WALLET_INVALID_ADDRESS",
        field: "address",
        message,
      });
    }
    expect((await t.get("/api/user/wallet/list", token)).message.total).toBe(0);
  });

  it("says so in the user's language", async () => {
    const token = await signUp(t, "save-address-de@bourse.test");
    expect(await save(token, TRC20, "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVBBB", "de")).toMatchObject({
      field: "address",
      message: "address: keine gültige TRC20-Adresse (falsche Prüfsumme)",
    });
    expect(await save(token, TRC20, "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVBBB", "zh")).toMatchObject({
      message: "address：不是有效的 TRC20 地址（校验和错误）",
    });
  });

  it("accepts valid addresses: checksummed, all-lowercase EVM, and edits are checked the same way", async () => {
    const token = await signUp(t, "save-valid@bourse.test");
    expect((await save(token, TRC20, ` ${VALID_TRON} `)).type).toBe("ok");
    expect((await save(token, ERC20, VALID_EVM)).type).toBe("ok");
    expect((await save(token, ERC20, VALID_EVM.toLowerCase())).type).toBe("ok");
    const list = (await t.get("/api/user/wallet/list", token)).message.data;
    expect(list.map((a: { address: string }) => a.address)).toEqual([
      VALID_TRON,
      VALID_EVM,
      VALID_EVM.toLowerCase(),
    ]);
    const edit = (address: string) =>
      t.form(
        "/api/user/edituser_address",
        { id: String(list[0].id), currency: USDT, network: TRC20, name: "mine", address },
        token,
      );
    expect(await edit("TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVBBB")).toMatchObject({
      code: "WALLET_INVALID_ADDRESS",
      field: "address",
    });
    expect((await edit("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).type).toBe("ok");
  });
});

describe("withdrawing", () => {
  it("refuses an address saved before addresses were checked, naming it, and freezes nothing", async () => {
    const token = await withdrawer("legacy-withdraw@bourse.test", "100");
    const { id: userId } = (await t.get("/api/user/info", token)).message;
    const [row] = await t.db.query<{ id: number }>(
      "INSERT INTO wallet_addresses (user_id, currency_id, network_id, name, address) VALUES ($1, 3, 4, 'old', $2) RETURNING id",
      [userId, "TGraceColdWallet000000000000000001"],
    );
    // the list still shows it, so the user can correct or delete it
    expect((await t.get("/api/user/wallet/list", token)).message.data).toMatchObject([
      { id: row!.id, address: "TGraceColdWallet000000000000000001", network_name: "TRC20" },
    ]);
    const out = () =>
      t.form(
        "/api/wallet/out",
        { currency: USDT, number: "20", address_id: String(row!.id), pay_password: "2580" },
        token,
      );
    expect(await out()).toMatchObject({
      code: "WALLET_INVALID_ADDRESS",
      field: "address",
      message: "address: not a valid TRC20 address (expected T and 33 base58 characters)",
    });
    const held = await t.db.query("SELECT 1 FROM withdrawal_requests WHERE user_id = $1", [userId]);
    expect(held).toHaveLength(0);

    expect(
      (
        await t.form(
          "/api/user/edituser_address",
          { id: String(row!.id), currency: USDT, network: TRC20, name: "old", address: VALID_TRON },
          token,
        )
      ).type,
    ).toBe("ok");
    expect((await out()).message).toMatchObject({ fee: "1", receive: "19" });
  });
});

describe("the operator's network settings", () => {
  it("refuse a deposit address that is not valid on the network, naming deposit_address, and accept a valid one", async () => {
    admin = await operatorToken(t);
    const networks = (await t.get("/api/admin/currencies", admin)).message.find(
      (c: { name: string }) => c.name === "USDT",
    ).networks;
    const trc20 = networks.find((n: { name: string }) => n.name === "TRC20");
    const erc20 = networks.find((n: { name: string }) => n.name === "ERC20");
    const body = (
      n: { deposit_min: string; withdraw_min: string; withdraw_fee: string },
      deposit_address: string,
    ) => ({
      deposit_address,
      deposit_min: n.deposit_min,
      withdraw_min: n.withdraw_min,
      withdraw_fee: n.withdraw_fee,
      enabled: true,
    });
    expect(
      await t.json(
        `/api/admin/networks/${trc20.id}`,
        body(trc20, "TBourseDemoDepositAddressTRC20usdt00"),
        admin,
      ),
    ).toMatchObject({
      code: "WALLET_INVALID_ADDRESS",
      field: "deposit_address",
      message: "deposit_address: not a valid TRC20 address (expected T and 33 base58 characters)",
    });
    expect(
      await t.json(
        `/api/admin/networks/${erc20.id}`,
        body(erc20, "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9adb"),
        admin,
      ),
    ).toMatchObject({
      field: "deposit_address",
      message: "deposit_address: not a valid ERC20 address (checksum)",
    });
    const unchanged = await t.db.query<{ deposit_address: string }>(
      "SELECT deposit_address FROM currency_networks WHERE id IN ($1, $2) ORDER BY id",
      [erc20.id, trc20.id],
    );
    expect(unchanged.map((n) => n.deposit_address)).toEqual([erc20.deposit_address, trc20.deposit_address]);

    expect(
      (
        await t.json(
          `/api/admin/networks/${trc20.id}`,
          body(trc20, "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
          admin,
        )
      ).type,
    ).toBe("ok");
    const token = await signUp(t, "new-deposit-address@bourse.test");
    expect(
      (await t.form("/api/wallet/get_in_address", { currency: USDT, network: TRC20 }, token)).message,
    ).toMatchObject({
      address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    });
    // a closed network may keep no address at all
    expect(
      (await t.json(`/api/admin/networks/${trc20.id}`, { ...body(trc20, ""), enabled: false }, admin)).type,
    ).toBe("ok");
    expect(
      (await t.json(`/api/admin/networks/${trc20.id}`, body(trc20, trc20.deposit_address), admin)).type,
    ).toBe("ok");
  });
});
