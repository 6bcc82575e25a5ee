import { type APIRequestContext, expect } from "@playwright/test";
import {
  adminToken,
  creditUsdt,
  getAs,
  loginThroughApi,
  phoneWith,
  postAs,
  registerThroughApi,
  route,
  setOperatorSetting,
  shot,
  storeToken,
  test,
  uniqueEmail,
  verifyLevel1,
} from "./support";

/**
 * Copy trading on two phones: a trader applies in the app and an operator approves it; a follower
 * finds the trader, copies it ×2 from the copy account; the trader opens a 5× long of 1 lot and the
 * follower sees the 2-lot copy appear with a live result; the trader closes (in profit when the index
 * lets it within a minute) and the follower sees the copy closed, in its history with the profit share it
 * paid and what it was taken on (the net profit × 10 %), which the trader's dashboard counts as earned.
 * An open copy shows the current price; a closed one its close price.
 */

interface LeverRow {
  id: number;
  profits: string | null;
}

/** A verified user with `usdt` moved from spot into `account`. */
async function fundedUser(request: APIRequestContext, tag: string, usdt: string, account: "lever" | "copy") {
  const email = uniqueEmail(tag);
  await registerThroughApi(request, email);
  const token = await loginThroughApi(request, email);
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, usdt);
  const moved = await postAs<string>(request, token, "/wallet/change", {
    currency_id: "3",
    number: usdt,
    from_field: "change",
    to_field: account,
  });
  expect(moved.type, JSON.stringify(moved.message)).toBe("ok");
  return { email, token };
}

async function openPositions(request: APIRequestContext, token: string) {
  const r = await postAs<{ data: LeverRow[] }>(request, token, "/lever/my_trade", { status: "1" });
  return r.message.data;
}

test("a follower copies a trader ×2: the 5× long appears live, closes with the trader, and pays the profit share", async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await setOperatorSetting(request, "copy_trader_min_assets", "100");
  const trader = await fundedUser(request, "copy-lead", "600", "lever");
  const follower = await fundedUser(request, "copy-follow", "500", "copy");
  const name = `Lead ${Date.now().toString().slice(-6)}`;

  // The trader applies in the app; an operator approves.
  const traderPhone = await phoneWith(browser, baseURL!, trader.token);
  await traderPhone.goto(route("/pages/follow/join"));
  await traderPhone.getByTestId("copy-join-name").fill(name);
  await traderPhone.getByTestId("copy-join-share").fill("10");
  await traderPhone.getByTestId("copy-join-agree").click();
  await shot(traderPhone, "copy-01-join");
  await traderPhone.getByTestId("copy-join-submit").click();
  await expect(traderPhone.getByTestId("copy-dashboard-status")).toHaveAttribute("data-status", "pending");
  const traderId = (await getAs<{ trader_user_id: number }>(request, trader.token, "/trader_info")).message
    .trader_user_id;
  const approved = await postAs<unknown>(
    request,
    await adminToken(request),
    `/admin/copy/traders/${traderId}/approve`,
  );
  expect(approved.type, JSON.stringify(approved.message)).toBe("ok");
  await traderPhone.reload();
  await expect(traderPhone.getByTestId("copy-dashboard-status")).toHaveAttribute("data-status", "approved");

  // The follower finds the trader and copies it ×2.
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, follower.token);
  await page.reload();
  await page.goto(route("/pages/follow/index"));
  const card = page.getByTestId("copy-trader").filter({ hasText: name });
  await expect(card).toBeVisible();
  await shot(page, "copy-02-traders");
  await card.getByTestId("copy-trader-open").click();
  await expect(page.getByTestId("copy-trader-detail")).toContainText(name);
  await page.getByTestId("copy-trader-follow").click();
  await expect(page.getByTestId("copy-available")).toContainText("500");
  await page.getByTestId("copy-mode-proportional").click();
  await page.getByTestId("copy-number").fill("0");
  await page.getByTestId("copy-follow-submit").click();
  await expect(page.locator("#copy_number-error")).toHaveText("Enter a multiple from 0.01 to 100");
  await page.getByTestId("copy-number").fill("2");
  await shot(page, "copy-03-settings");
  await page.getByTestId("copy-follow-submit").click();
  await expect(page).toHaveURL(/#\/pages\/copytrade\/my/);

  // The trader opens a 5× long of 1 lot: the follower's 2-lot copy appears without a reload.
  const opened = await postAs<{ id: number }>(request, trader.token, "/lever/submit", {
    share: "1",
    multiple: "5",
    currency_id: "1",
    legal_id: "3",
    type: "1",
    status: "market",
  });
  expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
  const copied = page.getByTestId("copy-position");
  await expect(copied).toHaveCount(1);
  await expect(copied).toHaveAttribute("data-trader-order", String(opened.message.id));
  await expect(copied.getByTestId("copy-position-trader-order")).toContainText(String(opened.message.id));
  await expect(copied).toContainText("Long 5x");
  // an open copy's price is where it would close now: the current price, not a close price
  await expect(copied).toContainText("Current price");
  await expect(copied).not.toContainText("Close price");
  const mine = await getAs<{ copies: { lots: string }[] }>(request, follower.token, "/follow/myTrade");
  expect(mine.message.copies).toMatchObject([{ lots: "2" }]);
  // the result follows the index
  const pnl = copied.getByTestId("copy-position-pnl");
  await expect(pnl).toHaveText(/^[+-]?\d/);
  const first = await pnl.textContent();
  await expect(pnl).not.toHaveText(first ?? "", { timeout: 30_000 });
  await shot(page, "copy-04-copied-live");

  // The trader closes, in profit as soon as the index allows (a minute at most).
  for (let i = 0; i < 60; i++) {
    const [position] = await openPositions(request, trader.token);
    if (position && Number(position.profits) > 0) break;
    await page.waitForTimeout(1_000);
  }
  const closed = await postAs<unknown>(request, trader.token, "/lever/close", {
    id: String(opened.message.id),
  });
  expect(closed.type, JSON.stringify(closed.message)).toBe("ok");
  await expect(copied).toHaveCount(0);

  // The follower's history: the closed copy with its result and the share it paid.
  await page.getByTestId("copy-tab-history").click();
  const row = page.getByTestId("copy-history").first();
  await expect(row).toBeVisible();
  const history = await getAs<{
    data: { transaction_id: number; pnl: string; fees: string; profit_share: string; share_net: string }[];
  }>(request, follower.token, "/follow/historyTrade");
  const [done] = history.message.data;
  expect(done).toBeDefined();
  await expect(row).toHaveAttribute("data-id", String(done!.transaction_id));
  // USDT text in units of 10^-6, exactly
  const units = (text: string) => {
    const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
    const value = BigInt(whole + fraction.padEnd(6, "0"));
    return text.startsWith("-") ? -value : value;
  };
  // the share is 10 % of the net profit: the PnL less the handling and overnight fees
  const net = units(done!.pnl) - units(done!.fees);
  expect(units(done!.share_net)).toBe(net);
  const expectedShare = net > 0n ? net / 10n : 0n;
  expect(units(done!.profit_share)).toBe(expectedShare);
  await expect(row.getByTestId("copy-history-share")).toHaveText(done!.profit_share);
  await expect(row).toContainText("Close price");
  // the close shows what the share was taken on
  await expect(row.getByTestId("copy-history-share-basis")).toHaveText(
    net > 0n
      ? `Share on net profit ${done!.share_net} × 10%`
      : `No share on a net loss of ${done!.share_net.replace(/^-/, "")}`,
  );
  await expect(row.getByTestId("copy-history-pnl")).toContainText(done!.pnl.replace(/^-/, ""));
  await shot(page, "copy-05-history");

  // The trader's dashboard counts the share as earned.
  await traderPhone.goto(route("/pages/copytrade/trader"));
  await expect(traderPhone.getByTestId("copy-dashboard-status")).toHaveAttribute("data-status", "approved");
  const info = await getAs<{ profit_share_earned: string }>(request, trader.token, "/trader_info");
  expect(info.message.profit_share_earned).toBe(done!.profit_share);
  await shot(traderPhone, "copy-06-dashboard");
});
