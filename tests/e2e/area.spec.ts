import { expect, test } from "@playwright/test";
import { route, shot } from "./support";

test("the area picker is searchable and returns the dial code to the form", async ({ page }) => {
  await page.goto(route("/pages/common/register"));
  await page.getByRole("tab", { name: "Mobile" }).click();
  await page.locator("#account").fill("13800000000");
  await page.getByTestId("area-button").click();
  await expect(page).toHaveURL(/#\/pages\/common\/area/);
  await page.getByPlaceholder("Search country or dial code").fill("chin");
  await expect(page.getByRole("button", { name: /China/ })).toBeVisible();
  await shot(page, "area-search");
  await page.getByRole("button", { name: /China/ }).click();
  await expect(page).toHaveURL(/#\/pages\/common\/register/);
  await expect(page.getByTestId("area-button")).toHaveText(/\+86/);
  await expect(page.locator("#account")).toHaveValue("13800000000");
  await shot(page, "area-back-on-register");
});
