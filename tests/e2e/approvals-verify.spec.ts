import { expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  postAs,
  route,
  shot,
  signedInUser,
  test,
  userChannelJoined,
  verifyLevel1,
  verifyLevel2,
} from "./support";

/**
 * An operator's approval arrives on the applicant's open screen with a notice, without a reload; the
 * verify screens say what they can check: a bill's kind in words, when the next liabilities snapshot is
 * due, and for a blind box not yet revealed, what can be checked now and when the rest can.
 */

test("a merchant store approval arrives live on the open store screen, with a notice", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const joined = userChannelJoined(page);
  const { email, token } = await signedInUser(page, request, "approval");
  await verifyLevel1(request, token, email);
  await verifyLevel2(request, token, email);
  await creditUsdt(request, token, "300");
  const applied = await postAs(request, token, "/p2p/merchant/apply", { store_name: "Live Desk" });
  expect(applied.type, JSON.stringify(applied.message)).toBe("ok");

  await page.goto(route("/pages/legal/store"));
  await joined;
  await expect(page.getByText("Your application is being reviewed")).toBeVisible();

  const me = await getAs<{ id: number }>(request, token, "/user/info");
  const approved = await postAs(
    request,
    await adminToken(request),
    `/admin/p2p/merchants/${me.message.id}/approve`,
  );
  expect(approved.type).toBe("ok");
  const notice = page.getByTestId("live-toast-approval");
  await expect(notice.getByTestId("live-toast-text")).toHaveText("Your merchant store was approved");
  await expect(page.getByTestId("p2p-store")).toBeVisible();
  await expect(page.getByText("Your application is being reviewed")).toHaveCount(0);
  await shot(page, "approval-01-merchant-live");
});

test("the verify screens say what they check: a bill's kind, the next snapshot, a sealed blind box", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await signedInUser(page, request, "verify-words");
  await creditUsdt(request, token, "20");
  const admin = await adminToken(request);
  expect((await postAs(request, admin, "/admin/transparency/heads")).type).toBe("ok");
  expect((await postAs(request, admin, "/admin/transparency/liabilities")).type).toBe("ok");

  // the bill's proof names the entry's kind in words
  await page.goto(route("/pages/fund/assets_all_record"));
  await page.getByTestId("bill-row").getByTestId("verify-link").click();
  const kind = page.getByTestId("verify-entry-kind");
  await expect(kind).toHaveText("Deposit", { timeout: 20_000 });
  await expect(kind).toHaveAttribute("data-kind", "deposit");

  // the balances' proof says when the next snapshot is due
  await page.goto(route("/pages/setting/verify?kind=liabilities"));
  await expect(page.getByTestId("verify-liabilities-next")).toContainText("Next snapshot due", {
    timeout: 20_000,
  });
  await shot(page, "approval-02-liabilities-next");

  // a blind box on sale: the commitment can be checked now, the boxes once the seed is revealed
  const list = await postAs<{ data: { id: number; series: { seed: string | null } | null }[] }>(
    request,
    "",
    "/bind_box/getBoxList",
    { type: "blind" },
  );
  const sealed = list.message.data.find((s) => s.series && s.series.seed === null);
  expect(sealed, "a blind-box series on sale").toBeDefined();
  await page.goto(route(`/pages/nft/verify?id=${sealed?.id}`));
  const how = page.getByTestId("nft-verify-how");
  await expect(how).toContainText("What you can check now: the commitment above");
  await expect(how).not.toContainText("recomputed every box below");
  await expect(page.getByTestId("nft-verify")).toContainText("Seed revealed on");
  await shot(page, "approval-03-nft-sealed");
});
