import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  creditUsdt,
  getAs,
  loginThroughApi,
  moveUsdt,
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

/**
 * Every number a screen shows, in the screen's language: the offenders are numbers of 5 or more whole
 * digits without grouping, and numbers whose separators are not the language's (in Vietnamese "."
 * groups and "," is the decimal separator, so a lot "0.1" must read "0,1"; in English the reverse).
 * Digits that are not amounts are left out: those inside a word or an address ("0x1f", "TxID a9…"),
 * after "#" or an id label, and those of dates and clock times ("2026-11-29", "04:12:55").
 */
const SCAN = String.raw`(() => {
  const group = document.documentElement.dataset.numbersGroup;
  const decimal = group === "." ? "," : ".";
  const grouped = new RegExp("^\\d{1,3}(\\" + group + "\\d{3})+(\\" + decimal + "\\d+)?$");
  const plain = new RegExp("^\\d{1,4}(\\" + decimal + "\\d+)?$");
  const skipBefore = /[\p{L}\p{N}#:\/_@\-]$/u;
  const skipAfter = /^[\p{L}\p{N}:\/_@\-]/u;
  const idLabel = /(\bID|UID|No\.|#|Mã|TxID|seq)\s*:?\s*$/iu;
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    // names (a trader's, a series', a title) are the user's words, marked not to be translated
    if (!el || el.closest("script,style,noscript,[hidden],[aria-hidden=true],[translate=no]")) continue;
    if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === "hidden") continue;
    const text = node.textContent ?? "";
    for (const m of text.matchAll(/\d[\d.,]*\d|\d/g)) {
      const before = text.slice(0, m.index);
      const after = text.slice(m.index + m[0].length);
      if (skipBefore.test(before) || skipAfter.test(after) || idLabel.test(before)) continue;
      const number = m[0];
      if (grouped.test(number) || plain.test(number)) continue;
      found.push(number + "  in  " + text.trim().slice(0, 80));
    }
  }
  return found;
})()`;

/** The numbers on the page that are not written in `lang`'s format (see SCAN). */
async function misformatted(page: Page, lang: "en" | "vi"): Promise<string[]> {
  await page.evaluate(
    `document.documentElement.dataset.numbersGroup = ${JSON.stringify(lang === "vi" ? "." : ",")}`,
  );
  return page.evaluate<string[]>(SCAN);
}

/** A funded user with some activity: a deposit, money in the Earn and copy accounts and a lock order. */
async function activeUser(request: APIRequestContext): Promise<string> {
  const token = await newUser(request, "numbersScreens");
  await creditUsdt(request, token, "51753.4");
  await moveUsdt(request, token, "51701.925", "financial");
  await moveUsdt(request, token, "1234.5", "lever");
  await moveUsdt(request, token, "2345.678", "copy");
  const plans = (await getAs<{ id: number; min_amount: string }[]>(request, "", "/lh/deposit/config"))
    .message;
  const plan = plans[0];
  expect(plan, "a seeded lock plan").toBeDefined();
  const locked = await postAs<unknown>(request, token, "/lh/deposit", {
    config_id: String(plan?.id),
    amount: "10000",
  });
  expect(locked.type, JSON.stringify(locked.message)).toBe("ok");
  return token;
}

/**
 * Every screen with amounts: wallet and records, earn (lock mining, dual, loan, IEO, the account), the
 * P2P ad lists, copy trading (its requirements, the copy account, one's copies and their history), the
 * perpetual order form, seconds, spot, NFT, growth and the markets.
 */
const SCREENS = [
  "/pages/fund/assets",
  "/pages/fund/receive_withdraw_record?tab=deposit",
  "/pages/fund/receive_withdraw_record?tab=withdraw",
  "/pages/fund/transfer",
  "/pages/fund/withdraw",
  "/pages/fund/assets_all_record",
  "/pages/financial/index",
  "/pages/lockming/lockming",
  "/pages/lockming/order?tab=active",
  "/pages/invest/invest",
  "/pages/loan/loan",
  "/pages/ieo/ieo",
  "/pages/otc/otc",
  "/pages/legal/legal?side=buy",
  "/pages/legal/legal?side=sell",
  "/pages/follow/index",
  "/pages/follow/join",
  "/pages/copytrade/copy",
  "/pages/copytrade/my?tab=current",
  "/pages/copytrade/my?tab=history",
  "/pages/transaction/contract",
  "/pages/transaction/index",
  TRADE_SCREEN,
  "/pages/nft/nft",
  "/pages/setting/share",
  "/pages/setting/coupon",
  "/pages/market/market",
];

test("every screen with amounts writes its numbers in the language's format, in English and Vietnamese", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await activeUser(request);
  const offenders: string[] = [];
  for (const lang of ["en", "vi"] as const) {
    await page.goto(route("/pages/setting/whitePage"));
    await storeToken(page, token, lang);
    await page.reload();
    for (const screen of SCREENS) {
      // a hash change inside the loaded app: the language stays the one stored
      await page.goto(route(screen));
      // lists and live figures arrive after the first paint
      await page.waitForTimeout(2000);
      for (const found of await misformatted(page, lang)) {
        offenders.push(`${lang} ${screen}: ${found}`);
        console.log(`misformatted: ${lang} ${screen}: ${found}`);
      }
    }
    await shot(page, `numbers-06-${lang}-market`);
  }
  expect(offenders).toEqual([]);

  // the scan itself finds what it should: a lot and a sum in the English way on a Vietnamese screen
  await page.evaluate(
    `document.body.insertAdjacentHTML("beforeend", "<p>Lots 0.1 · 50000 USDT · 51.753,4</p>")`,
  );
  expect(await misformatted(page, "vi")).toEqual([
    "0.1  in  Lots 0.1 · 50000 USDT · 51.753,4",
    "50000  in  Lots 0.1 · 50000 USDT · 51.753,4",
  ]);
});
