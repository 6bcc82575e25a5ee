import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { creditUsdt, getAs, postAs, route, shot, signedInUser, test, toast } from "./support";

/**
 * A new user opens a demo account from Assets, trades a perpetual long and a spot limit order with demo
 * money (every screen marked demo), switches back to the real account — whose balances and the market's
 * real book are as they were — then resets the demo account to its 100,000 USDT.
 */

const SYMBOL = "BTC/USDT";
const dialog = (page: Page) => page.locator(".adm-dialog");

interface WalletList {
  change_wallet: {
    balance: { currency_name: string; change_balance: string; lock_change_balance: string }[];
  };
  lever_wallet: { balance: { currency_name: string; lever_balance: string }[] };
}

async function usdtOf(request: APIRequestContext, token: string) {
  const list = await postAs<WalletList>(request, token, "/wallet/list");
  expect(list.type).toBe("ok");
  const spot = list.message.change_wallet.balance.find((b) => b.currency_name === "USDT")!;
  const lever = list.message.lever_wallet.balance.find((b) => b.currency_name === "USDT")!;
  return { account: (list as unknown as { account: string }).account, spot, lever };
}

async function depth(request: APIRequestContext, account: "real" | "demo") {
  const res = await request.get(
    `/api/spot/depth?symbol=${encodeURIComponent(SYMBOL)}&limit=50&account=${account}`,
  );
  return ((await res.json()) as { message: { bids: [string, string][] } }).message.bids;
}

test("demo trading: open, trade a long and a spot order with demo money, switch back unchanged, reset", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signedInUser(page, request, "demo");
  await creditUsdt(request, token, "250");
  const realBefore = await usdtOf(request, token);
  expect(realBefore.account).toBe("real");

  // The switch in Assets: the first tap explains demo trading before opening it.
  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  await page.getByTestId("account-switch").first().click();
  const intro = page.getByTestId("demo-intro");
  await expect(intro).toBeVisible();
  await expect(intro).toContainText("100,000");
  await shot(page, "demo-01-intro");
  await page.getByTestId("demo-start").click();
  await expect(page.getByTestId("demo-badge")).toBeVisible();
  await expect(page.getByText(/100,000(\.00)? USDT|100000/).first()).toBeVisible();
  await shot(page, "demo-02-assets-demo");
  expect((await usdtOf(request, token)).spot.change_balance).toMatch(/^100000(\.0+)?$/);

  // Demo money into the contract account, then a 5× market long of 1 lot through the contract screen.
  const moved = await postAs(request, token, "/wallet/change", {
    currency_id: "3",
    number: "2000",
    from_field: "change",
    to_field: "lever",
  });
  expect(moved).toMatchObject({ type: "ok", account: "demo" });
  await page.goto(route(`/pages/transaction/contract?symbol=${encodeURIComponent(SYMBOL)}`));
  await expect(page.getByTestId("demo-badge")).toBeVisible();
  await expect(page.getByTestId("lever-available")).toHaveText("2,000 USDT");
  await page.getByTestId("direction-long").click();
  await page.getByTestId("kind-market").click();
  await page.getByTestId("multiple-5").click();
  await page.locator("#lever-lots").fill("1");
  await page.getByTestId("lever-submit").click();
  await dialog(page).getByText("Open position", { exact: true }).click();
  await expect(toast(page)).toHaveText("Position opened");
  await expect(page.getByTestId("positions").getByTestId("position")).toHaveCount(1);
  await shot(page, "demo-03-long-in-demo");

  // A spot limit bid well under the market, through the trade screen: it rests on the demo book only.
  // the house maker quotes the demo book as it quotes the real one
  await expect
    .poll(async () => (await depth(request, "demo")).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const bid = (Number((await depth(request, "demo"))[0]![0]) * 0.97).toFixed(2);
  await page.goto(route(`/pages/transaction/currency?symbol=${encodeURIComponent(SYMBOL)}`));
  await expect(page.getByTestId("demo-badge")).toBeVisible();
  await page.getByTestId("side-buy").click();
  await page.getByTestId("kind-limit").click();
  await page.locator("#order-price").fill(bid);
  await page.locator("#order-amount").fill("0.01");
  await page.getByTestId("order-submit").click();
  await dialog(page).getByText("Place order", { exact: true }).click();
  await expect(toast(page)).toHaveText("Order placed");
  await shot(page, "demo-04-spot-bid-in-demo");
  const demoBids = await depth(request, "demo");
  expect(demoBids.some(([, amount]) => amount === "0.01")).toBe(true);
  expect(
    (await depth(request, "real")).some(
      ([price, amount]) => amount === "0.01" && Number(price) === Number(bid),
    ),
  ).toBe(false);

  // Back to the real account from the header: unmarked, with its balances as they were.
  await page.goto(route("/pages/fund/assets"));
  await page.getByTestId("account-switch").first().click();
  await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  await shot(page, "demo-05-back-to-real");
  const realAfter = await usdtOf(request, token);
  expect(realAfter).toEqual(realBefore);
  const open = await getAs<{ total: number }>(request, token, "/coin/list?status=open&page=1&limit=20");
  expect(open.message.total).toBe(0);

  // Demo again (no explanation the second time), then the reset with its confirmation.
  await page.getByTestId("account-switch").first().click();
  await expect(page.getByTestId("demo-intro")).toHaveCount(0);
  await expect(page.getByTestId("demo-badge")).toBeVisible();
  await page.getByTestId("demo-reset").click();
  await expect(page.getByTestId("demo-reset-confirm")).toContainText("100,000");
  await shot(page, "demo-06-reset-confirm");
  await page.getByTestId("demo-reset-confirm-ok").click();
  await expect(toast(page)).toHaveText(/^Demo funds are back to 100,000/);
  const reset = await usdtOf(request, token);
  expect(reset.account).toBe("demo");
  expect(reset.spot.change_balance).toMatch(/^100000(\.0+)?$/);
  expect(reset.spot.lock_change_balance).toMatch(/^0(\.0+)?$/);
  expect(reset.lever.lever_balance).toMatch(/^0(\.0+)?$/);
  await shot(page, "demo-07-after-reset");
});
