import { expect } from "@playwright/test";
import {
  creditUsdt,
  getAs,
  moveUsdt,
  route,
  shot,
  signedInUser,
  test,
  toast,
  userChannelJoined,
  verifyLevel1,
} from "./support";

/**
 * A settled seconds order is announced wherever the user is: on the server whose clock the journey
 * moves, a 30 s order placed on the trade screen settles while the user looks at their assets, and a
 * notice at the top says how it ended, in the user's gain or loss colour, linking to the result.
 */

const SYMBOL = "BTC/USDT";

interface Order {
  id: number;
  status: number;
  result: "win" | "loss" | "tie" | null;
  fact_profits: string | null;
}

test("a settled seconds order shows a notice on any screen, which opens its result", async ({
  page,
  request,
}) => {
  const joined = userChannelJoined(page);
  const { email, token } = await signedInUser(page, request, "settled");
  await verifyLevel1(request, token, email);
  await creditUsdt(request, token, "200");
  await moveUsdt(request, token, "100", "micro");

  // 30 s up with a preset stake of 10 USDT, through the trade screen.
  await page.goto(route(`/pages/transaction/index?symbol=${encodeURIComponent(SYMBOL)}`));
  await expect(page.getByTestId("pair-switcher")).toHaveText(SYMBOL);
  await expect(page.getByTestId("micro-available")).toHaveText("100 USDT");
  await joined;
  await page.getByTestId("duration-30").click();
  await page.getByTestId("stake-preset-10").click();
  await page.getByTestId("seconds-up").click();
  const sheet = page.getByTestId("seconds-confirm");
  await expect(sheet.getByTestId("seconds-confirm-submit")).toBeInViewport({ ratio: 1 });
  await sheet.getByTestId("seconds-confirm-submit").click();
  await expect(toast(page)).toHaveText("Order placed");
  const row = page.getByTestId("recent-orders").getByTestId("seconds-order").first();
  await expect(row).toHaveAttribute("data-phase", "running");
  const id = Number(await row.getAttribute("data-id"));
  // placing it announces nothing
  await expect(page.getByTestId("live-toast-seconds")).toHaveCount(0);

  // The user moves on to their assets; 31 s pass on the server and the next index tick settles it.
  await page.evaluate(`location.hash = "#/pages/fund/assets"`);
  await expect(page).toHaveURL(/#\/pages\/fund\/assets$/);
  await expect(page.getByTestId("total-usdt")).toBeVisible();
  const moved = await request.post("/api/dev/clock", { data: { advance_ms: 31_000 } });
  expect(moved.status()).toBe(200);

  const notice = page.getByTestId("live-toast-seconds");
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const settled = (await getAs<Order>(request, token, `/microtrade/get_result?id=${id}`)).message;
  expect(settled.status).toBe(3);
  const expected = {
    win: { text: `${SYMBOL} 30s Up: won +2 USDT`, tone: "up" },
    loss: { text: `${SYMBOL} 30s Up: lost \u221210 USDT`, tone: "down" },
    tie: { text: `${SYMBOL} 30s Up: draw, stake returned`, tone: "flat" },
  }[settled.result ?? "tie"];
  await expect(notice.getByTestId("live-toast-text")).toHaveText(expected.text);
  await expect(notice).toHaveAttribute("data-tone", expected.tone);
  // coloured by the user's convention: a win in the up colour, a loss in the down colour
  const variable = expected.tone === "flat" ? "--ink-3" : `--${expected.tone}`;
  const colours = await page.evaluate(`(() => {
    const el = document.querySelector('[data-testid="live-toast-seconds"]');
    const wanted = getComputedStyle(document.documentElement).getPropertyValue("${variable}").trim();
    return [getComputedStyle(el).borderLeftColor, wanted];
  })()`);
  const [edge, wanted] = colours as [string, string];
  const hex = (rgb: string) =>
    `#${(rgb.match(/\d+/g) ?? [])
      .slice(0, 3)
      .map((n) => Number(n).toString(16).padStart(2, "0"))
      .join("")}`;
  expect(hex(edge)).toBe(wanted);
  await shot(page, "live-03-seconds-settled-notice");

  // Tapping it opens the order's result; the notice goes and is not shown again for the same order.
  await notice.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`#/pages/transaction/index2\\?id=${id}$`));
  await expect(page.getByTestId("detail-result")).toHaveAttribute("data-result", settled.result ?? "");
  await expect(page.getByTestId("live-toast-seconds")).toHaveCount(0);
  await shot(page, "live-04-seconds-result");
  await page.waitForTimeout(1500);
  await expect(page.getByTestId("live-toast-seconds")).toHaveCount(0);
});
