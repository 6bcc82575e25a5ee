import { expect } from "@playwright/test";
import {
  maskedEmail,
  PASSWORD,
  registerThroughApi,
  route,
  shot,
  storedToken,
  storeToken,
  test,
  toast,
  uniqueEmail,
} from "./support";

test("a guest opening Assets is told to log in and lands on login after ~1.2 s", async ({ page }) => {
  await page.goto(route("/pages/fund/assets"));
  await expect(toast(page)).toHaveText("Please log in first");
  const shown = Date.now();
  await shot(page, "guard-assets-guest");
  await page.waitForURL(/#\/pages\/common\/login/, { timeout: 5_000 });
  const waited = Date.now() - shown;
  expect(waited).toBeGreaterThan(700);
  expect(waited).toBeLessThan(3_000);
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await shot(page, "guard-login");
});

test("an unknown route shows the not-found screen with a way home", async ({ page }) => {
  await page.goto(route("/pages/nowhere/nothing"));
  await expect(page.getByText("Page not found")).toBeVisible();
  await page.getByRole("button", { name: "Back to home" }).click();
  await expect(page.getByTestId("home-screen")).toBeVisible();
});

test("a revoked session (type 999) clears the token and goes to login", async ({ page }) => {
  await page.goto(route("/"));
  await storeToken(page, "not-a-valid-token");
  await page.goto(route("/pages/fund/assets"));
  await page.reload();
  await expect(toast(page)).toHaveText("Please log in first");
  await page.waitForURL(/#\/pages\/common\/login/, { timeout: 5_000 });
  expect(await storedToken(page)).toBeNull();
});

test("a screen whose chunk fails to load shows the error screen, and retry recovers", async ({ page }) => {
  const marketChunk = /\/assets\/market-[\w-]{8}\.js$/;
  await page.route(marketChunk, (r) => r.abort());
  await page.goto(route("/"));
  await expect(page.getByTestId("home-screen")).toBeVisible();
  // let the home popup appear (and be closed by the handler) before the tab is tapped
  await page.waitForLoadState("networkidle");
  await page.getByTestId("tab-bar").getByText("Market", { exact: true }).click();
  await expect(page.getByText("This screen could not be loaded")).toBeVisible();
  await shot(page, "guard-chunk-error");
  await page.unroute(marketChunk);
  await page.getByTestId("route-retry").click();
  await expect(page.getByTestId("market-screen")).toBeVisible();
});

test("after logging in from the guard, the user lands on the screen they wanted", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("redirect");
  await registerThroughApi(request, email);
  await page.goto(route("/pages/fund/assets"));
  await page.waitForURL(/#\/pages\/common\/login\?redirect=/, { timeout: 5_000 });
  await page.locator("#account").fill(email);
  await page.locator("#password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(page.getByTestId("account-card")).toContainText(maskedEmail(email));
});
