import { expect } from "@playwright/test";
import { creditUsdt, route, shot, signedInUser, test, toast } from "./support";

test("transfer USDT from spot to seconds: both balances update and the transfer is one line of the history", async ({
  page,
  request,
}) => {
  const { token } = await signedInUser(page, request, "wallettransfer");
  await creditUsdt(request, token, "250");

  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("250");
  await page.getByTestId("entry-transfer").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer/);

  await expect(page.getByTestId("from-account")).toHaveText("Spot");
  await page.getByTestId("to-account").click();
  await page.locator(".adm-action-sheet").getByText("Seconds", { exact: true }).click();
  await expect(page.getByTestId("to-account")).toHaveText("Seconds");
  await expect(page.getByTestId("coin-field")).toContainText("USDT");
  await expect(page.getByText("Available: 250 USDT")).toBeVisible();

  // Swapping twice returns to spot → seconds.
  await page.getByTestId("swap-accounts").click();
  await expect(page.getByTestId("from-account")).toHaveText("Seconds");
  await page.getByTestId("swap-accounts").click();
  await expect(page.getByTestId("from-account")).toHaveText("Spot");

  await page.locator("#amount").fill("40");
  await expect(page.getByTestId("transfer-fee")).toHaveText("0 USDT");
  await shot(page, "wallet-06-transfer-form");
  await page.getByTestId("transfer-submit").click();
  await expect(toast(page)).toHaveText("Transferred 40 USDT");
  await expect(page.getByText("Available: 210 USDT")).toBeVisible();

  await page.getByTestId("transfer-history-link").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer_history/);
  // one line per transfer: from → to and the amount sent, neither a rise nor a fall
  const rows = page.getByTestId("transfer-records").getByTestId("bill-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("bill-kind")).toHaveText("Transfer");
  await expect(rows.getByTestId("bill-transfer")).toHaveText("Spot → Seconds");
  await expect(rows.getByTestId("bill-value")).toHaveText(/^40(\.0+)? USDT$/);
  await shot(page, "wallet-07-transfer-history");

  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("210");
  await page.getByTestId("account-tab-micro").click();
  await expect(page.getByTestId("holding-micro-USDT").getByTestId("available")).toHaveText("40");
  await expect(page.getByTestId("total-usdt")).toContainText("250");
  await shot(page, "wallet-08-assets-after-transfer");
});
