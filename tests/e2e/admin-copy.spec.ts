import { expect } from "@playwright/test";
import {
  creditUsdt,
  getAs,
  loginThroughApi,
  postAs,
  registerThroughApi,
  setOperatorSetting,
  shot,
  signInToConsole,
  test,
  uniqueEmail,
  verifyLevel1,
} from "./support";

/**
 * Copy trading in the console: a trader's application is approved with a follower cap, then the trader
 * is suspended; the trader's own profile follows each decision.
 */

test("an operator approves a trader with a follower cap, changes the cap, then suspends it", async ({
  page,
  request,
}) => {
  await setOperatorSetting(request, "copy_trader_min_assets", "100");
  const email = uniqueEmail("copy-trader");
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "250");
  const name = `Macro ${Date.now().toString().slice(-5)}`;
  const applied = await postAs<{ status: string }>(request, token, "/follow/join", {
    name,
    share_rate: "0.08",
    agreement: "1",
  });
  expect(applied.type, JSON.stringify(applied.message)).toBe("ok");

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Copy trading" }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("8 %");
  await expect(row).toContainText(email);
  await row.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: `Approve ${name}` });
  await dialog.getByRole("spinbutton").fill("50");
  await shot(page, "admin-copy-approve");
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(row).toHaveCount(0);
  const profile = await getAs<{ status: string; max_followers: number }>(request, token, "/trader_info");
  expect(profile.message).toMatchObject({ status: "approved", max_followers: 50 });

  await page.getByRole("tab", { name: "Traders" }).click();
  const approved = page.getByRole("row").filter({ hasText: name });
  await expect(approved).toContainText("0 / 50");
  await expect(page.getByRole("columnheader", { name: "ROI 30 d" })).toBeVisible();
  await expect(page.getByTestId("copy-summary")).toContainText("Traders");
  await approved.getByRole("button", { name: "Cap" }).click();
  const capDialog = page.getByRole("dialog", { name: `Follower cap of ${name}` });
  await capDialog.getByRole("spinbutton").fill("80");
  await capDialog.getByRole("button", { name: "Save" }).click();
  await expect(approved).toContainText("0 / 80");
  await approved.getByRole("button", { name: "Suspend" }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith("/suspend"));
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Suspend" }).click();
  const suspended = (await (await answer).json()) as { type: string; message: unknown };
  expect(suspended.type, JSON.stringify(suspended.message)).toBe("ok");
  await expect(page.getByText("Trader suspended")).toBeVisible();
  await expect(approved).toHaveCount(0);
  expect((await getAs<{ status: string }>(request, token, "/trader_info")).message.status).toBe("suspended");
});

test("an operator changes the profit-share cap; a value out of range is refused, naming the setting", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Copy trading" }).click();
  const cap = page.getByRole("row").filter({ hasText: "Profit-share cap" });
  await cap.getByRole("button", { name: "Edit" }).click();
  const input = page.getByLabel("Profit-share cap (0.1 = 10 %)");
  await input.fill("0.9");
  await cap.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("copy_share_rate_cap must be a number from 0 to 0.5")).toBeVisible();
  await input.fill("0.12");
  await cap.getByRole("button", { name: "Save" }).click();
  await expect(cap).toContainText("0.12");
  await shot(page, "admin-copy-settings");
});
