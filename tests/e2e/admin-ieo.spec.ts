import { expect } from "@playwright/test";
import { adminToken, getAs, shot, test } from "./support";

/**
 * IEO projects in the console: an operator creates a project (a refused figure is shown on its field),
 * the app announces it in warm-up, the operator renames it and finally calls it off; every step audited.
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

/** "YYYY-MM-DD HH:mm:ss" in the browser's local time, as the console's date pickers take it. */
function local(at: Date) {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())} ${p(at.getHours())}:${p(at.getMinutes())}:${p(at.getSeconds())}`;
}

test("an operator creates an IEO project, the app announces it, then the operator calls it off", async ({
  page,
  request,
}) => {
  const symbol = `K${String(Date.now()).slice(-6)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Earn" }).click();
  await page.getByRole("tab", { name: "IEO projects" }).click();
  await page.getByTestId("ieo-new").click();
  const form = page.getByTestId("ieo-form");
  await form.getByLabel("Name").fill("Kestrel");
  await form.getByLabel("Token symbol").fill(symbol);
  await form.getByLabel("Issue price").fill("0.25");
  await form.getByLabel("Supply for sale").fill("10000");
  await form.getByLabel("Least per user").fill("10");
  await form.getByLabel("Most per user").fill("5");
  const day = 86_400_000;
  const now = Date.now();
  for (const [field, at] of [
    ["warmup_at", now - 60_000],
    ["start_at", now + day],
    ["end_at", now + 3 * day],
    ["unlock_at", now + 10 * day],
  ] as const) {
    const input = page.locator(`#ieo-field-${field}`);
    await input.click();
    await input.fill(local(new Date(at)));
    await input.press("Enter");
  }
  await page.getByTestId("ieo-save").click();
  await expect(form.getByText(/max|most|least|≥/i).first()).toBeVisible();
  await form.getByLabel("Most per user").fill("2000");
  await shot(page, "admin-ieo-form");
  await page.getByTestId("ieo-save").click();
  await expect(page.getByText("Project saved")).toBeVisible();

  const listed = await getAs<{ data: { id: number; token: string; status: string }[] }>(
    request,
    "",
    "/project?status=warmup",
  );
  const project = listed.message.data.find((p) => p.token === symbol);
  expect(project, "the app announces the project").toBeDefined();
  const row = page.locator(`[data-testid="ieo-project-row"][data-project="${project!.id}"]`);
  await expect(row.getByTestId("ieo-project-status")).toContainText("Warm-up");
  await shot(page, "admin-ieo-list");

  await row.getByTestId("ieo-edit").click();
  await form.getByLabel("Name").fill("Kestrel Network");
  await page.getByTestId("ieo-save").click();
  // the first save's notice may still be fading out: the newest one is this save's
  await expect(page.getByText("Project saved").last()).toBeVisible();
  await expect(row).toContainText("Kestrel Network");

  await row.getByTestId("ieo-close").click();
  await page.getByTestId("ieo-close-confirm").click();
  await expect(row.getByTestId("ieo-project-status")).toContainText("Called off");
  const audit = await getAs<{ data: { action: string }[] }>(
    request,
    await adminToken(request),
    "/admin/audit?limit=5",
  );
  expect(audit.message.data.map((a) => a.action)).toEqual(
    expect.arrayContaining(["ieo.project.create", "ieo.project.update", "ieo.project.close"]),
  );
});
