import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import {
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
  phoneWith,
  postAs,
  registerThroughApi,
  route,
  setFundPassword,
  setOperatorSetting,
  shot,
  signInToConsole,
  solidPng,
  test,
  uniqueEmail,
  verifyLevel1,
  verifyLevel2,
} from "./support";

/**
 * Fiat P2P on two phones and the console. A merchant adds its bank details, applies, is approved in
 * the console and publishes a sell ad; a buyer takes it for 102 USD, chats, marks it paid with a proof
 * and the merchant releases: 100 USDT move from the ad's escrow to the buyer. On a second order the
 * merchant appeals and the operator refunds it in the console: the escrow returns to the ad.
 */

interface Wallets {
  legal_wallet: { balance: { currency_name: string; legal_balance: string; lock_legal_balance: string }[] };
}

async function legalUsdt(request: APIRequestContext, token: string) {
  const res = await postAs<Wallets>(request, token, "/wallet/list");
  const line = res.message.legal_wallet.balance.find((b) => b.currency_name === "USDT");
  return { available: line?.legal_balance, frozen: line?.lock_legal_balance };
}

/** A verified user with a fund password, signed in on a phone of its own. */
async function phoneUser(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  tag: string,
  level: 1 | 2,
) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await verifyLevel1(request, token, email);
  if (level === 2) await verifyLevel2(request, token, email);
  await setFundPassword(request, token, email);
  return { email, token, page: await phoneWith(browser, baseURL, token) };
}

/** Answers the confirmation dialog the app asks before an order action. */
async function confirm(page: Page, button: string | RegExp) {
  await page.locator(".adm-dialog-button").filter({ hasText: button }).click();
}

test("a merchant sells 100 USDT to a buyer for 102 USD through escrow; an appealed order is refunded in the console", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  // appeals open at once here; the wait is the venue's setting
  await setOperatorSetting(request, "p2p_appeal_wait_minutes", "0");
  const merchant = await phoneUser(browser, request, base, "p2p-merchant", 2);
  const buyer = await phoneUser(browser, request, base, "p2p-buyer", 1);
  await creditUsdt(request, merchant.token, "500");
  await moveUsdt(request, merchant.token, "500", "legal");

  // the merchant adds its bank details and applies
  const m = merchant.page;
  await m.goto(route("/pages/otc/otc"));
  await m.getByTestId("p2p-link-methods").click();
  const bank = m.getByTestId("p2p-method-bank");
  await bank.getByRole("button", { name: "Add" }).click();
  await bank.getByLabel("Account name").fill("Ann Lee");
  await bank.getByLabel("Account number").fill("6222 0000 1111");
  await bank.getByLabel("Bank", { exact: true }).fill("First Bank");
  await m.getByTestId("p2p-method-save-bank").click();
  await expect(bank).toContainText("6222 0000 1111");
  await shot(m, "p2p-payment-methods");
  await m.goto(route("/pages/legal/store"));
  await m.getByLabel("Store name").fill("Ann's Desk");
  await m.getByTestId("p2p-apply-submit").click();
  await expect(m.getByText("Your application is being reviewed")).toBeVisible();

  // the operator approves it in the console
  const consoleContext = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 900 },
    locale: "en-US",
  });
  const c = await consoleContext.newPage();
  await signInToConsole(c);
  await c.getByRole("menuitem", { name: "Fiat P2P" }).click();
  await c.getByRole("tab", { name: "Merchants" }).click();
  const merchantRow = c.getByRole("row").filter({ hasText: "Ann's Desk" });
  await expect(merchantRow).toContainText(merchant.email);
  await merchantRow.getByRole("button", { name: "Approve" }).click();
  await expect(merchantRow).toHaveCount(0);

  // the merchant publishes a sell ad: 300 USDT at 1.02 USD, 10 to 300 a time, paid by bank transfer
  await m.reload();
  await expect(m.getByTestId("p2p-store")).toContainText("Ann's Desk");
  await m.getByTestId("p2p-store-publish").click();
  const form = m.getByTestId("p2p-publish");
  await form.getByRole("button", { name: "USDT" }).click();
  await form.getByLabel("Price (USD)").fill("1.02");
  await form.getByLabel("Total (USDT)").fill("300");
  await form.getByLabel("Min. per order").fill("10");
  await form.getByLabel("Max. per order").fill("300");
  await m.getByTestId("p2p-publish-way-bank").click();
  await form.getByLabel("Fund password").fill("2580");
  await shot(m, "p2p-publish");
  await m.getByTestId("p2p-publish-submit").click();
  const myAd = m.getByTestId("p2p-my-ads").locator("li").first();
  await expect(myAd).toContainText("300 / 300 USDT");
  expect(await legalUsdt(request, merchant.token)).toEqual({ available: "200", frozen: "300" });

  // the buyer finds it and takes it for 102 USD
  const b = buyer.page;
  await b.goto(route("/pages/otc/otc"));
  await b.getByTestId("p2p-entry-buy").click();
  const ad = b.getByTestId("p2p-ads").locator("li").filter({ hasText: "Ann's Desk" });
  await expect(ad).toContainText("1.02");
  await shot(b, "p2p-ads");
  await ad.getByRole("button", { name: "Buy USDT" }).click();
  await b.getByLabel("You pay").fill("102");
  await expect(b.getByTestId("p2p-take-amount")).toHaveText("100 USDT");
  await expect(b.getByTestId("p2p-take-money")).toHaveText("102 USD");
  await b.getByLabel("Fund password").fill("2580");
  await shot(b, "p2p-take");
  await b.getByTestId("p2p-take-submit").click();
  const order = b.getByTestId("p2p-order");
  await expect(order).toHaveAttribute("data-status", "unpaid");
  await expect(b.getByTestId("p2p-pay-to")).toContainText("6222 0000 1111");
  await expect(b.getByTestId("p2p-countdown")).toHaveText(/^00:1[45]:\d\d$/);
  const orderId = new URL(b.url().replace("#", "")).searchParams.get("id");
  expect(orderId).toBeTruthy();

  // they talk; the merchant sees the order and the buyer's line without reloading
  await b.getByTestId("p2p-chat-input").fill("Paying from my First Bank account now");
  await b.getByRole("button", { name: "Send", exact: true }).click();
  await m.goto(route("/pages/legal/storeOrder"));
  await m.getByTestId(`p2p-order-${orderId}`).click();
  await expect(m.getByTestId("p2p-chat")).toContainText("Paying from my First Bank account now");
  await m.getByTestId("p2p-chat-input").fill("Thanks, waiting for it");
  await m.getByRole("button", { name: "Send", exact: true }).click();
  await expect(b.getByTestId("p2p-chat")).toContainText("Thanks, waiting for it");

  // the buyer pays with a proof; the merchant's screen turns to "paid" live and it releases
  await b.getByTestId("p2p-proof").setInputFiles(solidPng("receipt.png", [40, 160, 90], 64));
  await expect(b.locator('[data-status="done"]')).toBeVisible();
  await b.getByTestId("p2p-mark-paid").click();
  await confirm(b, "I have paid");
  await expect(order).toHaveAttribute("data-status", "paid");
  await expect(m.getByTestId("p2p-order")).toHaveAttribute("data-status", "paid");
  await expect(m.getByRole("button", { name: "Payment proof" }).locator("img")).toBeVisible();
  await shot(m, "p2p-merchant-paid");
  await m.getByLabel("Fund password").fill("2580");
  await m.getByTestId("p2p-release").click();
  await confirm(m, "Confirm");
  await expect(m.getByTestId("p2p-order")).toHaveAttribute("data-status", "completed");
  await expect(order).toHaveAttribute("data-status", "completed");
  await shot(b, "p2p-completed");
  expect(await legalUsdt(request, buyer.token)).toEqual({ available: "100", frozen: "0" });
  expect(await legalUsdt(request, merchant.token)).toEqual({ available: "200", frozen: "200" });

  // a second order: paid, the merchant appeals, the operator refunds it in the console
  await b.goto(route("/pages/legal/legal?side=buy"));
  await b.getByTestId("p2p-ads").locator("li").filter({ hasText: "Ann's Desk" }).getByRole("button").click();
  await b.getByLabel("You pay").fill("51");
  await b.getByLabel("Fund password").fill("2580");
  await b.getByTestId("p2p-take-submit").click();
  await expect(order).toHaveAttribute("data-status", "unpaid");
  const secondId = new URL(b.url().replace("#", "")).searchParams.get("id");
  await b.getByTestId("p2p-chat-input").fill("Sent 51 USD, the receipt is attached");
  await b.getByRole("button", { name: "Send", exact: true }).click();
  await expect(b.getByTestId("p2p-chat")).toContainText("Sent 51 USD, the receipt is attached");
  await b.getByTestId("p2p-proof").setInputFiles(solidPng("receipt-2.png", [200, 80, 40], 64));
  await expect(b.locator('[data-status="done"]')).toBeVisible();
  await b.getByTestId("p2p-mark-paid").click();
  await confirm(b, "I have paid");
  await expect(order).toHaveAttribute("data-status", "paid");
  await m.goto(route(`/pages/legal/orderDetail?id=${secondId}`));
  await m.getByTestId("p2p-appeal").click();
  await m.getByLabel("What went wrong?").fill("No transfer has arrived in my account");
  await m.getByTestId("p2p-appeal-submit").click();
  await expect(m.getByTestId("p2p-order")).toHaveAttribute("data-status", "appeal");
  await expect(order).toHaveAttribute("data-status", "appeal");

  await c.getByRole("tab", { name: "Appeals & orders" }).click();
  await expect(c.getByRole("tab", { name: /Appeals/ }).last()).toHaveAttribute("aria-selected", "true");
  await c.getByTestId(`p2p-order-${secondId}`).click();
  const drawer = c.getByRole("dialog", { name: `P2P order #${secondId}` });
  await expect(drawer).toContainText("No transfer has arrived in my account");
  await expect(drawer.getByTestId("p2p-chat")).toContainText("Sent 51 USD, the receipt is attached");
  await expect(drawer.getByTestId("p2p-proof")).toBeVisible();
  await shot(c, "p2p-console-appeal");
  // the operator asks both parties for evidence: the line reaches both open order screens as the platform's
  await drawer.getByTestId("p2p-operator-line").fill("Please both upload your bank statements for today.");
  await drawer.getByTestId("p2p-operator-send").click();
  for (const party of [b, m]) {
    const platformLine = party.locator('[data-testid="p2p-chat-line"][data-from="platform"]');
    await expect(platformLine).toContainText("Platform");
    await expect(platformLine).toContainText("Please both upload your bank statements for today.");
  }
  await expect(drawer.getByTestId("p2p-chat")).toContainText("Please both upload your bank statements");
  // the ruling asks the reason the parties will read: a short one is refused
  await drawer.getByTestId("p2p-decide-refund").click();
  const sure = c.getByRole("dialog", { name: "Refund to seller" });
  await expect(sure).toContainText("50 USDT");
  await sure.getByTestId("p2p-decide-reason").fill("no money");
  await sure.getByRole("button", { name: "Refund to seller" }).click();
  await expect(sure).toContainText("Give a reason of 10 to 500 characters");
  await sure
    .getByTestId("p2p-decide-reason")
    .fill("The buyer's bank statement shows no transfer to the seller.");
  await sure.getByRole("button", { name: "Refund to seller" }).click();
  await expect(drawer).toBeHidden();
  await expect(b.getByTestId("p2p-order-status")).toHaveText("Cancelled");
  await expect(order).toContainText("Refunded after an appeal");
  // both parties read the platform's decision and its reason on the order
  await m.reload();
  for (const party of [b, m]) {
    const ruling = party.getByTestId("p2p-ruling");
    await expect(ruling).toContainText("Decision by the platform");
    await expect(ruling).toContainText("Returned to the seller");
    await expect(ruling).toContainText("The buyer's bank statement shows no transfer to the seller.");
  }
  await shot(b, "p2p-ruling");
  expect(await legalUsdt(request, buyer.token)).toEqual({ available: "100", frozen: "0" });
  expect(await legalUsdt(request, merchant.token)).toEqual({ available: "200", frozen: "200" });
  await m.goto(route("/pages/legal/storeUser"));
  await expect(m.getByTestId("p2p-my-ads").locator("li").first()).toContainText("200 / 300 USDT");

  const orders = await getAs<{ data: { id: number; status: string }[] }>(
    request,
    buyer.token,
    "/legal_user_deal",
  );
  expect(orders.message.data.map((o) => o.status)).toEqual(["cancelled", "completed"]);
  await consoleContext.close();
  await b.context().close();
  await m.context().close();
});
