import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import {
  adminToken,
  getAs,
  loginThroughApi,
  postAs,
  registerThroughApi,
  shot,
  signInToConsole,
  submitLevel1,
  test,
  uniqueEmail,
  uploadAs,
} from "./support";

/**
 * Live queues at the desk: with the deposits page open, a user's new deposit claim appears in the list
 * and in the menu's count without a reload; the list exports as CSV with the operator's token; two KYC
 * applications are rejected at once with one reason. Needs apps/admin/dist built
 * (npm run build -w @bourse/admin).
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
test.describe.configure({ mode: "serial" });

const waitingDeposits = async (request: Parameters<typeof adminToken>[0]) =>
  (await getAs<{ total: number }>(request, await adminToken(request), "/admin/deposits?state=review&limit=1"))
    .message.total;

test("a deposit claim appears live in the open queue and the menu's count; the list exports as CSV", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("live-queue");
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);

  await signInToConsole(page);
  await page.goto(`/admin/#/deposits?q=${encodeURIComponent(email)}`);
  await expect(page.getByText("No deposit waiting for review")).toBeVisible();
  const before = await waitingDeposits(request);
  const menuCount = page.getByTestId("menu-count-deposits");
  if (before > 0)
    await expect(menuCount.locator(".ant-badge-count")).toHaveAttribute("title", String(before));

  // the user claims a deposit through the API; the open page hears of it from the operators' room
  const claim = await postAs<{ id: number }>(request, token, "/wallet/charge_req", {
    currency: "3",
    network: "4",
    amount: "123.456789",
    voucher: await uploadAs(request, token, "voucher.png"),
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  const row = page.locator(`tr[data-row-key="${claim.message.id}"]`);
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row).toContainText("123.456789");
  await expect(menuCount.locator(".ant-badge-count")).toHaveAttribute("title", String(before + 1), {
    timeout: 5_000,
  });
  await shot(page, "queues-01-live-deposit");

  // Export CSV: the filtered list, every page, downloaded with the operator's token
  const downloading = page.waitForEvent("download");
  await page.getByTestId("export-csv").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toMatch(/^id,user_id,account,currency_id,currency_name,network_name,amount,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${claim.message.id},`);
  expect(lines[1]).toContain(`,${email},`);
  expect(lines[1]).toContain(",123.456789,");
});

test("two KYC applications rejected at once with one reason", async ({ page, request }) => {
  test.setTimeout(120_000);
  const emails = [uniqueEmail("bulk-kyc-a"), uniqueEmail("bulk-kyc-b")];
  for (const email of emails) {
    await registerThroughApi(request, email);
    await submitLevel1(request, await loginThroughApi(request, email));
  }
  const queue = await getAs<{ data: { id: number; account: string }[] }>(
    request,
    await adminToken(request),
    "/admin/kyc?state=review&limit=100",
  );
  const ids = emails.map((email) => queue.message.data.find((a) => a.account === email)?.id);
  expect(ids.every((id) => id !== undefined)).toBe(true);

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: /KYC review/ }).click();
  for (const id of ids) {
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await expect(row).toBeVisible();
    await row.locator(".ant-checkbox-input").check();
  }
  await expect(page.getByTestId("kyc-bulk-bar")).toContainText("2 selected");
  await page.getByTestId("kyc-bulk-reject").click();
  await page.getByTestId("kyc-bulk-reject-reason").fill("The photos are unreadable");
  await shot(page, "queues-02-bulk-reject");
  await page.getByTestId("kyc-bulk-reject-ok").click();
  await expect(page.getByText("2 decided, 0 refused")).toBeVisible();
  for (const id of ids) await expect(page.locator(`tr[data-row-key="${id}"]`)).toHaveCount(0);

  const rejected = await getAs<{ data: { id: number; reject_reason: string | null }[] }>(
    request,
    await adminToken(request),
    "/admin/kyc?state=rejected&limit=100",
  );
  for (const id of ids)
    expect(rejected.message.data.find((a) => a.id === id)?.reject_reason).toBe("The photos are unreadable");
});
