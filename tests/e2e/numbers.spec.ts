import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  creditUsdt,
  loginThroughApi,
  postAs,
  registerThroughApi,
  route,
  shot,
  storeToken,
  test,
  toast,
  uniqueEmail,
} from "./support";

/**
 * One number format on the trade screen: balances and prices are written in the user's language
 * (grouping and decimal separators), the limit price starts at the price the header shows (the same
 * source as the book's middle), and the buy confirmation says what the order freezes, fee reserve
 * included, which is then what the account shows frozen.
 */

const SYMBOL = "BTC/USDT";
const TRADE_SCREEN = `/pages/transaction/currency?symbol=${encodeURIComponent(SYMBOL)}`;
/** A USDT balance above a thousand, with all 6 of USDT's decimals. */
const BALANCE = "10354.407747";

async function newUser(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await creditUsdt(request, token, BALANCE);
  return token;
}

/** Signs the phone in with `token` in language `lang` and opens the BTC/USDT trade screen. */
async function openTrade(page: Page, token: string, lang: "en" | "vi") {
  // every value the header shows, in order, from the first render on
  await page.addInitScript(`{
    window.__headerPrices = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="pair-price"]')?.textContent ?? "";
      const seen = window.__headerPrices;
      if (text && text !== "--" && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token, lang);
  await page.goto(route(TRADE_SCREEN));
  await page.reload();
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("order-form")).toBeVisible();
}

/** The spot USDT line the server holds: available and frozen, as decimal text. */
async function spotUsdt(request: APIRequestContext, token: string) {
  const res = await postAs<{ change_wallet: { balance: Record<string, string | number>[] } }>(
    request,
    token,
    "/wallet/list",
  );
  const line = res.message.change_wallet.balance.find((l) => Number(l.currency) === 3);
  return { available: String(line?.change_balance ?? "0"), frozen: String(line?.lock_change_balance ?? "0") };
}

/** Decimal text without trailing zeros ("586.716130" → "586.71613"). */
const plain = (text: string) => (text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text);

test("Vietnamese: a balance and a price on one screen both group with '.' and use ',' for decimals", async ({
  page,
  request,
}) => {
  const token = await newUser(request, "numbersVi");
  await openTrade(page, token, "vi");

  // 10354.407747 USDT: grouped with ".", decimals after ",", all 6 of USDT's digits
  await expect(page.getByTestId("order-available")).toHaveText("10.354,407747 USDT");
  await expect(page.getByTestId("balance-USDT").getByTestId("balance-available")).toHaveText("10.354,407747");
  // BTC/USDT prices have 2 decimals: "65.126,00"
  const vietnamesePrice = /^\d{1,3}(\.\d{3})+,\d{2}$/;
  await expect(page.getByTestId("pair-price")).toHaveText(vietnamesePrice);
  await expect(page.getByTestId("book-mid")).toHaveText(vietnamesePrice);
  // a level: its price, then its amount ("0,0306")
  await expect(page.getByTestId("book-ask").first()).toContainText(/\d{1,3}(\.\d{3})+,\d{2}.*0,\d{4}$/);
  await shot(page, "numbers-01-vietnamese-trade");

  // the assets screen writes the same balance the same way
  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("10.354,407747");
  await shot(page, "numbers-02-vietnamese-assets");
});

test("English: balances have thousands separators; the limit price starts at the header's price", async ({
  page,
  request,
}) => {
  const token = await newUser(request, "numbersEn");
  await openTrade(page, token, "en");

  await expect(page.getByTestId("order-available")).toHaveText("10,354.407747 USDT");
  await expect(page.getByTestId("balance-USDT").getByTestId("balance-available")).toHaveText("10,354.407747");

  // The limit price was filled from the price the header showed (not from an older trade).
  await expect(page.locator("#order-price")).not.toHaveValue("");
  const prefilled = await page.locator("#order-price").inputValue();
  const shown = await page.evaluate<string[]>("window.__headerPrices");
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.map((text) => text.replace(/,/g, ""))).toContain(prefilled);
  // The header and the book's middle show one price, read in the same frame.
  const both = () =>
    page.evaluate<[string, string] | null>(`(() => {
      const header = document.querySelector('[data-testid="pair-price"]')?.textContent;
      const middle = document.querySelector('[data-testid="book-mid"]')?.textContent;
      return header && middle && header !== "--" ? [header, middle] : null;
    })()`);
  await expect.poll(both).not.toBeNull();
  const [header, middle] = (await both()) ?? ["", ""];
  expect(middle).toBe(header);
  expect(header).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
  await shot(page, "numbers-03-english-trade");

  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("10,354.407747");
});

test("the buy confirmation shows what is frozen, fee reserve included, and the account then holds exactly that", async ({
  page,
  request,
}) => {
  const token = await newUser(request, "numbersHold");
  await openTrade(page, token, "en");
  await expect(page.locator("#order-price")).not.toHaveValue("");

  // A buy 10 % under the market rests, so its whole hold stays frozen.
  const market = Number((await page.locator("#order-price").inputValue()).replace(/,/g, ""));
  const price = `${Math.floor(market * 0.9)}.37`;
  await page.getByTestId("side-buy").click();
  await page.locator("#order-price").fill(price);
  await page.locator("#order-amount").fill("0.01");
  await page.getByTestId("order-submit").click();
  const confirm = page.locator(".adm-dialog").getByTestId("order-confirm");
  await expect(confirm).toBeVisible();

  // price × amount, rounded up to USDT's 6 decimals, and the 0.1 % fee reserve on it, also rounded up
  // price × 0.01 BTC in micro-USDT: the price's cents × 100, exact
  const cost = BigInt(price.replace(".", "")) * 100n;
  const reserve = (cost + 999n) / 1000n;
  const frozen = cost + reserve;
  const usdt = (micro: bigint) => {
    const whole = (micro / 1_000_000n).toLocaleString("en");
    const fraction = String(micro % 1_000_000n)
      .padStart(6, "0")
      .replace(/0+$/, "");
    return fraction ? `${whole}.${fraction}` : whole;
  };
  await expect(confirm.getByTestId("confirm-total")).toContainText(`${usdt(cost)} USDT`);
  await expect(confirm.getByTestId("confirm-reserve")).toContainText(`${usdt(reserve)} USDT`);
  await expect(confirm.getByTestId("confirm-frozen")).toContainText(`${usdt(frozen)} USDT`);
  await shot(page, "numbers-04-buy-confirm");

  await page.locator(".adm-dialog").getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText("Order placed");

  // The server froze exactly what the confirmation said, and the account card shows it.
  const held = await spotUsdt(request, token);
  expect(plain(held.frozen)).toBe(usdt(frozen).replace(/,/g, ""));
  await expect(page.getByTestId("balance-USDT").getByTestId("balance-frozen")).toHaveText(
    `In orders ${usdt(frozen)}`,
  );
  await shot(page, "numbers-05-frozen-after");
});
