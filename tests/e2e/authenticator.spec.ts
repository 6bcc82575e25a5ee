import { expect } from "@playwright/test";
import { createGuardrails, generate } from "otplib";
import { maskedEmail, PASSWORD, route, shot, signedInUser, test, toast } from "./support";

/** The spec's 16-character keys are 10 bytes, below otplib's default minimum. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The code an authenticator app shows `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset, guardrails });

test("bind the Google authenticator, then log in again with a fresh code", async ({ page, request }) => {
  const { email } = await signedInUser(page, request, "google");
  await page.goto(route("/pages/setting/security"));
  await expect(page.getByTestId("google-state")).toHaveText("Bind");
  await expect(page.getByTestId("withdraw-lock")).toHaveCount(0);
  await page.getByTestId("row-google").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/bind_authenticator/);

  await expect(page.getByTestId("authenticator-qr")).toBeVisible();
  const secret = (await page.getByTestId("authenticator-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16}$/);
  await shot(page, "google-01-setup");

  await page.locator("#google_code").fill("12345");
  await page.getByTestId("bind-google-submit").click();
  await expect(page.getByText("Enter the 6-digit code from your authenticator")).toBeVisible();

  await page.locator("#google_code").fill(await codeAt(secret));
  await page.getByTestId("bind-google-submit").click();
  await expect(toast(page)).toHaveText("Bound successfully");
  await expect(page).toHaveURL(/#\/pages\/setting\/security/);
  await expect(page.getByTestId("google-state")).toHaveText("Bound");
  // Spec: withdrawals lock for 24 h after an authenticator change; the countdown ticks.
  const countdown = page.getByTestId("withdraw-lock-countdown");
  await expect(countdown).toHaveText(/^2[34]:\d\d:\d\d$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? "");
  await shot(page, "google-02-security-bound");

  // Bound: the bind screen says so instead of offering a new key.
  await page.getByTestId("row-google").click();
  await expect(page.getByTestId("google-bound")).toContainText("Google Authenticator is bound");
  await shot(page, "google-03-bound-notice");

  // Log out, then log in: the password alone is not enough.
  await page.goto(route("/pages/setting/setting"));
  await page.getByTestId("logout").click();
  await page.locator(".adm-dialog").getByText("Log out", { exact: true }).click();
  await expect(page.getByTestId("home-login")).toBeVisible();
  await page.getByTestId("home-login").click();
  await page.locator("#account").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page.locator("#google_code")).toBeVisible();
  await expect(page).toHaveURL(/#\/pages\/common\/login/);
  await shot(page, "google-04-login-asks-code");

  // The step used to bind is spent (no replays): the next step's code is accepted within the drift window.
  await page.locator("#google_code").fill(await codeAt(secret, 30));
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("greeting")).toHaveText(`Hello, ${maskedEmail(email)}`);
  await shot(page, "google-05-logged-in");
});
