import { expect } from "@playwright/test";
import { route, shot, signedInUser, test, toast } from "./support";

test("settings menu, display currency and the support screens", async ({ page, request }) => {
  await signedInUser(page, request, "tour");
  await page.goto(route("/pages/setting/setting"));
  await expect(page.getByTestId("setting-kyc")).toHaveText("Not verified");
  await expect(page.getByTestId("invitation-code")).toHaveText(/^\w{4,}$/);
  await page.getByTestId("copy-invitation").click();
  await expect(toast(page)).toHaveText("Copied");
  await shot(page, "tour-01-settings");

  // Display currency: stored, and shown on the menu.
  await page.getByText("Display currency").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/set/);
  await page.getByTestId("fiat-EUR").click();
  await shot(page, "tour-02-set-fiat");
  await page.goBack();
  await expect(page.getByTestId("setting-fiat")).toHaveText("EUR");
  await page.reload();
  await expect(page.getByTestId("setting-fiat")).toHaveText("EUR");

  await page.getByText("About us").click();
  await expect(page.getByTestId("about-version")).toHaveText("Version 1.1.3");
  await expect(page.getByTestId("article-item").first()).toBeVisible();
  await shot(page, "tour-03-about");

  await page.goto(route("/pages/setting/contactUs"));
  await expect(page.getByTestId("contact-list")).toContainText("support@bourse.local");
  await shot(page, "tour-04-contact");
  await page.goto(route("/pages/common/serverView"));
  await expect(page.getByTestId("support-email")).toHaveAttribute("href", /^mailto:/);
  await shot(page, "tour-05-server-view");

  await page.goto(route("/pages/setting/download"));
  await expect(page.getByRole("heading", { name: "Add to home screen" })).toBeVisible();
  await shot(page, "tour-06-download");

  await page.goto(route("/pages/setting/privacy"));
  await expect(page.getByTestId("article-item").first()).toBeVisible();
  await page.goto(route("/pages/setting/operational_compliance"));
  await expect(page.getByTestId("compliance-screen")).toBeVisible();
  await page.goto(route("/pages/index/guide"));
  await expect(page.getByTestId("article-item").first()).toBeVisible();
  await page.goto(route("/pages/common/eventPlaza"));
  await expect(page.getByTestId("article-item").first()).toBeVisible();
  await page.goto(route("/pages/setting/whitePage"));
  await expect(page.getByTestId("white-page")).toBeAttached();

  // forget_phone: the reset screen on its mobile tab; areas: the region picker.
  await page.goto(route("/pages/setting/forget_phone"));
  await expect(page.getByRole("tab", { name: "Mobile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("area-button")).toBeVisible();
  await shot(page, "tour-07-forget-phone");
  await page.goto(route("/pages/setting/areas"));
  await expect(page.getByPlaceholder("Search country or dial code")).toBeVisible();
});

test("a guest opening a security screen is asked to log in", async ({ page }) => {
  await page.goto(route("/pages/setting/security"));
  await expect(toast(page)).toHaveText("Please log in first");
  await page.waitForURL(/#\/pages\/common\/login\?redirect=%2Fpages%2Fsetting%2Fsecurity/, {
    timeout: 5_000,
  });
});
