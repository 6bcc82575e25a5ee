import { expect } from "@playwright/test";
import {
  adminToken,
  getAs,
  loginThroughApi,
  openLongThroughApi,
  PASSWORD,
  postAs,
  registerThroughApi,
  shot,
  test,
  uniqueEmail,
} from "./support";

/**
 * The growth programme in the console: an operator issues a 5 USDT bonus coupon to one user, who redeems
 * it; a member whose invitee traded applies to be a king manager and the operator approves it in the
 * queue; the invitation tree shows the member as king with the invitee who traded.
 */

const OPERATOR = {
  username: process.env.ADMIN_USER ?? "admin",
  password: process.env.ADMIN_PASSWORD ?? "bourse-admin-2026",
};

test("an operator issues a coupon, approves a king manager and reads the invitation tree", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // a member and the invitee who trades
  const bossEmail = uniqueEmail("king-boss");
  await registerThroughApi(request, bossEmail, PASSWORD);
  const boss = await loginThroughApi(request, bossEmail);
  const bossId = (await getAs<{ id: number; invite_code: string }>(request, boss, "/user/info")).message.id;
  const code = (await postAs<{ invite_code: string }>(request, boss, "/user/getShareInfo")).message
    .invite_code;
  const inviteeEmail = uniqueEmail("king-invitee");
  await registerThroughApi(request, inviteeEmail, PASSWORD, { extension_code: code });
  const invitee = await loginThroughApi(request, inviteeEmail);
  await openLongThroughApi(request, invitee, inviteeEmail);

  // one direct invitee who traded is enough once the threshold is 1 (the rates stay as they are)
  const admin = await adminToken(request);
  const rates = await getAs<{ current: { rates: string[]; king_rates: string[] } }>(
    request,
    admin,
    "/admin/growth/rates",
  );
  const [level1, level2, level3] = rates.message.current.rates;
  const [king1, king2, king3] = rates.message.current.king_rates;
  const changed = await postAs(request, admin, "/admin/growth/rates", {
    level1: level1!,
    level2: level2!,
    level3: level3!,
    king1: king1!,
    king2: king2!,
    king3: king3!,
    king_direct: "1",
    king_team: "500",
  });
  expect(changed.type, JSON.stringify(changed.message)).toBe("ok");
  const applied = await postAs(request, boss, "/growth/king/apply", { note: "My team trades every day" });
  expect(applied.type, JSON.stringify(applied.message)).toBe("ok");

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/");
  await page.getByLabel("Username").fill(OPERATOR.username);
  await page.getByLabel("Password").fill(OPERATOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("menuitem", { name: "Growth" }).click();

  // a bonus coupon for the member
  await page.getByTestId("growth-tab-coupons").click();
  await page.getByTestId("growth-coupon-new").click();
  const form = page.getByTestId("growth-coupon-form");
  await page.getByTestId("growth-coupon-field-title").fill("Welcome gift");
  await form.getByText("Bonus", { exact: true }).click();
  await page.getByTestId("growth-coupon-field-amount").fill("5");
  await page.getByTestId("growth-coupon-field-user_id").fill(String(bossId));
  await shot(page, "admin-growth-coupon");
  await page.getByTestId("growth-coupon-save").click();
  const row = page.getByTestId("growth-coupon-row").filter({ hasText: "Welcome gift" }).first();
  await expect(row).toBeVisible();
  const mine = await getAs<{ data: { id: number; title: string }[] }>(
    request,
    boss,
    "/growth/coupons?state=available",
  );
  const gift = mine.message.data.find((c) => c.title === "Welcome gift");
  expect(gift).toBeDefined();
  const redeemed = await postAs<{ state: string; saved: string }>(request, boss, "/growth/coupons/redeem", {
    id: String(gift?.id),
  });
  expect(redeemed.message).toMatchObject({ state: "used", saved: "5" });

  // the king manager queue
  await page.getByTestId("growth-tab-king").click();
  const application = (
    await getAs<{ data: { id: number; user_id: number }[] }>(
      request,
      admin,
      "/admin/growth/king?state=review&page=1&limit=50",
    )
  ).message.data.find((a) => a.user_id === bossId);
  expect(application).toBeDefined();
  await shot(page, "admin-growth-king");
  await page.getByTestId(`growth-king-${application?.id}-approve`).click();
  const confirm = page.locator(".ant-modal-confirm, .ant-popconfirm").last();
  await confirm.getByRole("button").last().click();
  await expect
    .poll(async () => (await getAs<{ king: boolean }>(request, boss, "/growth/king")).message.king)
    .toBe(true);

  // the member's tree: king, with the invitee who traded
  await page.getByTestId("growth-tab-tree").click();
  await page.getByTestId("growth-tree-search").locator("input").fill(String(bossId));
  await page.getByTestId("growth-tree-search").locator("input").press("Enter");
  await expect(page.getByTestId("growth-tree-king").first()).toBeVisible();
  await expect(page.getByTestId("growth-tree-traded").first()).toBeVisible();
  await shot(page, "admin-growth-tree");
});
