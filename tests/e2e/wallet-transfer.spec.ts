import { expect } from "@playwright/test";
import { creditUsdt, route, shot, signedInUser, test, toast } from "./support";

test("transfer USDT from spot to seconds: both balances update and the transfer is in the history", async ({
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
  const rows = page.getByTestId("transfer-records").getByTestId("bill-row");
  await expect(rows.filter({ hasText: "Seconds" }).getByTestId("bill-value")).toHaveText("+40 USDT");
  await expect(rows.filter({ hasText: "Spot" }).getByTestId("bill-value")).toHaveText("-40 USDT");
  // money in is coloured as a rise, money out as a fall: red and green by default (up red)
  await expect(rows.filter({ hasText: "Seconds" }).getByTestId("bill-value")).toHaveCSS(
    "color",
    "rgb(201, 42, 66)",
  );
  await expect(rows.filter({ hasText: "Spot" }).getByTestId("bill-value")).toHaveCSS(
    "color",
    "rgb(8, 122, 73)",
  );
  await shot(page, "wallet-07-transfer-history");

  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("210");
  await page.getByTestId("account-tab-micro").click();
  await expect(page.getByTestId("holding-micro-USDT").getByTestId("available")).toHaveText("40");
  await expect(page.getByTestId("total-usdt")).toContainText("250");
  await shot(page, "wallet-08-assets-after-transfer");
});
