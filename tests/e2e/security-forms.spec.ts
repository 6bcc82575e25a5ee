import { expect } from "@playwright/test";
import { getAs, loginThroughApi, readCode, route, shot, signedInUser, test, toast } from "./support";

test("set the fund password with a security code; a first one pauses no withdrawal", async ({
  page,
  request,
}) => {
  const { email } = await signedInUser(page, request, "paypwd");
  await page.goto(route("/pages/setting/security"));
  await expect(page.getByTestId("pay-password-state")).toHaveText("Not set");
  await shot(page, "security-01-start");
  await page.getByTestId("row-pay-password").click();
  await expect(page.getByText(/The code will be sent to e2/)).toBeVisible();

  await page.locator("#password").fill("12a");
  await page.locator("#re_password").fill("1234");
  await page.getByTestId("pay-password-submit").click();
  await expect(page.getByRole("alert").first()).toHaveText("4–12 digits");

  await page.locator("#password").fill("2468");
  await page.locator("#re_password").fill("2468");
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toContainText("Verification code sent");
  await page.locator("#code").fill(await readCode(request, email));
  await shot(page, "security-02-pay-password");
  await page.getByTestId("pay-password-submit").click();
  await expect(toast(page)).toHaveText("Saved");
  await expect(page).toHaveURL(/#\/pages\/setting\/security/);
  await expect(page.getByTestId("pay-password-state")).toHaveText("Set");
  // only a change of it would pause withdrawals for 24 h
  await expect(page.getByTestId("withdraw-lock-countdown")).toHaveCount(0);
  await shot(page, "security-03-set");
});

test("set the anti-phishing code with a security code", async ({ page, request }) => {
  const { email } = await signedInUser(page, request, "phish");
  await page.goto(route("/pages/setting/anti_phishing"));
  await page.locator("#anti_phishing_code").fill("Blue42");
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toContainText("Verification code sent");
  await page.locator("#code").fill(await readCode(request, email));
  await shot(page, "security-04-anti-phishing");
  await page.getByTestId("anti-phishing-submit").click();
  await expect(toast(page)).toHaveText("Saved");
  await expect(page.getByTestId("row-anti-phishing")).toContainText("Set");
});

test("change the login password: other devices are signed out", async ({ page, request }) => {
  const { email } = await signedInUser(page, request, "chpwd");
  const other = await loginThroughApi(request, email);
  expect((await getAs(request, other, "/user/info")).type).toBe("ok");

  await page.goto(route("/pages/setting/password"));
  await page.locator("#old_password").fill("Trade2024x");
  await page.locator("#password").fill("Fresh2025y");
  await page.locator("#re_password").fill("Fresh2025z");
  await page.getByTestId("password-submit").click();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await page.locator("#re_password").fill("Fresh2025y");
  await shot(page, "security-05-password");
  await page.getByTestId("password-submit").click();
  await expect(toast(page)).toHaveText("Saved");
  await expect(page).toHaveURL(/#\/pages\/setting\/security/);

  expect(String((await getAs(request, other, "/user/info")).type)).toBe("999");
  expect(await loginThroughApi(request, email, "Fresh2025y")).toBeTruthy();
});

test("devices: sign one device out, then every other device", async ({ page, request }) => {
  const { email } = await signedInUser(page, request, "devices");
  const second = await loginThroughApi(request, email);
  await page.goto(route("/pages/setting/devices"));
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This device" })).toHaveCount(1);
  await shot(page, "security-06-devices");

  await rows.filter({ hasNotText: "This device" }).getByTestId("revoke-session").click();
  await page.locator(".adm-dialog").getByText("Confirm", { exact: true }).click();
  await expect(rows).toHaveCount(1);
  expect(String((await getAs(request, second, "/user/info")).type)).toBe("999");

  const third = await loginThroughApi(request, email);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByTestId("logout-others").click();
  await page.locator(".adm-dialog").getByText("Confirm", { exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId("logout-others")).toBeDisabled();
  expect(String((await getAs(request, third, "/user/info")).type)).toBe("999");
});
