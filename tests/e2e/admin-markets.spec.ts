import { expect, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  postAs,
  route,
  shot,
  signedInUser,
  signInToConsole,
  storeToken,
  test,
  toast,
} from "./support";

/**
 * The operator configures the venue from the console: halts a spot market, and the user's trade screen
 * shows it halted with the order button disabled while an order sent anyway is refused naming the
 * market; once resumed, the user's order goes through. Then a currency added with a network shows in
 * the user's wallet list. ETH/USDT's spot book is this file's own (no other journey trades it); it is
 * resumed again at the end.
 * Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

const SYMBOL = "ETH/USDT";
const MARKET_ID = 2;
const TRADE_SCREEN = `/pages/transaction/currency?symbol=${encodeURIComponent(SYMBOL)}`;
const HALTED = `Trading on ${SYMBOL} is halted: new orders are refused for now, open orders can be cancelled`;
/** this run's new currency: unique, as the journeys share one server */
const COIN = `E2E${String(Date.now()).slice(-6)}`;

test.describe.configure({ mode: "serial" });

test.afterAll(async ({ request }) => {
  await request.post(`/api/admin/markets/${MARKET_ID}/resume`, {
    headers: { Authorization: await adminToken(request) },
    data: {},
  });
});

const desk = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
} as const;

async function openMarkets(page: Page) {
  await signInToConsole(page);
  await page.getByRole("menuitem", { name: "Markets", exact: true }).click();
  await expect(page.getByText("Spot markets")).toBeVisible();
  return page.getByTestId(`market-row-${SYMBOL}`);
}

let user: { token: string; email: string };

test.describe("the operator halts a market", () => {
  test.use(desk);
  test("halts ETH/USDT from the markets page", async ({ page }) => {
    const row = await openMarkets(page);
    await expect(row).toContainText("Trading");
    await shot(page, "markets-01-list");
    await page.getByTestId(`halt-market-${MARKET_ID}`).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Halt" }).click();
    await expect(page.getByText(`${SYMBOL} is halted`)).toBeVisible();
    await expect(row).toContainText("Halted");
    await shot(page, "markets-02-halted");
  });
});

test("the user's trade screen shows the market halted, and an order is refused naming it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  user = await signedInUser(page, request, "markets-halt");
  await creditUsdt(request, user.token, "1000");
  await page.goto(route(TRADE_SCREEN));
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("market-halted")).toHaveText(HALTED);
  await expect(page.getByTestId("order-submit")).toBeDisabled();
  await shot(page, "markets-03-trade-halted");
  // sent anyway (as a stale screen would): refused, naming the market
  const refused = await postAs<string>(request, user.token, "/coin/trade", {
    currency_id: "2",
    legal_id: "3",
    type: "buy",
    amount: "0.01",
    target_price: "1000",
  });
  expect(refused).toMatchObject({ type: "error", message: HALTED });
});

test.describe("the operator resumes the market", () => {
  test.use(desk);
  test("resumes ETH/USDT", async ({ page }) => {
    const row = await openMarkets(page);
    await expect(row).toContainText("Halted");
    await page.getByTestId(`resume-market-${MARKET_ID}`).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Resume" }).click();
    await expect(page.getByText(`${SYMBOL} trades again`)).toBeVisible();
    await expect(row).toContainText("Trading");
  });
});

test("once resumed, the user's order goes through", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, user.token);
  await page.goto(route(TRADE_SCREEN));
  await page.reload();
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("market-halted")).toHaveCount(0);
  const market = (await (await request.get(`/api/spot/market?symbol=${encodeURIComponent(SYMBOL)}`)).json())
    .message as { last_price: string };
  // a bid 5 % under the index rests in the book
  const price = (Math.floor(Number(market.last_price) * 95) / 100).toFixed(2);
  await page.getByTestId("side-buy").click();
  await page.getByTestId("kind-limit").click();
  await page.locator("#order-price").fill(price);
  await page.locator("#order-amount").fill("0.01");
  await expect(page.getByTestId("order-submit")).toBeEnabled();
  await page.getByTestId("order-submit").click();
  await page.locator(".adm-dialog").getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText(/Order placed/);
  await expect(page.getByTestId("open-orders").getByTestId("order-card")).toHaveCount(1);
  await shot(page, "markets-04-order-placed");
});

test.describe("the operator adds a currency", () => {
  test.use(desk);
  test("adds a currency and a network to it", async ({ page }) => {
    await signInToConsole(page);
    await page.getByRole("menuitem", { name: "Currencies", exact: true }).click();
    await page.getByTestId("add-currency").click();
    await page.getByTestId("currency-symbol").fill(COIN);
    await page.getByTestId("currency-full-name").fill("Journey coin");
    await page.getByTestId("currency-decimals").fill("6");
    await page.getByTestId("currency-reference-price").fill("1.5");
    await page.locator(".ant-modal").getByRole("button", { name: "Add currency" }).click();
    const card = page.getByTestId(`currency-${COIN}`);
    await expect(card).toBeVisible();
    await expect(card).toContainText("Journey coin");

    await page.getByTestId(`add-network-${COIN}`).click();
    await page.getByTestId("network-name").fill("TRC20");
    await page.getByTestId("network-address").fill("TCsAvimwuyHshAxanamda3huNzmvtje5k2");
    await page.getByTestId("network-deposit_min").fill("1");
    await page.getByTestId("network-withdraw_min").fill("5");
    await page.getByTestId("network-withdraw_fee").fill("0.5");
    await page.locator(".ant-modal").getByRole("button", { name: "Add network" }).click();
    await expect(page.getByText("Network TRC20 added")).toBeVisible();
    await expect(card.locator("tr", { hasText: "TRC20" })).toBeVisible();
    await shot(page, "markets-05-currency-added");
  });
});

test("the new currency shows in the user's wallet list", async ({ page }) => {
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, user.token);
  await page.goto(route("/pages/fund/assets"));
  await page.reload();
  await expect(page.getByTestId(`holding-change-${COIN}`)).toBeVisible();
  await shot(page, "markets-06-wallet-list");
});
