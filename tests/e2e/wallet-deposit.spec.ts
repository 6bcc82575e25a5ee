import { expect } from "@playwright/test";
import { checkAddress } from "../../packages/engine/src/wallet/address.ts";
import { adminToken, getAs, postAs, route, shot, signedInUser, solidPng, test, toast } from "./support";

test("claim a deposit with a voucher in the app; once the operator approves it, Assets shows the balance", async ({
  page,
  request,
}) => {
  const { token } = await signedInUser(page, request, "walletdeposit");
  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("total-usdt")).toContainText("0");
  await shot(page, "wallet-01-assets-empty");

  await page.getByTestId("entry-deposit").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/select\?for=receive/);
  await page.getByTestId("coin-USDT").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/receive\?currency=3/);
  // each network shows a valid address of its own: EIP-55 checksummed on ERC20, base58check on TRC20
  const shown = page.getByTestId("deposit-address");
  await page.getByTestId("network-ERC20").click();
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  expect(checkAddress("ERC20", (await shown.textContent()) ?? "")).toEqual({ ok: true });
  await page.getByTestId("network-TRC20").click();
  await expect(page.getByTestId("network-TRC20")).toHaveAttribute("aria-pressed", "true");
  await expect(shown).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  expect(checkAddress("TRC20", (await shown.textContent()) ?? "")).toEqual({ ok: true });
  await shot(page, "wallet-01a-deposit-address");

  // Both fields are required before anything is sent.
  await page.getByTestId("receive-submit").click();
  await expect(page.getByText("Please enter a correct amount")).toBeVisible();
  await expect(page.getByText("Please upload the payment voucher")).toBeVisible();

  await page.locator("#amount").fill("250");
  await page.getByTestId("voucher-input").setInputFiles(solidPng("voucher.png", [32, 112, 196], 96));
  await expect(page.locator('[data-status="done"]')).toHaveCount(1);
  await shot(page, "wallet-02-deposit-form");
  await page.getByTestId("receive-submit").click();
  await expect(toast(page)).toHaveText("Deposit submitted. We will review it shortly");
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=deposit/);
  const row = page.getByTestId("deposit-records").locator("li").first();
  await expect(row).toContainText("250 USDT");
  await expect(row.getByTestId("record-state")).toHaveText("Under review");
  await shot(page, "wallet-03-deposit-under-review");

  // The operator approves the claim through the console API.
  const log = await getAs<{ data: { id: number; state: string }[] }>(
    request,
    token,
    "/recharge/log?page=1&limit=10",
  );
  const claim = log.message.data[0];
  expect(claim?.state).toBe("review");
  const approved = await postAs<string>(
    request,
    await adminToken(request),
    `/admin/deposits/${claim?.id}/approve`,
  );
  expect(approved.type, approved.message).toBe("ok");

  await page.reload();
  await expect(row.getByTestId("record-state")).toHaveText("Completed");
  await page.goto(route("/pages/fund/assets"));
  const usdt = page.getByTestId("holding-change-USDT");
  await expect(usdt.getByTestId("available")).toHaveText("250");
  await expect(usdt.getByTestId("frozen")).toHaveText("0");
  await expect(page.getByTestId("total-usdt")).toContainText("250");
  await expect(page.getByTestId("total-fiat")).toContainText("250 USD");
  await shot(page, "wallet-04-assets-credited");

  // The coin's bills show the deposit.
  await usdt.click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets_record\?currency=3&type=change/);
  await expect(page.getByTestId("bill-row").first()).toContainText("Deposit");
  await expect(page.getByTestId("bill-value").first()).toHaveText("+250 USDT");
  await shot(page, "wallet-05-bills");
});
