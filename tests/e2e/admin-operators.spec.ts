import { randomBytes } from "node:crypto";
import { expect } from "@playwright/test";
import { createGuardrails, generate } from "otplib";
import { shot, signInToConsole, test } from "./support";

/**
 * The console's operators: the admin adds a support operator; signed in in a browser of its own, the
 * new operator sees only the authenticator binding first, binds it with a code from the shown secret and
 * lands on the console with support's menu; the admin disables it and its open console is signed out on
 * its next call. Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

/** The console's keys are 10 bytes (16 base32 characters), below otplib's default minimum. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const desk = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

test.use(desk);

test("the admin adds a support operator, who binds an authenticator first and is signed out once disabled", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `desk-${randomBytes(3).toString("hex")}`;
  const password = "support-passphrase-2026";

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Operators", exact: true }).click();
  await expect(page.getByText("Console operators")).toBeVisible();
  await page.getByTestId("operator-add").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill(username);
  // the password rule shows before the server is asked
  await dialog.getByLabel("Password").fill("too-short");
  await page.getByTestId("operator-create-ok").click();
  await expect(dialog.getByText("The password needs at least 12 characters")).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByText("Support", { exact: true }).click();
  await shot(page, "operators-01-add");
  await page.getByTestId("operator-create-ok").click();
  await expect(page.getByText(`${username} was created`)).toBeVisible();
  const row = page.locator("tr", { hasText: username });
  await expect(row).toContainText("Support");
  await expect(row).toContainText("Not bound");
  await expect(row).toContainText("Never");
  await shot(page, "operators-02-listed");

  // the new operator, in a browser of its own
  const context = await browser.newContext({ ...desk, baseURL: new URL("/", page.url()).href });
  const other = await context.newPage();
  try {
    await other.emulateMedia({ reducedMotion: "reduce" });
    await other.goto("/admin/");
    await other.getByLabel("Username").fill(username);
    await other.getByLabel("Password").fill(password);
    await other.getByRole("button", { name: "Sign in" }).click();
    // the binding screen comes before anything else: no menu, no page
    const binding = other.getByTestId("bind-required");
    await expect(binding).toBeVisible();
    await expect(binding).toContainText("Bind an authenticator to continue");
    await expect(other.getByRole("menuitem")).toHaveCount(0);
    const secret = (await other.getByTestId("totp-secret").innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    await expect(other.getByTestId("totp-uri")).toContainText(`otpauth://totp/`);
    await expect(other.getByTestId("totp-uri")).toContainText(secret);
    await expect(other.getByAltText("QR code for your authenticator")).toBeVisible();
    await shot(other, "operators-03-binding-first");

    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000), guardrails });
    await other.getByLabel("Authenticator code").fill(code);
    await other.getByRole("button", { name: "Bind" }).click();
    // on to the console, with support's menu only
    await expect(other.getByTestId("operator")).toContainText(username);
    const menu = other.getByRole("menuitem");
    await expect(menu.filter({ hasText: "Support chat" })).toHaveCount(1);
    await expect(menu.filter({ hasText: "Outbox" })).toHaveCount(1);
    for (const hidden of ["Operators", "Audit log", "KYC review", "Settings", "Scheduled jobs"])
      await expect(menu.filter({ hasText: new RegExp(`^${hidden}$`) }), hidden).toHaveCount(0);
    await shot(other, "operators-04-support-console");

    // the admin sees it bound and signed in, then disables it
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(row).toContainText("Bound");
    await expect(row).not.toContainText("Never");
    await page.getByTestId(`operator-${username}-disable`).click();
    await expect(page.locator(".ant-modal-confirm-title", { hasText: `Disable ${username}?` })).toBeVisible();
    await page.getByTestId("operator-toggle-ok").click();
    await expect(row).toContainText("Disabled");
    await shot(page, "operators-05-disabled");

    // its open console is signed out at its next call
    await other.getByRole("menuitem", { name: "Users", exact: true }).click();
    await expect(other.getByText("Operator sign-in")).toBeVisible();
    await shot(other, "operators-06-signed-out");
    // and it cannot sign in again: the same answer as a wrong password
    await other.getByLabel("Username").fill(username);
    await other.getByLabel("Password").fill(password);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other.getByText("Operator sign-in")).toBeVisible();
    await expect(other.getByTestId("bind-required")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
