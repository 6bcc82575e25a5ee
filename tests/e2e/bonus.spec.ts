import { expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  PASSWORD,
  postAs,
  registerThroughApi,
  route,
  shot,
  storeToken,
  test,
  toast,
  uniqueEmail,
  verifyLevel1,
  verifyLevel2,
} from "./support";

const TRADE_SCREEN = `/pages/transaction/currency?symbol=${encodeURIComponent("BTC/USDT")}`;

interface Coupon {
  id: number;
  currency_name: string;
  state: string;
  saved: string | null;
  used_on: string | null;
}

/**
 * A newcomer verified to KYC level 2 claims the 10 USDT bonus on the bonus page; the operator gives them
 * a coupon for half the fee (in BTC, the coin a buy pays its fee in); the spot trade screen offers it
 * (none picked at first) and the user picks it; the buy fills at once and pays half the fee; the
 * coupon is listed as used, with what it saved.
 */
test("a newcomer claims the KYC bonus, then a fee coupon halves a spot buy's fee", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("bonus");
  await registerThroughApi(request, email, PASSWORD);
  const token = await loginThroughApi(request, email);
  await creditUsdt(request, token, "1000");
  await verifyLevel1(request, token, email);
  await verifyLevel2(request, token, email);

  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token);
  await page.goto(route("/pages/index/getusdt"));
  await page.reload();
  const kyc = page.locator('[data-testid="bonus-row"][data-key="kyc2"]');
  await expect(kyc.getByTestId("bonus-state")).toHaveAttribute("data-state", "claimable");
  await expect(kyc.getByTestId("bonus-claim-until")).toBeVisible();
  await shot(page, "bonus-01-claimable");
  await kyc.getByTestId("bonus-claim").click();
  await expect(toast(page)).toContainText("10");
  await expect(kyc.getByTestId("bonus-state")).toHaveAttribute("data-state", "claimed");
  await shot(page, "bonus-02-claimed");
  const overview = await getAs<{ tasks: { key: string; state: string }[] }>(request, token, "/growth/bonus");
  expect(overview.message.tasks.find((r) => r.key === "kyc2")?.state).toBe("claimed");

  // the operator's coupon: half of a fee paid in BTC, at most 0.0001 BTC
  const me = await getAs<{ id: number }>(request, token, "/user/info");
  const issued = await postAs<{ issued: number }>(
    request,
    await adminToken(request),
    "/admin/growth/coupons",
    {
      title: "Half fee",
      kind: "fee_discount",
      currency_id: "1",
      rate: "0.5",
      cap: "0.0001",
      valid_days: "7",
      segment: "user",
      user_id: String(me.message.id),
    },
  );
  expect(issued.type, JSON.stringify(issued.message)).toBe("ok");
  const coupons = await getAs<{ data: Coupon[] }>(request, token, "/growth/coupons?state=available");
  const coupon = coupons.message.data.find((c) => c.currency_name === "BTC");
  expect(coupon).toBeDefined();

  // a limit buy above the best ask trades at once; the coupon is spent only once the user picks it
  const depth = await (await request.get("/api/spot/depth?symbol=BTC%2FUSDT&limit=5")).json();
  const price = (Math.ceil(Number(depth.message.asks[0][0]) * 100.2) / 100).toFixed(2);
  await page.goto(route(TRADE_SCREEN));
  await expect(page.getByTestId("order-form")).toBeVisible();
  await page.getByTestId("side-buy").click();
  await page.getByTestId("kind-limit").click();
  await page.locator("#order-price").fill(price);
  await page.locator("#order-amount").fill("0.001");
  const row = page.getByTestId("coupon-row");
  await expect(row.getByTestId("coupon-count")).toHaveText("1 coupon available");
  await expect(row).toHaveAttribute("data-coupon-id", "");
  await expect(row.getByTestId("coupon-option-none").locator("input")).toBeChecked();
  await row.locator(`[data-testid="coupon-option"][data-id="${coupon?.id}"]`).click();
  await expect(row).toHaveAttribute("data-coupon-id", String(coupon?.id));
  await expect(row.getByTestId("coupon-saving")).toBeVisible();
  await shot(page, "bonus-03-coupon-on-order");
  await page.getByTestId("order-submit").click();
  const dialog = page.locator(".adm-dialog");
  await expect(dialog.getByTestId("order-confirm-coupon")).toBeVisible();
  await dialog.getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText(/Order (filled|partially filled)/);

  const used = await getAs<{ data: Coupon[] }>(request, token, "/growth/coupons?state=used");
  const spent = used.message.data.find((c) => c.id === coupon?.id);
  expect(spent?.used_on).toMatch(/^spot:\d+$/);
  expect(Number(spent?.saved)).toBeGreaterThan(0);
  await page.goto(route("/pages/setting/coupon?tab=used"));
  await expect(page.locator(`[data-testid="coupon-card"][data-id="${coupon?.id}"]`)).toHaveAttribute(
    "data-state",
    "used",
  );
  await shot(page, "bonus-04-coupon-used");
});
