import { expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  postAs,
  readCode,
  route,
  setOperatorSetting,
  shot,
  signedInUser,
  test,
  toast,
  verifyLevel1,
} from "./support";

test.afterAll(async ({ request }) => {
  // Operator config: the 24-hour lock after a fund-password change is back on.
  await setOperatorSetting(request, "withdraw_lock_hours", "24");
});

test("withdraw to an address saved in the app; the operator rejects it and the balance comes back", async ({
  page,
  request,
}) => {
  await setOperatorSetting(request, "withdraw_lock_hours", "0");
  const { email, token } = await signedInUser(page, request, "walletwithdraw");
  await creditUsdt(request, token, "250");
  await verifyLevel1(request, token, email);
  const sent = await postAs<string>(request, token, "/sms_mail", { scene: "security" });
  expect(sent.type, sent.message).toBe("ok");
  const fund = await postAs<string>(request, token, "/safe/update_password", {
    password: "2580",
    re_password: "2580",
    code: await readCode(request, email),
  });
  expect(fund.type, fund.message).toBe("ok");

  await page.goto(route("/pages/fund/assets"));
  await page.getByTestId("entry-withdraw").click();
  await page.getByTestId("coin-USDT").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw\?currency=3/);
  await expect(page.getByTestId("withdraw-lock")).toHaveCount(0);
  await expect(page.getByText("Please add a withdrawal address").first()).toBeVisible();

  // Save an address in the app.
  await page.getByTestId("add-address").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/addWallet\?currency=3/);
  await page.getByTestId("network-TRC20").click();
  await page.locator("#address-name").fill("Cold wallet");
  await page.locator("#address-value").fill("TGrace*Cold");
  await page.getByTestId("address-submit").click();
  await expect(page.getByText("The wallet address cannot contain *")).toBeVisible();
  // the server checks the address by the network's rules and the form says why under the field
  await page.locator("#address-value").fill("TGraceColdWallet000000000000000001");
  await page.getByTestId("address-submit").click();
  await expect(
    page.getByText("address: not a valid TRC20 address (expected T and 33 base58 characters)"),
  ).toBeVisible();
  // one character off: the base58check checksum catches it
  await page.locator("#address-value").fill("TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAB");
  await page.getByTestId("address-submit").click();
  const checksum = page.getByText("address: not a valid TRC20 address (checksum)");
  await expect(checksum).toBeVisible();
  await shot(page, "wallet-09a-address-refused");
  await page.locator("#address-value").fill("TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA");
  await expect(checksum).toHaveCount(0);
  await shot(page, "wallet-09-add-address");
  await page.getByTestId("address-submit").click();
  await expect(toast(page)).toHaveText("Address saved");
  await expect(page).toHaveURL(/#\/pages\/fund\/withdraw\?currency=3/);

  const option = page.getByTestId("address-option");
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAttribute("aria-pressed", "true");
  await expect(option).toContainText("TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA");
  await expect(page.getByText("Available: 250 USDT")).toBeVisible();
  await page.locator("#amount").fill("100");
  // the preview is the TRC20 network's fee, the address's network (ERC20 would charge 5)
  await expect(page.getByTestId("withdraw-fee")).toHaveText("1 USDT");
  await expect(page.getByTestId("withdraw-receive")).toHaveText("≈ 99 USDT");

  // A wrong fund password: the server's reason is shown and nothing is frozen.
  await page.locator("#pay_password").fill("1111");
  await page.getByTestId("withdraw-submit").click();
  await expect(toast(page)).toContainText(/password/i);

  await page.locator("#pay_password").fill("2580");
  await shot(page, "wallet-10-withdraw-form");
  await page.getByTestId("withdraw-submit").click();
  await expect(toast(page)).toContainText("Withdrawal submitted");
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=withdraw/);
  const record = page.getByTestId("withdraw-records").locator("li").first();
  await expect(record).toContainText("100 USDT");
  await expect(record.getByTestId("record-state")).toHaveText("Pending");
  await shot(page, "wallet-11-withdraw-pending");

  await page.goto(route("/pages/fund/assets"));
  const usdt = page.getByTestId("holding-change-USDT");
  await expect(usdt.getByTestId("available")).toHaveText("150");
  await expect(usdt.getByTestId("frozen")).toHaveText("100");
  await shot(page, "wallet-12-assets-frozen");

  // The operator rejects it through the console API.
  const list = await getAs<{ data: { id: number; state: string }[] }>(
    request,
    token,
    "/user/withdraw/list?page=1&limit=10",
  );
  const withdrawal = list.message.data[0];
  expect(withdrawal?.state).toBe("pending");
  const rejected = await postAs<string>(
    request,
    await adminToken(request),
    `/admin/withdrawals/${withdrawal?.id}/reject`,
    {
      reason: "Address failed screening",
    },
  );
  expect(rejected.type, rejected.message).toBe("ok");

  await page.reload();
  await expect(usdt.getByTestId("available")).toHaveText("250");
  await expect(usdt.getByTestId("frozen")).toHaveText("0");
  await page.goto(route("/pages/fund/receive_withdraw_record?tab=withdraw"));
  await expect(record.getByTestId("record-state")).toHaveText("Rejected");
  await expect(record.getByTestId("record-reason")).toHaveText("Rejected: Address failed screening");
  await shot(page, "wallet-13-withdraw-rejected");

  // The saved address is listed in settings; deleting it asks first.
  await page.goto(route("/pages/setting/wallet"));
  await expect(page.getByTestId("address-row")).toHaveCount(1);
  await page.getByTestId("address-delete").click();
  await expect(page.getByText("Delete the address “Cold wallet”?")).toBeVisible();
  await shot(page, "wallet-14-delete-confirm");
  await page.locator(".adm-dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toHaveText("Address deleted");
  await expect(page.getByTestId("address-row")).toHaveCount(0);
});
