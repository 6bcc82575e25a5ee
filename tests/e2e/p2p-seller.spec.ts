import { expect, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  phoneWith,
  postAs,
  registerThroughApi,
  route,
  setFundPassword,
  shot,
  solidPng,
  test,
  uniqueEmail,
  verifyLevel1,
  verifyLevel2,
} from "./support";

/**
 * The seller's side of fiat P2P on two phones. A new merchant's first ad is refused for a missing fund
 * password, then for a short fiat balance, each refusal linking to the screen that fixes it; its bank
 * details take an IBAN (a wrong checksum is refused, saying the format). A buyer (verified as Grace
 * Hopper) takes the ad: the seller, on another screen, is told live of the order, the buyer's message
 * and the payment, and finds them in its notice list; its order screen names the buyer and tells it to
 * check its account before releasing, while the buyer reads its own guidance and never the seller's
 * warning.
 */

/** Fills and sends the publish form: a sell ad of 100 USDT at 1.02 USD by bank transfer. */
async function publishAd(m: Page) {
  await m.goto(route("/pages/legal/storeUser?publish=1"));
  const form = m.getByTestId("p2p-publish");
  await form.getByRole("button", { name: "USDT" }).click();
  await form.getByLabel("Price (USD)").fill("1.02");
  await form.getByLabel("Total (USDT)").fill("100");
  await form.getByLabel("Min. per order").fill("10");
  await form.getByLabel("Max. per order").fill("100");
  await m.getByTestId("p2p-publish-way-bank").click();
  await form.getByLabel("Fund password").fill("2580");
  await m.getByTestId("p2p-publish-submit").click();
}

test("the seller is told of the order, the buyer's message and the payment, and each side reads its own guidance", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? "";

  // a verified merchant with no fund password yet, its coin still in the spot account
  const merchantEmail = uniqueEmail("p2p-seller");
  await registerThroughApi(request, merchantEmail);
  const merchantToken = await loginThroughApi(request, merchantEmail);
  await verifyLevel1(request, merchantToken, merchantEmail);
  await verifyLevel2(request, merchantToken, merchantEmail);
  await creditUsdt(request, merchantToken, "300");
  const applied = await postAs(request, merchantToken, "/p2p/merchant/apply", { store_name: "Bea's Desk" });
  expect(applied.type).toBe("ok");
  const me = await getAs<{ id: number }>(request, merchantToken, "/user/info");
  const approved = await postAs(
    request,
    await adminToken(request),
    `/admin/p2p/merchants/${me.message.id}/approve`,
  );
  expect(approved.type).toBe("ok");
  const m = await phoneWith(browser, base, merchantToken);

  // bank details: an IBAN is an account number; a wrong checksum is refused, naming the format
  await m.goto(route("/pages/setting/payment_methods"));
  const bank = m.getByTestId("p2p-method-bank");
  await bank.getByRole("button", { name: "Add" }).click();
  await bank.getByLabel("Account name").fill("Bea Seller");
  const number = bank.getByLabel("Account number");
  await expect(number).toHaveAttribute("placeholder", "Digits, or an IBAN");
  await number.fill("DE89 3704 0044 0532 0130 01");
  await bank.getByLabel("Bank", { exact: true }).fill("First Bank");
  await m.getByTestId("p2p-method-save-bank").click();
  await expect(bank).toContainText("This IBAN is not valid");
  await number.fill("DE89 3704 0044 0532 0130 00");
  await m.getByTestId("p2p-method-save-bank").click();
  await expect(bank).toContainText("DE89370400440532013000");

  // the first ad: no fund password → a link to set it
  await publishAd(m);
  await expect(m.getByTestId("p2p-fix")).toContainText("Trading needs a fund password.");
  await shot(m, "p2p-seller-fix-password");
  await m.getByTestId("p2p-fix-password").click();
  await expect(m).toHaveURL(/#\/pages\/setting\/payPassword/);
  await setFundPassword(request, merchantToken, merchantEmail);
  // a first fund password pauses no withdrawals
  const info = await getAs<{ withdraw_locked_until: string | null }>(request, merchantToken, "/user/info");
  expect(info.message.withdraw_locked_until).toBeNull();

  // then: the coin is not in the fiat account → a link to the transfer into it
  await publishAd(m);
  await expect(m.getByTestId("p2p-fix")).toContainText("Your fiat account does not hold enough");
  await shot(m, "p2p-seller-fix-balance");
  await m.getByTestId("p2p-fix-balance").click();
  await expect(m).toHaveURL(/#\/pages\/legal\/transfer/);
  await moveUsdt(request, merchantToken, "300", "legal");
  await publishAd(m);
  await expect(m.getByTestId("p2p-my-ads").locator("li").first()).toContainText("100 / 100 USDT");
  await m.goto(route("/pages/otc/otc"));

  // the buyer (verified as Grace Hopper) takes the ad and reads the buyer's guidance
  const buyerEmail = uniqueEmail("p2p-seller-buyer");
  await registerThroughApi(request, buyerEmail);
  const buyerToken = await loginThroughApi(request, buyerEmail);
  await verifyLevel1(request, buyerToken, buyerEmail);
  await setFundPassword(request, buyerToken, buyerEmail);
  const b = await phoneWith(browser, base, buyerToken);
  await b.goto(route("/pages/legal/legal?side=buy"));
  await b.getByTestId("p2p-ads").locator("li").filter({ hasText: "Bea's Desk" }).getByRole("button").click();
  await expect(b.getByTestId("p2p-escrow-note")).toContainText("Pay with the method shown");
  await expect(b.getByText("Never release")).toHaveCount(0);
  await b.getByLabel("You pay").fill("51");
  await b.getByLabel("Fund password").fill("2580");
  await b.getByTestId("p2p-take-submit").click();
  const order = b.getByTestId("p2p-order");
  await expect(order).toHaveAttribute("data-status", "unpaid");
  const orderId = new URL(b.url().replace("#", "")).searchParams.get("id");
  await expect(b.getByTestId("p2p-hero-note")).toContainText("Transfer exactly 51 USD");
  await expect(b.getByTestId("p2p-counterparty")).toHaveText("Bea's Desk");
  await expect(b.getByTestId("p2p-seller-warning")).toHaveCount(0);
  await expect(b.getByText("Never release")).toHaveCount(0);
  await shot(b, "p2p-seller-buyer-order");

  // the seller, on the P2P entry, is told at once; its order screen names the buyer
  const placed = m.getByTestId("live-toast-p2p");
  await expect(placed).toContainText(`Grace Hopper placed order ${orderId} on your ad: 50 USDT for 51 USD`);
  // it opens the order (the notice leaves by itself after 8 seconds: its link is read, then followed)
  await expect(placed.getByRole("link")).toHaveAttribute("href", `#/pages/legal/orderDetail?id=${orderId}`);
  await m.goto(route(`/pages/legal/orderDetail?id=${orderId}`));
  await expect(m.getByTestId("p2p-order")).toHaveAttribute("data-role", "sell");
  await expect(m.getByTestId("p2p-counterparty")).toHaveText("Grace Hopper");
  await expect(m.getByTestId("p2p-hero-note")).toContainText("Waiting for Grace Hopper to pay 51 USD");
  await expect(m.getByTestId("p2p-seller-warning")).toContainText(
    "Never release before the fiat is in your account",
  );

  // the buyer writes and pays while the seller is elsewhere: both reach it live
  await m.goto(route("/pages/otc/otc"));
  await b.getByTestId("p2p-chat-input").fill("Paying from my bank now");
  await b.getByRole("button", { name: "Send", exact: true }).click();
  await expect(m.getByTestId("live-toast-p2p").filter({ hasText: "Paying from my bank now" })).toContainText(
    `Grace Hopper on order ${orderId}`,
  );
  await b.getByTestId("p2p-proof").setInputFiles(solidPng("receipt.png", [40, 160, 90], 64));
  await expect(b.locator('[data-status="done"]')).toBeVisible();
  await b.getByTestId("p2p-mark-paid").click();
  await b.locator(".adm-dialog-button").filter({ hasText: "I have paid" }).click();
  await expect(order).toHaveAttribute("data-status", "paid");
  await expect(b.getByTestId("p2p-hero-note")).toHaveText("Waiting for the seller to confirm and release");
  await expect(m.getByTestId("live-toast-p2p").filter({ hasText: "paid" })).toContainText(
    `Grace Hopper marked order ${orderId} paid`,
  );

  // the notice list has all three, newest first; the store's orders name the buyer
  await m.getByTestId("p2p-link-notices").click();
  const notices = m.getByTestId("p2p-notices").locator("li");
  await expect(notices).toHaveCount(3);
  await expect(notices.nth(0)).toContainText("marked order");
  await expect(notices.nth(1)).toContainText("Paying from my bank now");
  await expect(notices.nth(2)).toContainText("placed order");
  await shot(m, "p2p-seller-notices");
  await m.goto(route("/pages/legal/storeOrder"));
  await expect(m.getByTestId(`p2p-order-${orderId}`)).toContainText("Grace Hopper");
  await expect(m.getByTestId(`p2p-order-${orderId}`)).not.toContainText("Bea's Desk");
  await m.getByTestId(`p2p-order-${orderId}`).click();
  await expect(m.getByTestId("p2p-hero-note")).toHaveText(
    "Grace Hopper marked the order paid. Check that 51 USD from Grace Hopper is in your account, then release.",
  );
  await shot(m, "p2p-seller-paid");
  await b.context().close();
  await m.context().close();
});
