import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../../../i18n/locales/en/growth";
import vi from "../../../i18n/locales/vi/growth";
import zh from "../../../i18n/locales/zh/growth";
import { couponTermsText, feeTermsText, taskCouponText } from "./coupon-terms";

const translator = async (lng: "en" | "vi" | "zh") => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { en: { growth: en }, vi: { growth: vi }, zh: { growth: zh } },
    ns: ["growth"],
    defaultNS: "growth",
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, "growth") as unknown as Parameters<typeof feeTermsText>[0];
};

const fee = {
  kind: "fee_discount" as const,
  rate: "0.2",
  cap: "5",
  amount: null,
  currency_name: "USDT",
};

describe("a coupon's terms", () => {
  it("read a fee discount's rate and cap, or a bonus coupon's amount", async () => {
    const t = await translator("en");
    expect(feeTermsText(t, fee, "en")).toBe("20% off fees, up to 5 USDT");
    expect(couponTermsText(t, { ...fee, cap: null }, "en")).toBe("20% off fees");
    expect(couponTermsText(t, { ...fee, kind: "bonus", rate: null, cap: null, amount: "10.50" }, "en")).toBe(
      "10.5 USDT bonus",
    );
  });

  it("write the rate and the amounts in the user's language", async () => {
    const big = { ...fee, rate: "0.125", cap: "1500.5" };
    expect(feeTermsText(await translator("vi"), big, "vi")).toBe("Giảm 12,5% phí, tối đa 1.500,5 USDT");
    expect(feeTermsText(await translator("en"), big, "en")).toBe("12.5% off fees, up to 1,500.5 USDT");
  });

  it("make the line of the coupon a bonus task also gives", async () => {
    const coupon = { ...fee, title: "Welcome", valid_days: 14 };
    expect(taskCouponText(await translator("en"), coupon, "en")).toBe(
      "+ coupon: 20% off fees, up to 5 USDT, valid 14 days",
    );
    expect(taskCouponText(await translator("zh"), coupon, "zh-CN")).toBe(
      "+ 卡券：手续费减免 20%，最高 5 USDT，14 天有效",
    );
  });
});
