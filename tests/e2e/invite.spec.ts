import { expect } from "@playwright/test";
import {
  fillRegisterForm,
  loginThroughApi,
  openLongThroughApi,
  postAs,
  route,
  shot,
  signedInUser,
  test,
  tickAll,
  toast,
  uniqueEmail,
} from "./support";

/**
 * Invitations: Ann shares her link; Bob opens it and registers with her code filled in, then opens a
 * contract; within seconds Ann's invite screen counts Bob and shows the 16 % rebate of his handling fee,
 * and her records name it.
 */
test("an invitee's contract fee pays the inviter a level-1 rebate, shown on the invite screens", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ann = await signedInUser(page, request, "invite-ann");
  const info = await postAs<{ invite_code: string; invite_link: string }>(
    request,
    ann.token,
    "/user/getShareInfo",
  );
  expect(info.message.invite_link).toContain(`code=${info.message.invite_code}`);

  // Bob opens Ann's link on his phone: the sign-up screen has her code filled in
  const bobEmail = uniqueEmail("invite-bob");
  const bobPhone = await (
    await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
  ).newPage();
  await bobPhone.goto(route(new URL(info.message.invite_link).hash.slice(1)));
  await expect(bobPhone.locator("#extension_code")).toHaveValue(info.message.invite_code);
  await fillRegisterForm(bobPhone, request, bobEmail);
  await tickAll(bobPhone);
  await shot(bobPhone, "invite-00-register-by-link");
  await bobPhone.getByTestId("register-submit").click();
  await expect(toast(bobPhone)).toHaveText("Registration successful");
  await bobPhone.context().close();
  const bob = await loginThroughApi(request, bobEmail);
  await openLongThroughApi(request, bob, bobEmail);

  await page.goto(route("/pages/setting/share"));
  await expect(page.getByTestId("share-code")).toContainText(info.message.invite_code);
  await expect(page.getByTestId("share-invited")).toHaveAttribute("data-total", "1");
  await expect(page.getByTestId("share-qr")).toHaveAttribute("data-value", info.message.invite_link);
  // the rebate arrives within seconds of the fee (the next run of the settlement job)
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByTestId("share-rebates")).toBeVisible();
        return (await page.getByTestId("share-rebate-total").allTextContents()).join(" ");
      },
      { timeout: 30_000 },
    )
    .toMatch(/[1-9]/);
  // all of it from level 1
  await expect(page.getByTestId("share-rebate-levels").first()).toContainText("L2: 0");
  await shot(page, "invite-01-share");
  await page.getByTestId("share-records-link").click();
  const row = page.getByTestId("rebate-row").first();
  await expect(row).toHaveAttribute("data-level", "1");
  await expect(row).toHaveAttribute("data-product", "lever");
  await shot(page, "invite-02-records");
});
