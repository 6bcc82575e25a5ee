import { type APIRequestContext, expect } from "@playwright/test";
import { creditUsdt, getAs, moveUsdt, route, shot, signedInUser, test, toast, verifyLevel1 } from "./support";

/**
 * A seconds contract through the UI: 30 s up on BTC/USDT with a preset stake of 10 USDT from the micro
 * account. The order counts down, settles on the first index tick at or after its expiry, and the
 * result screen shows both ticks as the public tick log has them; the micro balance moves by exactly
 * the result.
 */

const SYMBOL = "BTC/USDT";
const USDT = 3;

interface Envelope<T> {
  type: string | number;
  message: T;
}

interface TickRef {
  seq: number;
  time: number;
  price: string;
}

interface Order {
  id: number;
  status: number;
  result: "win" | "loss" | "tie" | null;
  number: string;
  open_tick: TickRef;
  end_tick: TickRef | null;
  expires_at: string;
  fact_profits: string | null;
  payout: string | null;
}

interface LoggedTick {
  seq: number;
  price: string;
  time: string;
}

/** A decimal string as integer units of 10^-18, for exact comparisons and sums. */
function units(value: string): bigint {
  const [whole = "0", fraction = ""] = value.replace(/^-/, "").split(".");
  const n = BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, "0").slice(0, 18));
  return value.startsWith("-") ? -n : n;
}

/** Units of 10^-18 back to a plain decimal string, trailing zeros dropped. */
function plain(n: bigint): string {
  const negative = n < 0n;
  const digits = (negative ? -n : n).toString().padStart(19, "0");
  const fraction = digits.slice(-18).replace(/0+$/, "");
  const text = `${digits.slice(0, -18)}${fraction ? `.${fraction}` : ""}`;
  return negative ? `-${text}` : text;
}

async function microBalance(request: APIRequestContext, token: string) {
  const res = await getAs<
    { id: number; user_wallet: { micro_balance: string; lock_micro_balance: string } | null }[]
  >(request, token, "/microtrade/payable_currencies");
  expect(res.type).toBe("ok");
  const wallet = res.message.find((c) => c.id === USDT)?.user_wallet;
  return { available: units(wallet?.micro_balance ?? "0"), frozen: units(wallet?.lock_micro_balance ?? "0") };
}

/** The tick of the public log with id `seq` (the log lists ticks after `after_seq`). */
async function loggedTick(request: APIRequestContext, seq: number): Promise<LoggedTick | undefined> {
  const res = await request.get(
    `/api/ticks?symbol=${encodeURIComponent(SYMBOL)}&after_seq=${seq - 1}&limit=1`,
  );
  const body = (await res.json()) as Envelope<{ data: LoggedTick[] }>;
  return body.message.data.find((t) => t.seq === seq);
}

test("seconds contract: 30 s up counts down, settles on the logged tick and pays exactly the result", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A guest sees the screen, the durations and the preset stakes, and is asked to sign in.
  await page.goto(route(`/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`));
  await expect(page.getByTestId("duration-30")).toContainText("+20%");
  await expect(page.getByTestId("stake-preset-10")).toBeVisible();
  await expect(page.getByTestId("guest-prompt")).toBeVisible();
  await shot(page, "seconds-00-guest");

  const { email, token } = await signedInUser(page, request, "seconds");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "200");
  await moveUsdt(request, token, "100", "micro");
  const before = await microBalance(request, token);
  expect(plain(before.available)).toBe("100");

  // The trade screen: pick the pair, the line fills with live ticks, the micro balance is shown.
  await page.goto(route("/pages/transaction/index"));
  await page.getByTestId("pair-switcher").click();
  await page.getByRole("option", { name: new RegExp(`^${SYMBOL}`) }).click();
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("chart-last")).toBeVisible();
  await expect(page.getByTestId("micro-available")).toHaveText("100 USDT");
  await expect(page.getByTestId("micro-frozen")).toHaveText("0 USDT");
  await expect(page.getByTestId("stake-limits")).toHaveText("Limits 10 – 50,000 USDT");

  // 30 s at 20 %, a preset stake of 10: the expected profit is previewed exactly.
  await page.getByTestId("duration-30").click();
  await expect(page.getByTestId("duration-30")).toHaveAttribute("aria-pressed", "true");
  await page.getByTestId("stake-preset-10").click();
  await expect(page.locator("#seconds-stake")).toHaveValue("10");
  await expect(page.getByTestId("expected-profit")).toHaveText("+2 USDT");
  await expect(page.getByTestId("expected-payout")).toHaveText("12 USDT");
  await shot(page, "seconds-01-trade-form");

  // Up, then the confirmation sheet.
  await page.getByTestId("seconds-up").click();
  const sheet = page.getByTestId("seconds-confirm");
  await expect(sheet).toHaveAttribute("data-direction", "up");
  for (const text of [SYMBOL, "Up", "30s", "10 USDT", "20%", "+2 USDT"])
    await expect(sheet).toContainText(text);
  // the sheet has finished sliding up
  await expect(sheet.getByTestId("seconds-confirm-submit")).toBeInViewport({ ratio: 1 });
  await shot(page, "seconds-02-confirm");
  await sheet.getByTestId("seconds-confirm-submit").click();
  await expect(toast(page)).toHaveText("Order placed");

  // The order counts down in the list; the stake is frozen.
  const row = page.getByTestId("recent-orders").getByTestId("seconds-order").first();
  await expect(row).toHaveAttribute("data-phase", "running");
  await expect(row.getByTestId("order-countdown")).toHaveText(/^00:[0-3]\d$/);
  await expect(page.getByTestId("micro-available")).toHaveText("90 USDT");
  await expect(page.getByTestId("micro-frozen")).toHaveText("10 USDT");
  await shot(page, "seconds-03-running");
  const id = Number(await row.getAttribute("data-id"));
  expect(id).toBeGreaterThan(0);

  // The order's screen: countdown and the open tick while it runs.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/pages/transaction/index2\\?id=${id}$`));
  await expect(page.getByTestId("detail-countdown")).toHaveText(/^00:[0-3]\d$/);
  await expect(page.getByTestId("open-tick")).toHaveAttribute("data-seq", /^\d+$/);
  await shot(page, "seconds-04-detail-running");

  // It settles on its own: the result with both ticks.
  const result = page.getByTestId("detail-result");
  await expect(result).toBeVisible({ timeout: 75_000 });
  await expect(page.getByTestId("end-tick")).toHaveAttribute("data-seq", /^\d+$/);
  await shot(page, "seconds-05-detail-settled");

  const settled = await getAs<Order>(request, token, `/microtrade/get_result?id=${id}`);
  const order = settled.message;
  expect(order.status).toBe(3);
  expect(order.end_tick).not.toBeNull();
  await expect(result).toHaveAttribute("data-result", order.result ?? "");

  // Both ticks shown are the public log's: same id and price; the end tick is the first at or after expiry.
  const shownOpen = page.getByTestId("open-tick");
  const shownEnd = page.getByTestId("end-tick");
  const openSeq = Number(await shownOpen.getAttribute("data-seq"));
  const endSeq = Number(await shownEnd.getAttribute("data-seq"));
  const endPrice = (await shownEnd.getAttribute("data-price")) ?? "";
  const openPrice = (await shownOpen.getAttribute("data-price")) ?? "";
  const loggedEnd = await loggedTick(request, endSeq);
  const loggedOpen = await loggedTick(request, openSeq);
  expect(loggedEnd, "the end tick is in the public log").toBeDefined();
  expect(loggedOpen, "the open tick is in the public log").toBeDefined();
  expect(units(loggedEnd?.price ?? "0")).toBe(units(endPrice));
  expect(units(loggedOpen?.price ?? "0")).toBe(units(openPrice));
  // shown at the market's 2 decimals, grouped: "65,335.50" for 65335.5
  const [whole = "0", fraction = ""] = endPrice.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  await expect(shownEnd.getByTestId("tick-price")).toHaveText(`${grouped}.${fraction.padEnd(2, "0")}`);
  await expect(shownEnd.getByTestId("tick-seq")).toHaveText(`Tick #${endSeq}`);
  const expiry = Date.parse(order.expires_at);
  expect(Date.parse(loggedEnd?.time ?? "")).toBeGreaterThanOrEqual(expiry);
  const beforeEnd = await loggedTick(request, endSeq - 1);
  if (beforeEnd) expect(Date.parse(beforeEnd.time)).toBeLessThan(expiry);

  // The result follows the rule for up, and the balance moved by exactly the result.
  const move = units(endPrice) - units(openPrice);
  expect(order.result).toBe(move > 0n ? "win" : move < 0n ? "loss" : "tie");
  const profit = units(order.fact_profits ?? "x0");
  expect(profit).toBe(order.result === "win" ? units("2") : order.result === "loss" ? units("-10") : 0n);
  const after = await microBalance(request, token);
  expect(after.frozen).toBe(0n);
  expect(after.available - before.available).toBe(profit);
  const shownProfit = `${profit > 0n ? "+" : ""}${plain(profit)} USDT`;
  await expect(page.getByTestId("detail-profit")).toHaveText(shownProfit);

  // The tick log opens in the app.
  await page.getByTestId("seconds-verify").click();
  await expect(page.getByTestId("web-frame")).toBeVisible();
  await shot(page, "seconds-06-tick-log");

  // Back on the trade screen the list shows the result and the balance the server holds.
  await page.goto(route(`/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`));
  const done = page.locator(`[data-testid="seconds-order"][data-id="${id}"]`);
  await expect(done).toHaveAttribute("data-phase", order.result ?? "");
  await expect(done.getByTestId("order-profit")).toHaveText(shownProfit);
  await expect(page.getByTestId("micro-available")).toHaveText(`${plain(after.available)} USDT`);
  await shot(page, "seconds-07-trade-after");

  // The history lists it under settled.
  await page.getByTestId("seconds-history-link").click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/seconds_order/);
  await page.getByTestId("seconds-tab-settled").click();
  await expect(
    page.getByTestId("seconds-orders-settled").locator(`[data-testid="seconds-order"][data-id="${id}"]`),
  ).toBeVisible();
  await shot(page, "seconds-08-history");

  // "Transfer" beside the balance opens the transfer screen from spot to seconds, in USDT.
  await page.goto(route(`/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`));
  await page.getByTestId("seconds-transfer").click();
  await expect(page).toHaveURL(/#\/pages\/fund\/transfer\?from=change&to=micro&currency=3$/);
  await expect(page.getByTestId("from-account")).toHaveText("Spot");
  await expect(page.getByTestId("to-account")).toHaveText("Seconds");
  await expect(page.getByTestId("coin-field")).toContainText("USDT");
});
