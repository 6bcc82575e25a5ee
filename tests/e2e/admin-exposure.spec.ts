import { expect, type Page } from "@playwright/test";
import { adminToken, creditUsdt, moveUsdt, route, shot, signedInUser, test, verifyLevel1 } from "./support";

/**
 * The operator's cockpit: the console opens on the dashboard, the exposure page shows the house's
 * position per market, and a limit set there refuses a user's order past it in the app, naming the
 * limit, while a smaller order still opens. SOL/USDT's perpetual is this file's own (no other journey
 * trades it); its limits are cleared again at the end.
 * Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

const SYMBOL = "SOL/USDT";
const MARKET_ID = "3";
const CONTRACT = `/pages/transaction/contract?symbol=${encodeURIComponent(SYMBOL)}`;

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  const admin = await adminToken(request);
  await request.post("/api/admin/exposure/limits", {
    headers: { Authorization: admin },
    data: { market_id: Number(MARKET_ID), max_net_quote: null, max_user_lots: null },
  });
});

async function signInToConsole(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(process.env.ADMIN_USER ?? "admin");
  await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "bourse-admin-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("at the desk", () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test("the console opens on the dashboard; the exposure page sets a market's limit for one user", async ({
    page,
  }) => {
    await signInToConsole(page);
    // the first page: the state of the business, with the queues waiting for an operator
    await expect(page.getByText("Waiting for an operator")).toBeVisible();
    await expect(page.getByText("Sign-ups per day (30 days)")).toBeVisible();
    await shot(page, "cockpit-01-dashboard");

    await page.getByRole("menuitem", { name: "Exposure", exact: true }).click();
    await expect(page.getByText("House exposure")).toBeVisible();
    const row = page.locator("tr", { hasText: SYMBOL }).first();
    await expect(row).toBeVisible();
    await shot(page, "cockpit-02-exposure");

    await page.getByLabel("Market").click();
    await page.locator(".ant-select-item-option", { hasText: SYMBOL }).first().click();
    await page.getByLabel("One user's position limit (lots)").fill("1");
    await page.getByRole("button", { name: "Set limits" }).click();
    await expect(page.getByText("Limits saved")).toBeVisible();
    await expect(row).toContainText("1");
    await shot(page, "cockpit-03-limit-set");
  });
});

test("a user's order past the limit is refused in the app with the limit named; one within it opens", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, email } = await signedInUser(page, request, "exposure-limit");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "2000");
  await moveUsdt(request, token, "1500", "lever");

  await page.goto(route(CONTRACT));
  await expect(page.getByTestId("lever-available")).toHaveText("1,500 USDT");
  await page.getByTestId("direction-long").click();
  await page.getByTestId("kind-market").click();
  await page.getByTestId("multiple-5").click();
  await page.locator("#lever-lots").fill("2");
  await page.getByTestId("lever-submit").click();
  await page.locator(".adm-dialog").getByText("Open position", { exact: true }).click();
  const refusal = page.getByTestId("lever-error");
  await expect(refusal).toContainText(
    `Your position in ${SYMBOL} would be 2 lots, above the limit of 1 lots per user`,
  );
  await shot(page, "cockpit-04-order-refused");
  // nothing opened
  await expect(page.getByTestId("tab-positions")).toHaveText("Positions (0)");

  await page.locator("#lever-lots").fill("1");
  await page.getByTestId("lever-submit").click();
  await page.locator(".adm-dialog").getByText("Open position", { exact: true }).click();
  await expect(page.getByTestId("positions").getByTestId("position")).toHaveCount(1);
  await expect(page.getByTestId("tab-positions")).toHaveText("Positions (1)");
});
