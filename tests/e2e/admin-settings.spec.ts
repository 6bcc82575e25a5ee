import { expect } from "@playwright/test";
import { setOperatorSetting, shot, signInToConsole, test } from "./support";

/**
 * The console's venue settings: each row says what the setting accepts (the type the server declares);
 * a value of another type is refused under the field, naming the setting, and nothing is stored.
 */
test("an operator sees what a setting accepts; a value of another type is refused, naming the setting", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Settings" }).click();

  const fee = page.getByRole("row").filter({ hasText: "transfer_fee_rate" });
  await expect(fee).toContainText("A number from 0 to 0.1, at most 4 decimals.");
  await fee.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit transfer_fee_rate" });
  await expect(dialog.getByTestId("setting-hint")).toContainText("Default: 0");
  await dialog.getByRole("textbox").fill("0,001");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("transfer_fee_rate must be a number from 0 to 0.1")).toBeVisible();
  await shot(page, "admin-settings-refused");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(fee.getByRole("cell").nth(1)).toHaveText("0");

  const account = page.getByRole("row").filter({ hasText: "withdraw_account" });
  await expect(account).toContainText("One of: legal, change.");

  const rate = page.getByRole("row").filter({ hasText: "risk_disclosure_rate" });
  await rate.getByRole("button", { name: "Edit" }).click();
  const rateDialog = page.getByRole("dialog", { name: "Edit risk_disclosure_rate" });
  await expect(rateDialog.getByTestId("setting-hint")).toContainText("A whole number from 0 to 100.");
  await rateDialog.getByRole("textbox").fill("75");
  await rateDialog.getByRole("button", { name: "Save" }).click();
  await expect(rateDialog).toHaveCount(0);
  await expect(rate.getByRole("cell").nth(1)).toHaveText("75");
  await setOperatorSetting(request, "risk_disclosure_rate", "76");
});
