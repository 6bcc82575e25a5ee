import { type APIRequestContext, expect } from "@playwright/test";
import {
  adminToken,
  approveKyc,
  postAs,
  route,
  sendLevel1Form,
  shot,
  signedInUser,
  submitLevel1,
  test,
  userChannelJoined,
} from "./support";

/**
 * Identity decisions are pushed: the user's open screens change at once, without navigating, and a
 * notice at the top of whatever screen is open says what was decided and links to the verification.
 */

/** The operator rejects the user's application under review, with `reason`. */
async function rejectKyc(request: APIRequestContext, email: string, reason: string) {
  const admin = await adminToken(request);
  const queue = await request.get("/api/admin/kyc?state=review&page=1&limit=100", {
    headers: { Authorization: admin },
  });
  const body = (await queue.json()) as { message: { data: { id: number; account: string }[] } };
  const application = body.message.data.find((a) => a.account === email);
  expect(application, "the application is in the review queue").toBeDefined();
  const rejected = await postAs<string>(request, admin, `/admin/kyc/${application?.id}/reject`, { reason });
  expect(rejected.type, rejected.message).toBe("ok");
}

test("an operator's KYC decision shows at once on the open screens, with a notice", async ({
  page,
  request,
}) => {
  const joined = userChannelJoined(page);
  const { email, token } = await signedInUser(page, request, "livekyc");
  await submitLevel1(request, token);

  // On a contract form: the notice says the verification is under review.
  await page.goto(route("/pages/transaction/index"));
  await joined;
  const verify = page.getByTestId("verify-notice");
  await expect(verify).toContainText("under review");
  await expect(page.getByTestId("verify-notice-go")).toHaveCount(0);

  // Rejected: the notice at the top gives the reason, and the form's notice offers to verify again.
  await rejectKyc(request, email, "The document photo is blurred");
  const notice = page.getByTestId("live-toast-kyc");
  await expect(notice.getByTestId("live-toast-text")).toHaveText(
    "Verification rejected: The document photo is blurred",
  );
  await expect(page.getByTestId("verify-notice-go")).toBeVisible();
  await shot(page, "live-01-kyc-rejected-notice");

  // Tapping the notice opens the verification screen, which shows the decision and its reason.
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/real$/);
  await expect(page.getByTestId("live-toast-kyc")).toHaveCount(0);
  await expect(page.getByTestId("level1-state")).toHaveText("Rejected");
  await expect(page.getByTestId("level1-reason")).toHaveText("Rejected: The document photo is blurred");

  // Submitted again (through the API), the screen shows it under review once it is read again.
  await sendLevel1Form(request, token);
  const rejoined = userChannelJoined(page);
  await page.reload();
  await expect(page.getByTestId("level1-state")).toHaveText("Under review");
  await rejoined;

  // Approved while the user looks at the status screen: "Verified" appears without navigating.
  const url = page.url();
  await approveKyc(request, email);
  await expect(page.getByTestId("level1-state")).toHaveText("Verified");
  await expect(page.getByTestId("level1-state")).toHaveAttribute("data-state", "certified");
  await expect(page.getByTestId("level1-card")).toContainText("Verified as Grace Hopper");
  await expect(page.getByTestId("start-level2")).toBeEnabled();
  await expect(page.getByTestId("live-toast-kyc").getByTestId("live-toast-text")).toHaveText(
    "Identity verified (level 1)",
  );
  expect(page.url()).toBe(url);
  await shot(page, "live-02-kyc-verified-notice");

  // The dismissed notice leaves; the profile the app keeps says verified too.
  await page.getByTestId("live-toast-kyc").getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByTestId("live-toast-kyc")).toHaveCount(0);
  await page.goto(route("/pages/setting/setting"));
  await expect(page.getByTestId("setting-kyc")).toHaveText("Verified");
  await page.goto(route("/pages/transaction/index"));
  await expect(page.getByTestId("seconds-up")).toBeVisible();
  await expect(page.getByTestId("verify-notice")).toHaveCount(0);
});
