import { expect } from "@playwright/test";
import { creditUsdt, moveUsdt, openLongThroughApi, postAs, route, shot, signedInUser, test } from "./support";

test("bills: one line per action with its kind named, a transfer as Spot → Seconds, the chips on one line", async ({
  page,
  request,
}) => {
  const { token, email } = await signedInUser(page, request, "bills");
  // 1,000 USDT credited, 500 moved to the lever account and a 5× long opened; then closed
  const position = await openLongThroughApi(request, token, email);
  const closed = await postAs<unknown>(request, token, "/lever/close", { id: String(position) });
  expect(closed.type, JSON.stringify(closed.message)).toBe("ok");
  // 3,000 USDT more, all of it to the seconds account, and a 10 USDT seconds order
  await creditUsdt(request, token, "3000");
  await moveUsdt(request, token, "3000", "micro");
  const order = await postAs<unknown>(request, token, "/microtrade/submit", {
    match_id: "1",
    currency_id: "3",
    type: "1",
    seconds: "60",
    number: "10",
  });
  expect(order.type, JSON.stringify(order.message)).toBe("ok");

  await page.goto(route("/pages/fund/assets_all_record"));
  const list = page.getByTestId("bill-list");
  const rows = list.getByTestId("bill-row");
  // seven actions, seven lines: none of them split into its available and frozen parts
  await expect(rows.getByTestId("bill-kind")).toHaveText([
    "Seconds order",
    "Transfer",
    "Deposit",
    "Contract closed",
    "Contract opened",
    "Transfer",
    "Deposit",
  ]);

  // the transfer: one line, from → to, the amount sent with thousands separated, neither rise nor fall
  const toSeconds = rows.nth(1);
  await expect(toSeconds.getByTestId("bill-transfer")).toHaveText("Spot → Seconds");
  await expect(toSeconds.getByTestId("bill-value")).toHaveText(/^3,000(\.0+)? USDT$/);
  await expect(rows.nth(5).getByTestId("bill-transfer")).toHaveText("Spot → Contracts");

  // the stake leaves the available balance, its frozen part is beneath
  const stake = rows.nth(0);
  await expect(stake.getByTestId("bill-value")).toHaveText(/^-10(\.0+)? USDT$/);
  await expect(stake.getByTestId("bill-account")).toHaveText("Seconds");
  await expect(stake.getByTestId("bill-frozen")).toContainText(/Frozen \+10(\.0+)?/);
  // the margin frozen at open and released at close
  await expect(rows.nth(4).getByTestId("bill-frozen")).toContainText("Frozen +");
  await expect(rows.nth(3).getByTestId("bill-frozen")).toContainText("Frozen -");
  // money out reads as a fall, money in as a rise: green and red by default (up red)
  await expect(stake.getByTestId("bill-value")).toHaveCSS("color", "rgb(8, 122, 73)");
  await expect(rows.nth(2).getByTestId("bill-value")).toHaveCSS("color", "rgb(201, 42, 66)");

  // the account chips: one line, scrolled sideways rather than wrapped
  const chips = page.getByTestId("bill-filters").getByRole("button");
  await expect(chips).toHaveCount(7);
  const tops = await chips.evaluateAll((all) => all.map((c) => Math.round(c.getBoundingClientRect().top)));
  expect(new Set(tops).size, `chip tops ${tops.join(", ")}`).toBe(1);
  await shot(page, "bills-01-all");

  // seen from the seconds account, the transfer is money in
  await page.getByTestId("bill-filter-micro").click();
  await expect(rows.getByTestId("bill-kind")).toHaveText(["Seconds order", "Transfer"]);
  await expect(rows.nth(1).getByTestId("bill-value")).toHaveText(/^\+3,000(\.0+)? USDT$/);
  await expect(rows.nth(1).getByTestId("bill-value")).toHaveCSS("color", "rgb(201, 42, 66)");
  await expect(rows.nth(1).getByTestId("bill-transfer")).toHaveText("Spot → Seconds");
  await shot(page, "bills-02-seconds-account");

  // in Chinese: the same lines, every kind named
  await page.goto(route("/pages/setting/set"));
  await page.getByText("简体中文").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.goto(route("/pages/setting/bill"));
  await expect(rows.getByTestId("bill-kind")).toHaveText([
    "秒合约下单",
    "划转",
    "充值",
    "合约平仓",
    "合约开仓",
    "划转",
    "充值",
  ]);
  await expect(rows.nth(1).getByTestId("bill-transfer")).toHaveText("现货 → 秒合约");
  await expect(rows.nth(0).getByTestId("bill-frozen")).toContainText("冻结 +10");
  await shot(page, "bills-03-zh");
});
