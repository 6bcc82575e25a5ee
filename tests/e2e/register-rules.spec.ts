import { expect, test } from "@playwright/test";
import { fillRegisterForm, PASSWORD, post, route, shot, tickAll, toast, uniqueEmail } from "./support";

test("registration is refused until the three notices are ticked", async ({ page, request }) => {
  const email = uniqueEmail("noticks");
  await page.goto(route("/pages/common/register"));
  await fillRegisterForm(page, request, email);
  await page.getByTestId("register-submit").click();
  await expect(page.getByTestId("tick-error")).toHaveText("Please read and tick the registration notice");
  await expect(toast(page)).toHaveText("Please read and tick the registration notice");
  await shot(page, "register-refused-without-ticks");
  await expect(page).toHaveURL(/#\/pages\/common\/register/);

  // No account was created: logging in with these credentials fails.
  const login = await post<string>(request, "/user/login", {
    type: "email",
    user_string: email,
    password: PASSWORD,
  });
  expect(login.type).not.toBe("ok");
});

test("client-side rules: password, confirmation and code length", async ({ page }) => {
  await page.goto(route("/pages/common/register"));
  await page.locator("#account").fill("someone@example.com");
  await page.locator("#code").fill("123");
  await page.locator("#password").fill("letters");
  await page.locator("#re_password").fill("different1");
  await tickAll(page);
  await page.getByTestId("register-submit").click();
  await expect(page.getByText("The verification code must be 6 characters")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "at least one letter and one digit" }),
  ).toBeVisible();
  await expect(page.getByText("The two passwords do not match")).toBeVisible();
  await shot(page, "register-client-rules");
});

test("a wrong verification code shows the server's error", async ({ page, request }) => {
  const email = uniqueEmail("wrongcode");
  await page.goto(route("/pages/common/register"));
  await fillRegisterForm(page, request, email, { code: "ZZZZZZ" });
  await tickAll(page);
  await page.getByTestId("register-submit").click();
  await expect(toast(page)).toHaveText("Wrong verification code");
  await shot(page, "register-wrong-code");
  await expect(page).toHaveURL(/#\/pages\/common\/register/);
});
