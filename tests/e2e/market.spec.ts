import { expect, type Page } from "@playwright/test";
import { creditUsdt, getAs, postAs, route, shot, signedInUser, test, toast } from "./support";

const row = (page: Page, symbol: string, within = page.locator("body")) =>
  within.locator(`[data-testid="market-row"][data-symbol="${symbol}"]`);

test("the market list shows BTC/USDT and its price moves live, without a reload", async ({ page }) => {
  await page.goto(route("/pages/market/market"));
  const price = row(page, "BTC/USDT").getByTestId("market-price");
  await expect(price).toHaveText(/\d/);
  const first = (await price.textContent()) ?? "";
  // a marker that a reload would wipe
  await page.evaluate("window.__sameDocument = true");
  // the e2e server's simulated feed ticks every ~500 ms; the ticker channel carries it each second
  await expect(price).not.toHaveText(first, { timeout: 10_000 });
  expect(await page.evaluate("window.__sameDocument")).toBe(true);
  await shot(page, "market-01-list-live");

  await page.getByTestId("market-tab-gainers").click();
  await expect(row(page, "BTC/USDT")).toBeVisible();
  await expect(page).toHaveURL(/tab=gainers/);
  await shot(page, "market-02-gainers");

  await page.getByTestId("futures-link").click();
  await expect(page).toHaveURL(/#\/pages\/market\/futures/);
  await expect(row(page, "BTC/USDT").getByTestId("market-price")).toHaveText(/\d/);
  await row(page, "BTC/USDT").click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/contract\?market=\d+/);
  await expect(page.getByTestId("pair-switcher")).toHaveText("BTC/USDT");
});

test("BTC/USDT detail: live figures and a candle chart that follows the chosen interval", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  // the home screen's market rows open the detail too
  await page.goto(route("/pages/index/index"));
  await row(page, "BTC/USDT").click();
  await expect(page).toHaveURL(/#\/pages\/market\/detail\?symbol=BTC%2FUSDT/);
  await expect(page.getByTestId("detail-price")).toHaveText(/\d/);
  await expect(page.getByTestId("detail-change")).toHaveText(/%|--/);

  const panel = page.getByTestId("chart-panel");
  const chart = page.getByTestId("kline-chart");
  for (const interval of ["1min", "15min", "1D"]) {
    await page.getByTestId(`interval-${interval}`).click();
    await expect(page.getByTestId(`interval-${interval}`)).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveAttribute("data-interval", interval);
    await expect(panel).toHaveAttribute("data-state", "ready");
    await expect(chart).not.toHaveAttribute("data-bars", "0");
    await expect(chart.locator("canvas").first()).toBeVisible();
  }
  await shot(page, "market-03-detail-1D");
  await page.getByTestId("interval-line").click();
  await expect(panel).toHaveAttribute("data-state", "ready");
  await expect(chart.locator("canvas").first()).toBeVisible();
  await shot(page, "market-04-detail-time-share");

  await page.getByTestId("detail-buy").click();
  await expect(page).toHaveURL(/#\/pages\/transaction\/currency\?market=\d+/);
  await expect(page.getByTestId("pair-switcher")).toHaveText("BTC/USDT");
  expect(errors).toEqual([]);
});

test("a guest is sent to log in; a signed-in user stars BTC/USDT and finds it in favourites", async ({
  page,
  request,
}) => {
  await page.goto(route("/pages/market/detail?symbol=BTC/USDT"));
  await page.getByTestId("favourite-star").click();
  await expect(toast(page)).toHaveText("Please log in first");
  await expect(page).toHaveURL(/#\/pages\/common\/login\?redirect=/);

  await signedInUser(page, request, "marketfav");
  await page.goto(route("/pages/market/market?tab=favourites"));
  await expect(page.getByTestId("empty-state")).toBeVisible();

  await page.goto(route("/pages/market/detail?symbol=BTC/USDT"));
  const star = page.getByTestId("favourite-star");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await expect(star).toBeEnabled();
  await star.click();
  await expect(toast(page)).toHaveText("Added to favourites");
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await shot(page, "market-05-detail-starred");

  await page.goto(route("/pages/market/market"));
  await page.getByTestId("market-tab-favourites").click();
  const rows = page.getByTestId("market-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-symbol", "BTC/USDT");
  await expect(rows.first().getByTestId("market-price")).toHaveText(/\d/);
  await shot(page, "market-06-favourites");
});

test("search finds ETH/USDT by 'eth'; once opened it is listed as recent and hot", async ({ page }) => {
  await page.goto(route("/pages/market/market"));
  await page.getByTestId("market-search").click();
  await expect(page).toHaveURL(/#\/pages\/market\/search/);
  await expect(page.getByTestId("hot-markets").getByTestId("market-row").first()).toBeVisible();

  await page.getByTestId("market-search-input").locator("input").fill("eth");
  const results = page.getByTestId("search-results");
  await expect(row(page, "ETH/USDT", results)).toBeVisible();
  await expect(row(page, "BTC/USDT", results)).toHaveCount(0);
  await shot(page, "market-07-search-eth");

  await row(page, "ETH/USDT", results).click();
  await expect(page).toHaveURL(/#\/pages\/market\/detail\?symbol=ETH%2FUSDT/);
  await expect(page.getByTestId("market-detail")).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/#\/pages\/market\/search/);
  await expect(page.getByTestId("recent-markets")).toContainText("ETH/USDT");
  await expect(page.getByTestId("hot-markets").getByTestId("market-row").first()).toHaveAttribute(
    "data-symbol",
    "ETH/USDT",
  );
  await shot(page, "market-08-search-recent-hot");

  await page.getByTestId("clear-recent").click();
  await expect(page.getByTestId("recent-markets")).toHaveCount(0);
});

test("a balance change reaches an open assets screen through the user's channel", async ({
  page,
  request,
}) => {
  const { token } = await signedInUser(page, request, "marketuser");
  // home opens the shared socket (live prices) and joins the user's channel
  await page.goto(route("/pages/index/index"));
  await expect(row(page, "BTC/USDT").getByTestId("market-price")).toHaveText(/\d/);
  await page.getByTestId("tab-bar").getByText("Assets", { exact: true }).click();
  await expect(page).toHaveURL(/#\/pages\/fund\/assets/);
  await expect(page.getByTestId("total-usdt")).toBeVisible();
  await page.evaluate("window.__sameDocument = true");

  await creditUsdt(request, token, "75");
  await expect(page.getByTestId("holding-change-USDT").getByTestId("available")).toHaveText("75");
  expect(await page.evaluate("window.__sameDocument")).toBe(true);
});

test("a fresh market's chart holds history across its width, with MA values and the simulated-history note", async ({
  page,
}) => {
  await page.goto(route("/pages/market/detail?symbol=BTC/USDT"));
  const panel = page.getByTestId("chart-panel");
  const chart = page.getByTestId("kline-chart");
  await expect(panel).toHaveAttribute("data-state", "ready");
  // the history made on the first start: a chart's worth of bars, the last ~80 of them across the width
  await expect
    .poll(async () => Number(await chart.getAttribute("data-bars")), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(200);
  await expect
    .poll(async () => Number(await chart.getAttribute("data-visible-bars")))
    .toBeGreaterThanOrEqual(60);
  // the legend gives each average's value at the last bar, in the reader's locale
  for (const n of [5, 10, 30])
    await expect(page.getByTestId(`ma-${n}`)).toHaveText(new RegExp(`^MA${n} \\d{1,3}(,\\d{3})*\\.\\d{2}$`));
  await expect(page.getByTestId("history-note")).toHaveText(/^Simulated history before .*\d/);
  await shot(page, "market-09-detail-history");

  // hovering a bar shows that bar's averages
  const before = await page.getByTestId("ma-5").textContent();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await expect(page.getByTestId("ma-5")).not.toHaveText(before ?? "");
  await shot(page, "market-10-detail-hover");

  await page.getByTestId("interval-1D").click();
  await expect(panel).toHaveAttribute("data-interval", "1D");
  await expect
    .poll(async () => Number(await chart.getAttribute("data-bars")), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(300);
  await expect
    .poll(async () => Number(await chart.getAttribute("data-visible-bars")))
    .toBeGreaterThanOrEqual(60);
  await expect(page.getByTestId("history-note")).toBeVisible();
  await shot(page, "market-11-detail-1D-history");
});

test("the Turnover tab lists markets by their 24 h turnover, highest first, and shows it", async ({
  page,
  request,
}) => {
  const { token } = await signedInUser(page, request, "turnover");
  await creditUsdt(request, token, "500");
  // market buys against the house maker's quotes: DOGE for 200 USDT, SOL for 50
  for (const [currency, spend] of [
    ["7", "200"],
    ["4", "50"],
  ] as const) {
    await expect(async () => {
      const bought = await postAs<{ status: string }>(request, token, "/coin/trade", {
        currency_id: currency,
        legal_id: "3",
        type: "buy",
        amount: spend,
      });
      expect(bought.type, JSON.stringify(bought.message)).toBe("ok");
    }).toPass({ timeout: 30_000 });
  }

  await page.goto(route("/pages/market/market?tab=turnover"));
  const turnovers = page.getByTestId("market-turnover");
  // the 24 h window is re-read every 30 s
  await expect(async () => {
    await page.reload();
    await expect(turnovers.first()).toBeVisible();
    const dogeRow = row(page, "DOGE/USDT");
    expect(
      Number(await dogeRow.getByTestId("market-turnover").getAttribute("data-turnover")),
    ).toBeGreaterThan(0);
  }).toPass({ timeout: 90_000 });
  const figures = (
    await turnovers.evaluateAll((spans) => spans.map((s) => s.getAttribute("data-turnover")))
  ).map(Number);
  expect(figures.length).toBe(6);
  expect(figures).toEqual([...figures].sort((a, b) => b - a));
  const symbols = await page
    .getByTestId("market-row")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-symbol")));
  expect(symbols.indexOf("DOGE/USDT")).toBeLessThan(symbols.indexOf("SOL/USDT"));
  await expect(page.getByText("24h turnover")).toBeVisible();
  await shot(page, "market-12-turnover");
});

test("a market nobody traded in 24 h shows its volume as — and a tap tells why, in the list and its detail", async ({
  page,
  request,
}) => {
  // a market of the e2e server without trades (the other specs trade BTC, DOGE and SOL)
  const groups = await getAs<{ quotation: { symbol: string; turnover: string }[] }[]>(
    request,
    "",
    "/currency/quotation_new",
  );
  const quiet = groups.message
    .flatMap((g) => g.quotation)
    .filter((q) => Number(q.turnover) === 0)
    .map((q) => q.symbol)
    .sort((a, b) => (a === "XRP/USDT" ? -1 : b === "XRP/USDT" ? 1 : 0))[0];
  expect(quiet, "a market without trades").toBeDefined();

  await page.goto(route("/pages/market/market"));
  const vol = row(page, quiet!).getByTestId("market-vol");
  await expect(vol).toHaveText("Vol —");
  await expect(vol).not.toContainText("0");
  // the tap explains and does not open the market
  await vol.getByTestId("no-trades").click();
  await expect(toast(page)).toHaveText("No trades in the last 24 hours");
  await expect(page).toHaveURL(/#\/pages\/market\/market/);
  await shot(page, "market-13-no-trades-list");

  await page.goto(route(`/pages/market/detail?symbol=${quiet}`));
  await expect(page.getByTestId("detail-price")).toHaveText(/\d/);
  const marks = page.getByTestId("no-trades");
  // 24 h volume and turnover
  await expect(marks).toHaveCount(2);
  await expect(marks.first()).toHaveText("—");
  await marks.first().click();
  await expect(toast(page)).toHaveText("No trades in the last 24 hours");
  await shot(page, "market-14-no-trades-detail");
});
