import { expect } from "@playwright/test";
import { getAs, readCode, route, shot, signedInUser, test, toast, verifyLevel1 } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

/** The latest code in the outbox for `to` once it is not `previous` (a new one was sent). */
async function freshCode(request: Parameters<typeof readCode>[0], to: string, previous: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = await readCode(request, to);
    if (code !== previous) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new code for ${to}`);
}

test("a verified user creates an API key, sees its secret once, and deletes it", async ({
  page,
  request,
}) => {
  const { email, token } = await signedInUser(page, request, "apikeys");
  await verifyLevel1(request, token, email);

  await page.goto(route("/pages/setting/security"));
  await page.getByTestId("row-api-keys").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/api/);
  await expect(page.getByText("API management").first()).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await shot(page, "apikeys-01-empty");

  await page.locator("#api-label").fill("My trading bot");
  await page.getByTestId("perm-trade").click();
  const before = await readCode(request, email);
  await page.getByTestId("get-code").click();
  await expect(toast(page)).toHaveText("Verification code sent");
  const code = await freshCode(request, email, before);
  await page.locator("#api-code").fill(code);
  await page.getByTestId("api-key-create").click();

  const created = page.getByTestId("api-key-created");
  await expect(created).toBeVisible();
  await expect(created.getByRole("alert")).toContainText("shown only once");
  const apiKey = (await page.getByTestId("created-api-key").textContent())?.trim() ?? "";
  const secret = (await page.getByTestId("created-secret").textContent())?.trim() ?? "";
  expect(apiKey).toMatch(/^[A-Za-z0-9]{64}$/);
  expect(secret).toMatch(/^[A-Za-z0-9]{64}$/);
  await expect(page.getByTestId("created-secret-copy")).toBeVisible();
  const row = page.getByTestId("api-key-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("My trading bot");
  await expect(row).toContainText("Read · Trade");
  await expect(row).toContainText("Active");
  await shot(page, "apikeys-02-secret-once");

  // once dismissed, the secret is gone: neither the screen nor the list call shows it again
  await page.getByTestId("api-key-done").click();
  await expect(page.getByTestId("api-key-created")).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  const listed = await getAs<unknown[]>(request, token, "/user/api_keys");
  expect(JSON.stringify(listed)).not.toContain(secret);
  await page.reload();
  await expect(page.getByTestId("api-key-row")).toHaveCount(1);
  await expect(page.getByText(secret)).toHaveCount(0);

  await page.getByTestId("api-key-delete").click();
  await page.locator(".adm-dialog").getByText("Confirm", { exact: true }).click();
  await expect(toast(page)).toHaveText("Deleted");
  await expect(page.getByTestId("api-key-row")).toHaveCount(0);
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await shot(page, "apikeys-03-deleted");
});
