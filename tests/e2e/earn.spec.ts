import { expect } from "@playwright/test";
import { creditUsdt, getAs, moveUsdt, route, shot, signedInUser, test } from "./support";

/**
 * Lock mining on the phone: a user with 600 USDT in the financial account locks 500 under the 7-day
 * plan (an exact preview first), finds the order active, redeems it early after reading the penalty and
 * what comes back, finds it ended, and sees 575 USDT available in the financial account.
 */

interface Plan {
  id: number;
  days: number;
}

test("lock 500 USDT for 7 days with an exact preview, then redeem early minus the stated penalty", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInUser(page, request, "earn");
  await creditUsdt(request, token, "600");
  await moveUsdt(request, token, "600", "financial");
  const plans = (await getAs<Plan[]>(request, "", "/lh/deposit/config")).message;
  const week = plans.find((p) => p.days === 7);
  expect(week, "the seeded 7-day plan").toBeDefined();

  await page.goto(route("/pages/lockming/lockming"));
  const card = page.locator(`[data-testid="earn-plan"][data-id="${week!.id}"]`);
  await expect(card).toContainText("0.1");
  await shot(page, "earn-01-plans");
  await card.getByTestId("earn-plan-lock").click();
  await expect(page.getByTestId("earn-available")).toContainText("600");
  await page.getByTestId("earn-amount").fill("50");
  await page.getByTestId("earn-submit").click();
  await expect(page.getByTestId("earn-amount-field")).toContainText("100");
  await page.getByTestId("earn-amount").fill("500");
  await expect(page.getByTestId("earn-preview-daily")).toContainText("0.5");
  await expect(page.getByTestId("earn-preview-total")).toContainText("3.5");
  const maturity = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect(page.getByTestId("earn-preview-maturity")).toContainText(maturity);
  await shot(page, "earn-02-buy-preview");
  await page.getByTestId("earn-submit").click();
  await page.getByTestId("earn-confirm-ok").click();

  await expect(page).toHaveURL(/#\/pages\/lockming\/order/);
  const order = page.getByTestId("earn-order").first();
  await expect(order).toHaveAttribute("data-status", "active");
  await expect(order).toContainText("500");
  await shot(page, "earn-03-order-active");
  await order.getByTestId("earn-order-redeem").click();
  await expect(page.getByTestId("earn-redeem-confirm")).toContainText("25");
  await expect(page.getByTestId("earn-redeem-confirm")).toContainText("475");
  await page.getByTestId("earn-redeem-ok").click();

  await page.getByTestId("earn-tab-ended").click();
  const ended = page.getByTestId("earn-order").first();
  await expect(ended).toHaveAttribute("data-status", "redeemed");
  await shot(page, "earn-04-order-redeemed");

  await page.goto(route("/pages/financial/index"));
  await expect(page.getByTestId("earn-financial-available").first()).toContainText("575");
  await shot(page, "earn-05-financial");
});
