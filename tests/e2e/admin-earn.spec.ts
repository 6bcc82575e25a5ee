import { expect } from "@playwright/test";
import { adminToken, getAs, shot, test } from "./support";

/** Lock mining plans in the console: an operator adds a 3-day plan, then closes it; the app's list follows. */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

test("an operator adds a lock mining plan, which the app lists, then closes it", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Earn" }).click();
  await page.getByRole("button", { name: "Add a plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a plan" });
  await dialog.getByLabel("Daily rate").fill("1.5");
  await dialog.getByLabel("Days").fill("3");
  await dialog.getByLabel("Minimum per order").fill("10");
  await dialog.getByLabel("Maximum per order").fill("1000");
  await dialog.getByLabel("Early-redemption penalty").fill("0.1");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("A rate like 0.001 (below 1)")).toBeVisible();
  await dialog.getByLabel("Daily rate").fill("0.0025");
  await shot(page, "admin-earn-plan");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Plan saved")).toBeVisible();

  const listed = async () =>
    (await getAs<{ id: number; daily_rate: string; days: number }[]>(request, "", "/lh/deposit/config"))
      .message;
  const plan = (await listed()).find((p) => p.daily_rate === "0.0025" && p.days === 3);
  expect(plan, "the app lists the new plan").toBeDefined();
  const row = page.getByRole("row").filter({ hasText: "0.0025" });
  await expect(row).toContainText("10 – 1000");
  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: `Plan #${plan!.id}` });
  await edit.getByRole("switch").click();
  await edit.getByRole("button", { name: "Save" }).click();
  // the first save's notice may still be fading out: the newest one is this save's
  await expect(page.getByText("Plan saved").last()).toBeVisible();
  await expect.poll(async () => (await listed()).some((p) => p.id === plan!.id)).toBe(false);
  const audit = await getAs<{ data: { action: string }[] }>(
    request,
    await adminToken(request),
    "/admin/audit?limit=5",
  );
  expect(audit.message.data.map((a) => a.action)).toContain("lock.plan.update");
});
