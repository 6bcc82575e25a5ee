import { expect, type Page } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  moveUsdt,
  postAs,
  route,
  shot,
  signedInUser,
  storeToken,
  test,
  toast,
  verifyLevel1,
} from "./support";

/**
 * A verified trader funds the lever account through the contract screen's transfer link, opens a 5×
 * market long of 1 lot on BTC/USDT, watches its PnL move with the index, sets a take profit through
 * the sheet, closes the position and finds it closed in the history with its open and close ticks.
 */

const SYMBOL = "BTC/USDT";
const CONTRACT = `/pages/transaction/contract?symbol=${encodeURIComponent(SYMBOL)}`;

const dialog = (page: Page) => page.locator(".adm-dialog");

/** A number as the screens print it in English ("+1,234.5 USDT", "-0.2", "12.5%"). */
const amount = (text: string | null) => Number((text ?? "").replace(/[^\d.-]/g, ""));
/** An amount of USDT in English: grouped, at most USDT's 6 decimals. */
const USDT_AMOUNT = /^\d{1,3}(,\d{3})*(\.\d{1,6})? USDT$/;
/** The same with "+" before a gain and "-" before a loss. */
const SIGNED_USDT = /^[+-]?\d{1,3}(,\d{3})*(\.\d{1,6})? USDT$/;

test("a 5× long on BTC/USDT: open, live PnL, take profit, close, history with its ticks", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, email } = await signedInUser(page, request, "lever");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "1000");

  await page.goto(route(CONTRACT));
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("lever-form")).toBeVisible();
  await expect(page.getByTestId("lever-available")).toHaveText("0 USDT");
  await expect(page.getByTestId("product-seconds")).toHaveAttribute("href", /#\/pages\/transaction\/index/);
  await expect(page.getByTestId("kline-chart")).toBeVisible();
  await shot(page, "lever-01-contract-empty");

  // The transfer link opens the transfer screen set to spot → contracts.
  await page.getByTestId("lever-transfer-link").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?currency=\d+/);
  await expect(page.getByTestId("from-account")).toHaveText("Spot");
  await expect(page.getByTestId("to-account")).toHaveText("Contracts");
  await page.locator("#amount").fill("500");
  await page.getByTestId("transfer-submit").click();
  await expect(toast(page)).toHaveText("Transferred 500 USDT");
  await page.goBack();
  await expect(page.getByTestId("lever-available")).toHaveText("500 USDT");
  await expect(page.getByTestId("account-available")).toHaveText("500");

  // A market long of 1 lot at 5×: the preview shows margin, fee and the total before anything is sent.
  await page.getByTestId("direction-long").click();
  await page.getByTestId("kind-market").click();
  await page.getByTestId("multiple-20").click();
  await expect(page.getByTestId("multiple-warning")).toContainText("above 10×");
  await page.getByTestId("multiple-warning").scrollIntoViewIfNeeded();
  await shot(page, "lever-02-high-leverage-warning");
  await page.getByTestId("multiple-5").click();
  await expect(page.getByTestId("multiple-warning")).toHaveCount(0);
  await page.locator("#lever-lots").fill("1");
  // amounts are grouped ("1,234.5") and show at most USDT's 6 decimals
  await expect(page.getByTestId("preview-margin")).toHaveText(USDT_AMOUNT);
  // read together (one snapshot of the page, in document order): the preview follows the live index,
  // which may tick between separate reads
  const [margin, fee, total] = (
    await page
      .locator('[data-testid="preview-margin"], [data-testid="preview-fee"], [data-testid="preview-total"]')
      .allTextContents()
  ).map((text) => amount(text)) as [number, number, number];
  expect(margin).toBeGreaterThan(0);
  expect(fee).toBeGreaterThan(0);
  expect(total).toBeCloseTo(margin + fee, 6);
  await shot(page, "lever-03-form-preview");

  await page.getByTestId("lever-submit").click();
  await expect(dialog(page).getByTestId("lever-confirm")).toContainText("5×");
  await expect(dialog(page).getByTestId("lever-confirm")).toContainText(SYMBOL);
  await shot(page, "lever-04-confirm");
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Position opened");

  // The position is listed with live PnL: the close price moves with the next ticks.
  const position = page.getByTestId("positions").getByTestId("position");
  await expect(position).toHaveCount(1);
  await expect(position).toHaveAttribute("data-direction", "long");
  await expect(position.getByTestId("position-lots")).toHaveText("1");
  await expect(page.getByTestId("tab-positions")).toHaveText("Positions (1)");
  const pnl = position.getByTestId("position-pnl");
  await expect(pnl).toHaveText(SIGNED_USDT);
  const firstPrice = await pnl.getAttribute("data-price");
  await expect(pnl).not.toHaveAttribute("data-price", firstPrice ?? "", { timeout: 20_000 });
  // a percent with exactly 2 decimals, grouped above a thousand ("3,846.15%")
  await expect(page.getByTestId("account-risk-rate")).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}%$/);
  await position.scrollIntoViewIfNeeded();
  await shot(page, "lever-05-position-live");

  // A take profit well above the index, set through the sheet.
  const open = Number((await position.getByTestId("position-open").textContent())?.replace(/,/g, ""));
  const takeProfit = String(Math.ceil(open * 1.5));
  await position.getByTestId("position-stops").click();
  const sheet = page.getByTestId("stops-sheet");
  await expect(sheet).toBeVisible();
  await sheet.locator("#stops-take-profit").fill(takeProfit);
  await shot(page, "lever-06-take-profit-sheet");
  await sheet.getByTestId("stops-save").click();
  await expect(toast(page)).toHaveText("TP / SL saved");
  // at BTC/USDT's price precision: "98,004.00"
  await expect(position.getByTestId("position-tp")).toHaveText(
    `${Number(takeProfit).toLocaleString("en")}.00`,
  );
  await shot(page, "lever-07-take-profit-set");

  // Close it, after the confirmation.
  const id = await position.getAttribute("data-id");
  await position.getByTestId("position-close").click();
  await expect(dialog(page)).toContainText("Close the Long position on BTC/USDT (lots: 1)");
  await dialog(page).locator(".adm-dialog-button").filter({ hasText: "Close" }).click();
  await expect(toast(page)).toHaveText("Position closed");
  await expect(page.getByTestId("positions")).toHaveCount(0);
  await expect(page.getByTestId("tab-positions")).toHaveText("Positions (0)");
  await shot(page, "lever-08-closed");

  // A limit long far below the index waits in the orders; cancelling it keeps the handling fee.
  const index = Number((await page.getByTestId("preview-price").textContent())?.replace(/,/g, ""));
  await page.getByTestId("kind-limit").click();
  await page.locator("#lever-price").fill(String(Math.floor(index * 0.8)));
  await page.locator("#lever-lots").fill("1");
  await page.getByTestId("lever-submit").click();
  await expect(dialog(page).getByTestId("lever-confirm")).toContainText("Limit");
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Limit order placed");
  await page.getByTestId("tab-entrust").click();
  const pending = page.getByTestId("entrust-list").getByTestId("lever-trade");
  await expect(pending).toHaveCount(1);
  await expect(pending.getByTestId("trade-status")).toHaveText("Pending");
  await pending.scrollIntoViewIfNeeded();
  await shot(page, "lever-09-entrust-pending");
  await pending.getByTestId("trade-cancel").click();
  await expect(dialog(page)).toContainText("is not refunded");
  await dialog(page).locator(".adm-dialog-button").filter({ hasText: "Cancel order" }).click();
  await expect(toast(page)).toHaveText("Order cancelled");
  await expect(page.getByTestId("entrust-list")).toHaveCount(0);
  await page.getByTestId("entrust-4").click();
  await expect(page.getByTestId("entrust-list").getByTestId("trade-status")).toHaveText("Cancelled");

  // The history lists it as closed by the trader, with both ticks and a link to the tick log.
  await page.getByTestId("lever-orders-link").click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/contract_order/);
  const closed = page.locator(`[data-testid="lever-trade"][data-id="${id}"]`);
  await expect(closed).toHaveAttribute("data-status", "3");
  await expect(closed.getByTestId("trade-status")).toHaveText("Closed");
  await expect(closed).toContainText("Closed by");
  await expect(closed).toContainText("You");
  await expect(closed.getByTestId("open-tick")).toHaveText(/^#\d+ · [\d,.]+ · \d\d:\d\d:\d\d$/);
  await expect(closed.getByTestId("close-tick")).toHaveText(/^#\d+ · [\d,.]+ · \d\d:\d\d:\d\d$/);
  await shot(page, "lever-10-history-closed");
  // the close is checked on the phone against the public tick log, then in the verifier
  await closed.getByTestId("trade-check").click();
  await expect(page).toHaveURL(new RegExp(`#/pages/transaction/contract_verify\\?id=${id}`));
  await expect(page.getByTestId("lever-check")).toHaveAttribute("data-ok", "true");
  await page.getByTestId("verify-link").click();
  await expect(page).toHaveURL(new RegExp(`#/pages/setting/verify\\?kind=lever&id=${id}`));
  await expect(page.getByTestId("verify-verdict")).toHaveAttribute("data-ok", "true");
  await shot(page, "lever-11-close-verified");
});

test("on a 390×844 phone: the open buttons in view, Cross explained, ROE on the position, net PnL and fees in the history, a readable check", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, email } = await signedInUser(page, request, "lever-view");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "1000");
  await moveUsdt(request, token, "500", "lever");

  await page.goto(route(CONTRACT));
  await expect(page.getByTestId("lever-available")).toHaveText("500 USDT");
  await expect(page.getByTestId("kline-chart")).toBeVisible();
  // Without scrolling, Long, Short and the open button are on the screen, above the tab bar.
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const tabBar = await page.getByTestId("tab-bar").boundingBox();
  const bottom = Math.min(844, tabBar?.y ?? 844);
  for (const id of ["direction-long", "direction-short", "lever-submit"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.y, id).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(bottom);
  }
  await expect(page.getByTestId("lever-submit")).toHaveText("Open long");
  await shot(page, "lever-20-open-in-view");

  // 20×: the margin mode reads "Cross" beside the leverage, and its info says what that means.
  await page.getByTestId("multiple-20").click();
  await expect(page.getByTestId("margin-mode")).toHaveText("Cross");
  await expect(page.getByTestId("margin-mode-explain")).toHaveCount(0);
  await page.getByTestId("margin-mode-info").click();
  await expect(page.getByTestId("margin-mode-explain")).toHaveText(
    "Cross margin: your whole contract balance backs every position, so the liquidation price moves with the balance.",
  );
  const submit = await page.getByTestId("lever-submit").boundingBox();
  expect(submit!.y + submit!.height).toBeLessThanOrEqual(bottom);
  await shot(page, "lever-21-cross-explained");

  await page.getByTestId("lever-submit").click();
  await expect(dialog(page).getByTestId("lever-confirm")).toContainText("20×");
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Position opened");

  // The position says Cross and shows its return on margin: PnL ÷ margin, coloured like the PnL.
  const position = page.getByTestId("positions").getByTestId("position");
  await expect(position).toHaveCount(1);
  await expect(position.getByTestId("position-cross")).toHaveText("Cross");
  const roe = position.getByTestId("position-roe");
  await expect(roe).toHaveText(/^[+-]?\d+\.\d{2}%$/);
  // read together, in document order: PnL, ROE, then the margin among the figures
  const texts = await position
    .locator('[data-testid="position-pnl"], [data-testid="position-roe"], [data-testid="position-margin"]')
    .allTextContents();
  const [pnl, roeValue, margin] = [
    amount(texts[0] ?? null),
    amount(texts[1] ?? null),
    amount(texts[2] ?? null),
  ];
  expect(margin).toBeGreaterThan(0);
  expect(Math.abs(roeValue - (pnl / margin) * 100)).toBeLessThan(0.011);
  const colour = (id: string) => position.getByTestId(id).evaluate((el) => getComputedStyle(el).color);
  if (pnl !== 0) expect(await colour("position-roe")).toBe(await colour("position-pnl"));
  await position.getByTestId("position-cross-info").click();
  await expect(position.getByTestId("position-cross-explain")).toContainText("whole contract balance");
  await position.scrollIntoViewIfNeeded();
  await shot(page, "lever-22-position-cross-roe");

  // Closed: the history leads with the net result, after the gross PnL and the fees.
  const id = await position.getAttribute("data-id");
  await position.getByTestId("position-close").click();
  await dialog(page).locator(".adm-dialog-button").filter({ hasText: "Close" }).click();
  await expect(toast(page)).toHaveText("Position closed");
  await page.getByTestId("lever-orders-link").click();
  const closed = page.locator(`[data-testid="lever-trade"][data-id="${id}"]`);
  await expect(closed).toHaveAttribute("data-status", "3");
  await expect(closed).toContainText("Net PnL");
  await expect(closed).toContainText("Gross PnL");
  await expect(closed).toContainText("Total fees");
  const figure = async (testId: string) => {
    const text = await closed.getByTestId(testId).textContent();
    expect(text, testId).toMatch(SIGNED_USDT);
    return Math.round(amount(text) * 1e6);
  };
  const [net, gross, fee, overnight, fees] = [
    await figure("trade-net"),
    await figure("trade-gross"),
    await figure("trade-fee"),
    await figure("trade-overnight"),
    await figure("trade-fees"),
  ];
  expect(fee).toBeGreaterThan(0);
  expect(fees).toBe(fee + overnight);
  expect(net).toBe(gross - fees);
  // the net in the user's colours: a loss in the down colour, a gain in the up colour
  const palette = (name: string) =>
    page.evaluate((n) => {
      const probe = document.createElement("span");
      probe.style.color = `var(--${n})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, name);
  if (net !== 0) {
    expect(await closed.getByTestId("trade-net").evaluate((el) => getComputedStyle(el).color)).toBe(
      await palette(net < 0 ? "down" : "up"),
    );
  }
  await closed.scrollIntoViewIfNeeded();
  await shot(page, "lever-23-history-net-fees");

  // The check reads as text: the ticks that decided both prices, each figure recomputed, the log.
  await closed.getByTestId("trade-check").click();
  await expect(page).toHaveURL(new RegExp(`#/pages/transaction/contract_verify\\?id=${id}`));
  const check = page.getByTestId("lever-check");
  await expect(check).toHaveAttribute("data-ok", "true");
  await expect(page.getByTestId("lever-check-verdict")).toHaveText(
    /Checked: the prices and the result follow from the public ticks/,
  );
  await expect(page.getByTestId("check-open").getByTestId("check-tick")).toContainText(/Tick #\d+/);
  await expect(page.getByTestId("check-close").getByTestId("check-tick")).toContainText(/Tick #\d+/);
  await expect(page.getByTestId("check-open-price")).toContainText("matches");
  await expect(page.getByTestId("check-close-price")).toContainText("index × (1 − 0.0001)");
  await expect(page.getByTestId("check-close-price")).toContainText("matches");
  await expect(page.getByTestId("check-pnl")).toContainText("matches");
  await expect(page.getByTestId("check-log")).toContainText(/The log holds tick #\d+/);
  await expect(page.getByTestId("check-log-table").locator('tr[data-used="true"]')).toHaveCount(1);
  const text = await check.innerText();
  expect(text).not.toMatch(/^\s*[[{]/);
  expect(text).not.toContain('"close_tick"');
  expect(() => JSON.parse(text)).toThrow();
  await expect(page.getByTestId("check-raw")).toHaveAttribute("href", /webView\?url=.*%2Fapi%2Fticks/);
  await shot(page, "lever-24-check-readable");
  await page.getByTestId("check-log").scrollIntoViewIfNeeded();
  await shot(page, "lever-25-check-log");
});

test("in Vietnamese the contract screen writes its balance and margin like its prices: '.' groups, ',' before decimals", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, email } = await signedInUser(page, request, "lever-vi");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "2000");
  // above a thousand, with all 6 of USDT's decimals
  await moveUsdt(request, token, "1234.567891", "lever");
  await storeToken(page, token, "vi");
  await page.goto(route(CONTRACT));
  await page.reload();
  await expect(page.getByTestId("lever-form")).toBeVisible();

  await expect(page.getByTestId("lever-available")).toHaveText("1.234,567891 USDT");
  await expect(page.getByTestId("account-available")).toHaveText("1.234,567891");
  await expect(page.getByTestId("account-equity")).toHaveText("1.234,567891");
  // BTC/USDT prices have 2 decimals: "65.335,55"
  await expect(page.getByTestId("preview-price")).toHaveText(/^\d{1,3}(\.\d{3})+,\d{2}$/);
  // the margin of the default lots, in the same symbols ("13,068418 USDT", never "13.068418 USDT")
  await expect(page.getByTestId("preview-margin")).toHaveText(/^\d{1,3}(\.\d{3})*(,\d{1,6})? USDT$/);
  await expect(page.getByTestId("preview-margin")).toHaveText(/,/);
  await page.getByTestId("lever-preview").scrollIntoViewIfNeeded();
  await shot(page, "lever-26-vietnamese-numbers");
});

test("a guest sees the live index and chart, and is asked to log in to trade", async ({ page }) => {
  await page.goto(route(CONTRACT));
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("lever-chart")).toBeVisible();
  await expect(page.getByTestId("guest-prompt")).toBeVisible();
  await expect(page.getByTestId("kline-chart")).toBeVisible();
  await expect(page.getByTestId("lever-form")).toHaveCount(0);
  await shot(page, "lever-12-guest");
});

test("an unverified trader is told before filling in the contract form, and the notice leads to verification", async ({
  page,
  request,
}) => {
  const { token, email } = await signedInUser(page, request, "lever-unverified");
  await page.goto(route(CONTRACT));
  const notice = page.getByTestId("verify-notice");
  await expect(notice).toContainText("Verify your identity to trade contracts");
  await shot(page, "lever-verify-notice");
  await notice.getByTestId("verify-notice-go").click();
  await expect(page).toHaveURL(/#\/pages\/setting\/real/);

  await verifyLevel1(request, token, email);
  await page.goto(route(CONTRACT));
  await page.reload();
  await expect(page.getByTestId("lever-form")).toBeVisible();
  await expect(page.getByTestId("verify-notice")).toHaveCount(0);
});

/**
 * The operator's "half off one fee, up to 10 USDT" coupon is never spent on its own: the contract form
 * says one coupon is available with none picked, an order opened without picking it leaves it unused,
 * and only once the user picks it (its whole name wrapping on a 390 px phone) does the total drop by
 * what it takes off the fee and the next order spend it. In Vietnamese the count is in Vietnamese.
 */
test("a fee coupon on a contract order: offered, none picked, spent only once the user picks it", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, email } = await signedInUser(page, request, "lever-coupon");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "1000");
  await moveUsdt(request, token, "900", "lever");
  const me = await getAs<{ id: number }>(request, token, "/user/info");
  const title = "Half off one contract fee, up to 10 USDT";
  const issued = await postAs<{ issued: number }>(
    request,
    await adminToken(request),
    "/admin/growth/coupons",
    {
      title,
      kind: "fee_discount",
      currency_id: "3",
      rate: "0.5",
      cap: "10",
      valid_days: "7",
      segment: "user",
      user_id: String(me.message.id),
    },
  );
  expect(issued.type, JSON.stringify(issued.message)).toBe("ok");
  const coupons = async (state: "available" | "used") =>
    (
      await getAs<{ data: { id: number; saved: string | null }[] }>(
        request,
        token,
        `/growth/coupons?state=${state}`,
      )
    ).message.data;
  const [coupon] = await coupons("available");
  expect(coupon).toBeDefined();

  await page.goto(route(CONTRACT));
  await expect(page.getByTestId("lever-available")).toHaveText("900 USDT");
  await page.getByTestId("kind-market").click();
  await page.locator("#lever-lots").fill("2");
  const row = page.getByTestId("coupon-row");
  await expect(row.getByTestId("coupon-count")).toHaveText("1 coupon available");
  await expect(row).toHaveAttribute("data-coupon-id", "");
  await expect(row.getByTestId("coupon-option-none").locator("input")).toBeChecked();
  await expect(row.getByTestId("coupon-saving")).toHaveCount(0);
  // the coupon's whole name is shown, wrapping rather than cut off
  const option = row.locator(`[data-testid="coupon-option"][data-id="${coupon!.id}"]`);
  await expect(option).toContainText(title);
  const fits = await option.evaluate((el) => {
    const page = document.documentElement.clientWidth;
    const box = el.getBoundingClientRect();
    return (
      [...el.querySelectorAll("span")].every((s) => s.scrollWidth <= s.clientWidth + 1) && box.right <= page
    );
  });
  expect(fits).toBe(true);
  await option.scrollIntoViewIfNeeded();
  await shot(page, "lever-13-coupon-offered");

  // opened without picking it: the whole fee is paid, the coupon stays available
  await page.getByTestId("lever-submit").click();
  await expect(dialog(page).getByTestId("lever-confirm")).toBeVisible();
  await expect(dialog(page).getByTestId("order-confirm-coupon")).toHaveCount(0);
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Position opened");
  expect((await coupons("available")).map((c) => c.id)).toContain(coupon!.id);
  expect(await coupons("used")).toEqual([]);
  // the next order's toast is its own, not this one still showing
  await expect(toast(page)).toBeHidden();

  // picked: it saves half the fee, and the total drops by as much
  await expect(row).toHaveAttribute("data-coupon-id", "");
  await option.click();
  await expect(row).toHaveAttribute("data-coupon-id", String(coupon!.id));
  await expect(row.getByTestId("coupon-saving")).toBeVisible();
  // read together (one snapshot, in document order): the preview follows the live index
  const [margin, fee, total, saving] = (
    await page
      .locator(
        '[data-testid="preview-margin"], [data-testid="preview-fee"], [data-testid="preview-total"], [data-testid="coupon-saving"]',
      )
      .allTextContents()
  ).map((text) => amount(text)) as [number, number, number, number];
  expect(saving).toBeGreaterThan(0);
  expect(saving).toBeCloseTo(Math.min(fee / 2, 10), 6);
  expect(total).toBeCloseTo(margin + fee - saving, 5);
  await shot(page, "lever-14-coupon-picked");
  await page.getByTestId("lever-submit").click();
  await expect(dialog(page).getByTestId("order-confirm-coupon")).toContainText(title);
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Position opened");
  const used = await coupons("used");
  expect(used.map((c) => c.id)).toEqual([coupon!.id]);
  // spent: the form offers no coupon any more
  await expect(page.getByTestId("coupon-row")).toHaveCount(0);

  // in Vietnamese, a second coupon is counted in Vietnamese, and again none is picked
  const again = await postAs<{ issued: number }>(
    request,
    await adminToken(request),
    "/admin/growth/coupons",
    {
      title,
      kind: "fee_discount",
      currency_id: "3",
      rate: "0.5",
      cap: "10",
      valid_days: "7",
      segment: "user",
      user_id: String(me.message.id),
    },
  );
  expect(again.type).toBe("ok");
  await storeToken(page, token, "vi");
  await page.goto(route(CONTRACT));
  await page.reload();
  await page.locator("#lever-lots").fill("2");
  await expect(page.getByTestId("coupon-count")).toHaveText("Có 1 phiếu khả dụng");
  await expect(page.getByTestId("coupon-row")).toHaveAttribute("data-coupon-id", "");
  await page.getByTestId("coupon-row").scrollIntoViewIfNeeded();
  await shot(page, "lever-15-coupon-vi");
});
