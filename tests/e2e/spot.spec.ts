import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  postAs,
  registerThroughApi,
  route,
  shot,
  storeToken,
  test,
  toast,
  uniqueEmail,
  uploadAs,
} from "./support";

/**
 * Two phones trade BTC/USDT with each other through the UI. The house market maker quotes post-only
 * orders about 5 bps either side of the index, so there is room inside its spread: A offers 0.01 BTC
 * there (A's ask becomes the best one) and B buys at exactly that price at once, which meets A's ask
 * before any of the maker's. The maker re-quotes every few seconds; if the index moved far enough for
 * one of its asks to undercut A's before B's order arrived, the round is cancelled and tried again.
 */

const SYMBOL = "BTC/USDT";
const AMOUNT = "0.01";
const TRADE_SCREEN = `/pages/transaction/currency?symbol=${encodeURIComponent(SYMBOL)}`;

interface Envelope<T> {
  type: string | number;
  message: T;
}

interface Order {
  id: number;
  side: "buy" | "sell";
  status: string;
  price: string | null;
  filled: string;
  avg_price: string | null;
}

/** Claims a BTC deposit (network 1) as the user and has the operator approve it (credits spot). */
async function creditBtc(request: APIRequestContext, token: string, amount: string) {
  const claim = await postAs<{ id: number }>(request, token, "/wallet/charge_req", {
    currency: "1",
    network: "1",
    amount,
    voucher: await uploadAs(request, token, "voucher.png"),
  });
  expect(claim.type, JSON.stringify(claim.message)).toBe("ok");
  const approved = await postAs<string>(
    request,
    await adminToken(request),
    `/admin/deposits/${claim.message.id}/approve`,
  );
  expect(approved.type, approved.message).toBe("ok");
}

async function newUser(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  return loginThroughApi(request, email);
}

/** Signs the phone in with `token` and opens the BTC/USDT trade screen. */
async function openTrade(page: Page, token: string) {
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token);
  await page.goto(route(TRADE_SCREEN));
  await page.reload();
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("order-form")).toBeVisible();
}

/** A price strictly inside the maker's spread, in cents, its last digit not 0 (so its text is unambiguous). */
async function insideSpread(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/spot/depth?symbol=${encodeURIComponent(SYMBOL)}&limit=5`);
  const depth = ((await res.json()) as Envelope<{ bids: [string, string][]; asks: [string, string][] }>)
    .message;
  const cents = (text: string | undefined) => BigInt(Math.round(Number(text) * 100));
  const bid = cents(depth.bids[0]?.[0]);
  const ask = cents(depth.asks[0]?.[0]);
  expect(ask - bid, "the maker leaves room inside its spread").toBeGreaterThan(4n);
  let price = (bid + ask) / 2n;
  if (price % 10n === 0n) price -= 1n;
  return `${price / 100n}.${String(price % 100n).padStart(2, "0")}`;
}

/** Fills and confirms the limit order form; answers the toast the app showed. */
async function placeLimit(page: Page, side: "buy" | "sell", price: string, amount: string) {
  await page.getByTestId(`side-${side}`).click();
  await page.getByTestId("kind-limit").click();
  await page.locator("#order-price").fill(price);
  await page.locator("#order-amount").fill(amount);
  await page.getByTestId("order-submit").click();
  const dialog = page.locator(".adm-dialog");
  await expect(dialog.getByTestId("order-confirm")).toContainText(price.slice(-2));
  await dialog.getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText(/Order (placed|filled|partially filled)/);
}

async function orders(request: APIRequestContext, token: string, status: "open" | "history") {
  const list = await getAs<{ data: Order[] }>(request, token, `/coin/list?status=${status}&page=1&limit=20`);
  expect(list.type).toBe("ok");
  return list.message.data;
}

async function cancelOpen(request: APIRequestContext, token: string) {
  for (const order of await orders(request, token, "open")) {
    const res = await request.put("/api/coin/trade", {
      headers: { Authorization: token },
      form: { lang: "en", id: String(order.id) },
    });
    expect(res.status()).toBe(200);
  }
}

/** The spot balance the server holds, as the app shows it (a plain decimal, trailing zeros dropped). */
async function spotAvailable(request: APIRequestContext, token: string, currency: number) {
  const res = await postAs<{ change_wallet: { balance: Record<string, string | number>[] } }>(
    request,
    token,
    "/wallet/list",
  );
  const line = res.message.change_wallet.balance.find((l) => Number(l.currency) === currency);
  const text = String(line?.change_balance ?? "0");
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

test("two phones: A's limit sell rests inside the spread, B's limit buy meets it; both see it live", async ({
  page: phoneA,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const tokenA = await newUser(request, "spotA");
  const tokenB = await newUser(request, "spotB");
  await creditBtc(request, tokenA, "0.05");
  await creditUsdt(request, tokenB, "3000");

  const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } = testInfo.project.use;
  const contextB: BrowserContext = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    baseURL,
  });
  const phoneB = await contextB.newPage();
  try {
    await openTrade(phoneA, tokenA);
    await openTrade(phoneB, tokenB);

    // Balances come from the spot account: A holds BTC to sell, B USDT to buy with.
    await phoneA.getByTestId("side-sell").click();
    await expect(phoneA.getByTestId("order-available")).toHaveText("0.05 BTC");
    await expect(phoneB.getByTestId("order-available")).toHaveText("3,000 USDT");
    await expect(phoneA.getByTestId("book-ask").first()).toBeVisible();
    await shot(phoneA, "spot-01-phone-a-trade");
    await shot(phoneB, "spot-02-phone-b-trade");

    // The form previews the total and the fee (a sell pays it in USDT) before anything is sent.
    await phoneA.locator("#order-price").fill("65000.00");
    await phoneA.locator("#order-amount").fill(AMOUNT);
    await expect(phoneA.getByTestId("order-total")).toHaveText("650 USDT");
    await expect(phoneA.getByTestId("order-fee")).toHaveText("0.65 USDT");
    // 50 % of 0.05 BTC
    await phoneA.getByTestId("percent-50").click();
    await expect(phoneA.locator("#order-amount")).toHaveValue("0.025");

    let price = "";
    let sellA: Order | undefined;
    for (let round = 1; round <= 3 && !sellA; round += 1) {
      price = await insideSpread(request);
      await placeLimit(phoneA, "sell", price, AMOUNT);
      // A's order rests: in A's open orders and as the best ask of both books, live
      const mine = phoneA.getByTestId("open-orders").getByTestId("order-card");
      await expect(mine).toHaveCount(1);
      await expect(mine.first()).toHaveAttribute("data-side", "sell");
      await expect(phoneB.locator(`[data-testid="book-ask"][data-price="${price}"]`)).toBeVisible();
      if (round === 1) {
        await shot(phoneA, "spot-03-phone-a-resting-sell");
        await shot(phoneB, "spot-04-phone-b-sees-ask");
      }

      await placeLimit(phoneB, "buy", price, AMOUNT);

      await expect
        .poll(async () => (await orders(request, tokenA, "history")).find((o) => o.price === price)?.status, {
          timeout: 5_000,
        })
        .toBe("filled")
        .catch(() => undefined);
      sellA = (await orders(request, tokenA, "history")).find(
        (o) => o.price === price && o.status === "filled",
      );
      if (!sellA) {
        // A maker ask undercut A's before B's order came: cancel both and try again.
        await cancelOpen(request, tokenA);
        await cancelOpen(request, tokenB);
        await expect(phoneA.getByTestId("open-orders")).toHaveCount(0);
      }
    }
    expect(sellA, "A's sell met B's buy within three rounds").toBeDefined();
    expect(sellA?.filled).toMatch(/^0\.010*$/);
    expect(Number(sellA?.avg_price)).toBe(Number(price));
    const buyB = (await orders(request, tokenB, "history")).find((o) => o.price === price);
    expect(buyB?.status).toBe("filled");
    expect(Number(buyB?.avg_price)).toBe(Number(price));

    // Both phones, without a reload: A's open order is gone, the trade is on both tapes and the
    // balances follow the user channel.
    await expect(phoneA.getByTestId("open-orders")).toHaveCount(0);
    for (const phone of [phoneA, phoneB]) {
      await phone.getByTestId("tab-trades").click();
      await expect(phone.locator(`[data-testid="trade-row"][data-price="${price}"]`).first()).toBeVisible();
    }
    const usdtA = await spotAvailable(request, tokenA, 3);
    const btcB = await spotAvailable(request, tokenB, 1);
    expect(Number(usdtA)).toBeGreaterThan(0);
    expect(Number(btcB)).toBeGreaterThan(0);
    await expect(phoneA.getByTestId("balance-USDT").getByTestId("balance-available")).toHaveText(usdtA);
    await expect(phoneB.getByTestId("balance-BTC").getByTestId("balance-available")).toHaveText(btcB);
    await shot(phoneA, "spot-05-phone-a-traded");
    await shot(phoneB, "spot-06-phone-b-traded");

    // A's order history shows the filled sell at its price.
    await phoneA.getByTestId("orders-history-link").click();
    await expect(phoneA).toHaveURL(/#\/pages\/transaction\/currency_order/);
    await phoneA.getByTestId("orders-tab-history").click();
    const filled = phoneA.locator(`[data-testid="order-card"][data-id="${sellA?.id}"]`);
    await expect(filled).toHaveAttribute("data-status", "filled");
    await expect(filled.getByTestId("order-status")).toHaveText("Filled");
    await expect(filled).toContainText("0.01 BTC");
    await shot(phoneA, "spot-07-phone-a-history");

    // The market detail screen shows the same live book and trades, and leads to the full book:
    // depth chart, up to 20 levels a side, the trades tape.
    await phoneB.goto(route(`/pages/market/detail?symbol=${encodeURIComponent(SYMBOL)}`));
    const detailBook = phoneB.getByTestId("detail-book");
    await detailBook.scrollIntoViewIfNeeded();
    await expect(detailBook.getByTestId("book-bid").first()).toBeVisible();
    await expect(detailBook.getByTestId("book-ask").first()).toBeVisible();
    await phoneB.getByTestId("detail-tab-trades").click();
    await expect(
      detailBook.locator(`[data-testid="trade-row"][data-price="${price}"]`).first(),
    ).toBeVisible();
    await shot(phoneB, "spot-08-phone-b-market-detail");
    await phoneB.getByTestId("detail-full-book").click();
    await expect(phoneB).toHaveURL(/#\/pages\/transaction\/currency2\?market=\d+/);
    await expect(phoneB.getByTestId("depth-chart")).toBeVisible();
    await expect(phoneB.getByTestId("book-bid").first()).toBeVisible();
    await expect(phoneB.locator(`[data-testid="trade-row"][data-price="${price}"]`).first()).toBeVisible();
    await shot(phoneB, "spot-09-phone-b-full-book");
  } finally {
    await contextB.close();
  }
});

test("the server's refusals are shown as it words them; an open order can be cancelled", async ({
  page,
  request,
}) => {
  const token = await newUser(request, "spotC");
  await creditUsdt(request, token, "100");
  await openTrade(page, token);
  await expect(page.getByTestId("order-available")).toHaveText("100 USDT");

  // More than the balance: refused by the server, nothing is frozen.
  await page.locator("#order-price").fill("60000.00");
  await page.locator("#order-amount").fill("0.01");
  await page.getByTestId("order-submit").click();
  await page.locator(".adm-dialog").getByText("Place order", { exact: true }).click();
  await expect(page.getByTestId("order-error")).toBeVisible();
  const refusal = (await page.getByTestId("order-error").textContent()) ?? "";
  expect(refusal.length).toBeGreaterThan(3);
  await expect(toast(page)).toHaveText(refusal);
  await shot(page, "spot-10-refused");

  // A buy far below the market rests; cancelling returns the frozen USDT.
  const price = await insideSpread(request);
  const low = String(Math.floor(Number(price) * 0.9));
  await page.locator("#order-price").fill(low);
  await page.locator("#order-amount").fill("0.0005");
  await page.getByTestId("order-submit").click();
  await page.locator(".adm-dialog").getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText("Order placed");
  const card = page.getByTestId("open-orders").getByTestId("order-card");
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("order-available")).not.toHaveText("100 USDT");
  await card.getByTestId("order-cancel").click();
  // the dialog's buttons say what each does
  const dialog = page.locator(".adm-dialog");
  await expect(dialog.getByRole("button", { name: "Keep order" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(toast(page)).toHaveText("Order cancelled");
  await expect(page.getByTestId("open-orders")).toHaveCount(0);
  await expect(page.getByTestId("order-available")).toHaveText("100 USDT");
});
