import { expect } from "@playwright/test";
import { adminToken, getAs, shot, test } from "./support";

/** The console's scheduled jobs: the overnight-fee job's last day done, and its run listed. */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

test("an operator sees each daily job's last day done and its latest runs", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Scheduled jobs" }).click();
  const jobs = await getAs<{ jobs: { job: string; done_through: string }[] }>(
    request,
    await adminToken(request),
    "/admin/jobs",
  );
  const today = jobs.message.jobs.find((j) => j.job === "lever-overnight")?.done_through ?? "none";
  await expect(page.getByRole("row").filter({ hasText: "lever-overnight" }).first()).toContainText(
    `Done through ${today}`,
  );
  const run = page.getByTestId("job-runs").getByRole("row").filter({ hasText: "lever-overnight" }).first();
  await expect(run).toContainText(today);
  await expect(run).toContainText("Done");
  await shot(page, "admin-jobs");
});
