import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { createGuardrails, generate } from "otplib";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  postAs,
  registerThroughApi,
  shot,
  signInToConsole,
  submitLevel1,
  test,
  uniqueEmail,
  verifyLevel1,
} from "./support";

/**
 * The back office's view of one user, at a desk (1440×900): a trader with two open leveraged positions
 * and an authenticator calls support after losing their phone. The operator finds them by email, sees the
 * positions and sign-ins on the user page, leaves a note and a tag, removes the authenticator with a
 * reason (the user is told, withdrawals lock), finds the user's deposits by email, sees every one of
 * these actions when the audit log is filtered to the user, and is warned when a second account submits
 * the trader's verified passport number.
 */

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

async function openPositions(
  request: Parameters<typeof postAs>[0],
  token: string,
  multiples: string[],
): Promise<void> {
  for (const multiple of multiples) {
    const opened = await postAs<{ id: number }>(request, token, "/lever/submit", {
      share: "1",
      multiple,
      currency_id: "1",
      legal_id: "3",
      type: "1",
      status: "market",
    });
    expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
  }
}

const userDrawer = (page: Page) => page.getByRole("dialog", { name: /User #/ });

/** Opens a tab of the user page: the tab strip scrolls, so the click is retried until the tab is selected. */
async function openTab(drawer: Locator, name: string) {
  const tab = drawer.getByRole("tab", { name, exact: true });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  return drawer.getByRole("tabpanel").filter({ visible: true });
}

test("support finds a trader by email and sees positions and sign-ins, notes, tags and resets the lost authenticator", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("back-office");
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "2000");
  await moveUsdt(request, token, "1500", "lever");
  await openPositions(request, token, ["10", "20"]);
  // the trader's authenticator, bound through the app's calls
  const setup = await getAs<{ secret: string }>(request, token, "/user/getAuthenticator");
  const code = await generate({ secret: setup.message.secret, guardrails });
  const bound = await postAs<string>(request, token, "/user/bindAuthenticator", { google_code: code });
  expect(bound.type, bound.message).toBe("ok");

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Users" }).click();
  await page.getByPlaceholder("User ID, email or mobile").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: "View" }).click();
  const drawer = userDrawer(page);
  await expect(drawer).toBeVisible();

  // the two open positions, not only their frozen margin
  const positions = await openTab(drawer, "Positions");
  await expect(positions.getByRole("row").filter({ hasText: "BTC/USDT" })).toHaveCount(2);
  await expect(positions).toContainText("10×");
  await expect(positions).toContainText("20×");
  await shot(page, "back-office-01-positions");

  // where and how the trader signed in
  const logins = await openTab(drawer, "Logins");
  await expect(logins.getByRole("row").filter({ hasText: "Signed in" }).first()).toBeVisible();
  // the sign-ins as a file: every one of them, with the outcome's code
  const downloading = page.waitForEvent("download");
  await logins.getByTestId("user-logins-csv").click();
  const csv = readFileSync(await (await downloading).path(), "utf8");
  expect(csv.split("\r\n")[0]).toContain("outcome");
  expect(csv).toContain(",ok,");
  await shot(page, "back-office-02-logins");

  // a note for the next operator, and a tag to find the trader by
  await openTab(drawer, "Notes");
  await drawer.getByTestId("user-note-input").fill("Lost phone; identity checked on a video call");
  await drawer.getByRole("button", { name: "Add note" }).click();
  await expect(drawer.getByTestId("user-notes")).toContainText(
    "Lost phone; identity checked on a video call",
  );
  await expect(drawer.getByTestId("user-notes")).toContainText("admin");

  await openTab(drawer, "Profile");
  await drawer.getByTestId("user-tags").getByRole("button", { name: "Edit" }).click();
  await drawer.getByTestId("user-tags-input").locator("input").fill("vip");
  await drawer.getByTestId("user-tags-input").locator("input").press("Enter");
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer.getByTestId("user-tags")).toContainText("vip");

  // the authenticator goes, with the reason the trader reads; withdrawals lock
  await drawer.getByTestId("reset-authenticator").click();
  await page.getByTestId("reset-authenticator-reason").fill("Lost phone, identity checked by video call");
  await page.getByTestId("reset-authenticator-ok").click();
  await expect(page.locator(".ant-message")).toContainText("withdrawals locked until");
  await expect(drawer.getByTestId("reset-authenticator")).toHaveCount(0);
  await shot(page, "back-office-03-profile");

  const info = await getAs<{ google_bound?: boolean; withdraw_locked_until: string | null }>(
    request,
    token,
    "/user/info",
  );
  expect(info.message.withdraw_locked_until).not.toBeNull();
  const mail = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const messages = ((await mail.json()) as { message: { subject: string; body: string }[] }).message;
  expect(messages.map((m) => m.subject)).toContain("Your authenticator was removed from your Bourse account");

  // users found by tag
  await page.keyboard.press("Escape");
  await page.goto("/admin/#/users?tag=vip");
  await expect(page.getByTestId("tag-filter")).toContainText("vip");
  const list = page.locator(".ant-card").filter({ hasText: "User list" });
  await expect(list.locator("tr.ant-table-row")).toHaveCount(1);
  await expect(list.locator("tr.ant-table-row")).toContainText(email);

  // the deposits screen finds the trader by email, not everyone
  await page.getByRole("menuitem", { name: "Deposits" }).click();
  await page.getByPlaceholder("User: ID, email, phone, KYC name or document no.").fill(email);
  await page.getByPlaceholder("User: ID, email, phone, KYC name or document no.").press("Enter");
  await page.getByRole("tab", { name: "Credited" }).click();
  const deposits = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(deposits).toHaveCount(1);
  await expect(deposits.first()).toContainText("2000 USDT");

  // what was done to this user, filtered to them
  const id = (await getAs<{ id: number }>(request, token, "/user/info")).message.id;
  await page.goto(`/admin/#/audit?user=${id}`);
  const audit = page.locator(".ant-table-tbody");
  for (const action of [
    "user.authenticator_reset",
    "user.tags",
    "user.note",
    "kyc.approve",
    "deposit.approve",
  ]) {
    await expect(audit, action).toContainText(action);
  }
  await shot(page, "back-office-04-audit");
});

test("the KYC review warns when a second account submits a passport number already verified", async ({
  page,
  request,
}) => {
  const first = uniqueEmail("kyc-original");
  await registerThroughApi(request, first);
  const firstToken = await loginThroughApi(request, first);
  await verifyLevel1(request, firstToken, first);
  const firstId = (await getAs<{ id: number }>(request, firstToken, "/user/info")).message.id;
  const detail = await getAs<{ kyc: { doc_number: string | null }[] }>(
    request,
    await adminToken(request),
    `/admin/users/${firstId}`,
  );
  const number = detail.message.kyc[0]?.doc_number;
  expect(number).toBeTruthy();

  const second = uniqueEmail("kyc-copy");
  await registerThroughApi(request, second);
  await submitLevel1(request, await loginThroughApi(request, second), String(number));

  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "KYC review" }).click();
  await page.getByRole("row").filter({ hasText: second }).getByRole("button", { name: "Review" }).click();
  const drawer = page.getByRole("dialog", { name: /KYC application/ });
  const warning = drawer.getByTestId("kyc-duplicates");
  await expect(warning).toContainText("This document number is already verified on another account:");
  await expect(warning).toContainText(`#${firstId}`);
  await shot(page, "back-office-05-kyc-duplicate");
});
