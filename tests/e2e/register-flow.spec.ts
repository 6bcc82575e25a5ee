import { expect, type Page } from "@playwright/test";
import {
  fillRegisterForm,
  maskedEmail,
  route,
  shot,
  storedToken,
  test,
  tickAll,
  toast,
  uniqueEmail,
} from "./support";

const tabs = (page: Page) => page.getByTestId("tab-bar");

async function openTab(page: Page, label: string) {
  await tabs(page).getByText(label, { exact: true }).click();
}

test("register by email, visit the five tabs, switch language, log out", async ({ page, request }) => {
  const email = uniqueEmail("flow");

  // Register: the app logs in by itself and goes home.
  await page.goto(route("/pages/common/register"));
  await fillRegisterForm(page, request, email);
  await tickAll(page);
  await shot(page, "flow-01-register-filled");
  await page.getByTestId("register-submit").click();
  await expect(toast(page)).toHaveText("Registration successful");
  await expect(page.getByTestId("greeting")).toHaveText(`Hello, ${maskedEmail(email)}`);
  await expect(page.getByTestId("risk-disclosure")).toContainText("76% of retail CFD accounts lose money");
  await expect(page.getByTestId("market-row").first()).toContainText("BTC");
  await shot(page, "flow-02-home-user");

  // Spec §2: the tab bar is 55px high.
  expect((await tabs(page).boundingBox())?.height).toBe(55);

  // Market: the USDT markets.
  await openTab(page, "Market");
  await expect(page).toHaveURL(/#\/pages\/market\/market/);
  await expect(page.getByRole("tab", { name: "USDT" })).toBeVisible();
  await expect(page.getByTestId("market-row").filter({ hasText: "ETH" })).toBeVisible();
  await shot(page, "flow-03-market");

  // Trade: pair switcher and the user's UID.
  await openTab(page, "Trade");
  await expect(page).toHaveURL(/#\/pages\/transaction\/currency/);
  await expect(page.getByTestId("pair-switcher")).toHaveText("BTC/USDT");
  await expect(page.getByTestId("trader-card")).toContainText(/UID \d+/);
  await page.getByTestId("pair-switcher").click();
  await page.getByRole("option", { name: /ETH\/USDT/ }).click();
  await expect(page.getByTestId("pair-switcher")).toHaveText("ETH/USDT");
  await expect(page.getByRole("listbox")).toBeHidden();
  await shot(page, "flow-04-trade");

  // Perpetual: the order form and the new user's empty lever account.
  await openTab(page, "Perpetual");
  await expect(page).toHaveURL(/#\/pages\/transaction\/contract/);
  await expect(page.getByTestId("lever-form")).toBeVisible();
  await expect(page.getByTestId("account-equity")).toHaveText("0");
  await shot(page, "flow-05-contract");

  // Assets: the account header and the currencies with their networks.
  await openTab(page, "Assets");
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await expect(page.getByTestId("account-card")).toContainText(maskedEmail(email));
  const usdt = page.getByTestId("currency-row").filter({ hasText: "USDT" });
  await expect(usdt).toContainText("ERC20");
  await expect(usdt).toContainText("TRC20");
  await shot(page, "flow-06-assets");

  // Language: zh, then back to en; the tab labels follow.
  await openTab(page, "Home");
  await page.getByRole("button", { name: "Language" }).first().click();
  await expect(page).toHaveURL(/#\/pages\/setting\/set/);
  const saved = page.waitForRequest((r) => r.url().endsWith("/api/set/lang") && r.method() === "POST");
  await page.getByText("简体中文").click();
  expect((await saved).postData()).toContain("lang=zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await shot(page, "flow-07-set-zh");
  await page.goBack();
  await expect(tabs(page)).toContainText("首页");
  for (const label of ["行情", "交易", "永续合约", "资产"]) await expect(tabs(page)).toContainText(label);
  await shot(page, "flow-08-home-zh");
  await page.goto(route("/pages/setting/set"));
  await page.getByText("English").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goBack();
  for (const label of ["Home", "Market", "Trade", "Perpetual", "Assets"]) {
    await expect(tabs(page)).toContainText(label);
  }

  // Log out from the settings menu: back to a guest home.
  await page.getByRole("button", { name: "Settings" }).first().click();
  await expect(page.getByTestId("setting-profile")).toContainText(maskedEmail(email));
  await expect(page.getByTestId("app-version")).toHaveText("1.1.3");
  await shot(page, "flow-09-settings");
  await page.getByTestId("logout").click();
  await page.locator(".adm-dialog").getByText("Log out", { exact: true }).click();
  await expect(page.getByTestId("home-login")).toBeVisible();
  await expect(page.getByTestId("greeting")).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  await shot(page, "flow-10-logged-out");
});
