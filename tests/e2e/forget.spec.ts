import { expect } from "@playwright/test";
import {
  maskedEmail,
  PASSWORD,
  readCode,
  registerThroughApi,
  route,
  shot,
  test,
  toast,
  uniqueEmail,
} from "./support";

test("forgot password, then log in with the new password", async ({ page, request }) => {
  const email = uniqueEmail("forget");
  const fresh = "Renewed2025y";
  await registerThroughApi(request, email, PASSWORD);

  await page.goto(route("/pages/common/login"));
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/#\/pages\/setting\/forget/);
  await page.locator("#account").fill(email);
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toContainText("Verification code sent");
  await page.locator("#code").fill(await readCode(request, email));
  await page.locator("#password").fill(fresh);
  await page.locator("#repassword").fill(fresh);
  await shot(page, "forget-filled");
  await page.getByTestId("forget-submit").click();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);

  await page.locator("#account").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(toast(page)).toHaveText("Wrong account or password");

  await page.locator("#password").fill(fresh);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("greeting")).toHaveText(`Hello, ${maskedEmail(email)}`);
  await shot(page, "forget-logged-in");
});
