import { expect } from "@playwright/test";
import { route, shot, signedInUser, solidPng, test, toast } from "./support";

test("edit avatar, nickname and signature, then see them on the settings page", async ({ page, request }) => {
  await signedInUser(page, request, "profile");
  await page.goto(route("/pages/setting/userInfo"));
  await expect(page.getByTestId("edit-nickname")).toBeVisible();

  // Avatar: the chosen file is previewed at once, uploaded, then published as the avatar.
  await page.getByTestId("avatar-input").setInputFiles(solidPng("avatar.png", [31, 94, 255]));
  await expect(toast(page)).toHaveText("Avatar updated");
  await shot(page, "profile-01-avatar");

  // Nickname: the client rule first, then the saved value.
  await page.getByTestId("edit-nickname").click();
  await page.locator("#nickname-input").fill("x");
  await page.getByTestId("nickname-save").click();
  await expect(page.getByRole("alert")).toHaveText("2–10 Chinese characters, letters or digits");
  await page.locator("#nickname-input").fill("Trader88");
  await shot(page, "profile-02-nickname-sheet");
  await page.getByTestId("nickname-save").click();
  await expect(toast(page)).toHaveText("Saved");
  await expect(page.getByTestId("edit-nickname")).toContainText("Trader88");

  await page.getByTestId("edit-signature").click();
  await page.locator("#signature-input").fill("Long only");
  await page.getByTestId("signature-save").click();
  await expect(page.getByTestId("edit-signature")).toContainText("Long only");
  await shot(page, "profile-03-saved");

  // Settings: the profile card shows the new name, signature and the public avatar.
  await page.goto(route("/pages/setting/setting"));
  const card = page.getByTestId("setting-profile");
  await expect(card.getByTestId("profile-name")).toHaveText("Trader88");
  await expect(card).toContainText("Long only");
  const avatar = card.getByTestId("avatar-image");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\//);
  // The picture loads for anyone (public URL), unlike the private upload.
  await expect
    .poll(() => avatar.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(48);
  await shot(page, "profile-04-settings");
});
