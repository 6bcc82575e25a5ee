import { expect } from "vitest";
import { hashPassword } from "../modules/auth/index.ts";
import { IMAGES, signUp, type TestApp, upload } from "./harness.ts";

/**
 * The P2P test kit over one app (`get`) and its operator's token (`operator`): users at a verification
 * level with a fund password and USDT in the legal account, approved merchants with payment details, a
 * user's legal balance, and a sell ad's terms.
 */
export function p2pKit(get: () => TestApp, operator: () => string) {
  const USDT = "3";

  /** A user at verification `kyc`, fund password 2580, with `usdt` in the legal account (deposited, moved there). */
  async function user(email: string, kyc: number, usdt = "0"): Promise<string> {
    const token = await signUp(get(), email);
    await get().db.query("UPDATE users SET kyc_level = $2, pay_password_hash = $3 WHERE email = $1", [
      email,
      kyc,
      await hashPassword("2580", 1024),
    ]);
    if (usdt !== "0") {
      const voucher = (await upload(get(), token, IMAGES.png)).message;
      const claim = await get().form(
        "/api/wallet/charge_req",
        { currency: USDT, network: "4", amount: usdt, voucher },
        token,
      );
      expect((await get().form(`/api/admin/deposits/${claim.message.id}/approve`, {}, operator())).type).toBe(
        "ok",
      );
      const moved = await get().form(
        "/api/wallet/change",
        { currency_id: USDT, number: usdt, from_field: "change", to_field: "legal" },
        token,
      );
      expect(moved.type).toBe("ok");
    }
    return token;
  }

  /** An approved merchant with `usdt` in its legal account and its bank and Alipay details on file. */
  async function merchant(email: string, usdt: string, details = true): Promise<string> {
    const token = await user(email, 2, usdt);
    if (details) {
      const bank = {
        kind: "bank",
        account_name: "Ann Lee",
        account_number: "6222 0000 1111",
        bank_name: "First Bank",
      };
      expect((await get().form("/api/p2p/payment_methods", bank, token)).type).toBe("ok");
      const alipay = { kind: "alipay", account_name: "Ann Lee", account_id: "ann@pay.example" };
      expect((await get().form("/api/p2p/payment_methods", alipay, token)).type).toBe("ok");
    }
    expect((await get().form("/api/p2p/merchant/apply", { store_name: `Store ${email}` }, token)).type).toBe(
      "ok",
    );
    const [row] = await get().db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [email]);
    expect((await get().form(`/api/admin/p2p/merchants/${row!.id}/approve`, {}, operator())).type).toBe("ok");
    return token;
  }

  const legal = async (token: string) => {
    const w = (await get().form("/api/wallet/list", {}, token)).message;
    const line = w.legal_wallet.balance.find((b: { currency_name: string }) => b.currency_name === "USDT");
    return { available: line.legal_balance as string, frozen: line.lock_legal_balance as string };
  };

  const sellAd = (extra: Record<string, string> = {}) => ({
    type: "sell",
    currency_id: USDT,
    coin_code: "USD",
    price: "1.02",
    total_number: "1000",
    min_number: "10",
    max_number: "500",
    way: "bank,alipay",
    password: "2580",
    ...extra,
  });

  return { user, merchant, legal, sellAd };
}
