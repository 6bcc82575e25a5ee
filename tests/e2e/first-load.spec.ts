import { expect, type Page, type Request } from "@playwright/test";
import { route, shot, test } from "./support";

/**
 * A first visit on a phone: the brand shows before any script has run, a first screen loads a
 * handful of files (each request costs a round trip on a phone's link), and the socket waits until
 * the screen's data has arrived over HTTP.
 */

test("the page shows the brand before any script runs", async ({ page }) => {
  await page.route("**/*.js", (r) => r.abort());
  await page.goto(route("/pages/market/market"));
  await expect(page.getByText("Bourse", { exact: true })).toBeVisible();
  await expect(page.locator(".boot-splash img")).toBeVisible();
  await shot(page, "first-load-01-brand");
});

/** Scripts and style sheets of the app a cold visit of `path` requests until its screen shows `ready`. */
async function filesLoaded(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const files: string[] = [];
  const seen = (r: Request) => {
    const url = new URL(r.url());
    if (/^\/h5\/assets\/.+\.(js|css)$/.test(url.pathname)) files.push(url.pathname);
  };
  page.on("request", seen);
  await page.goto(route(path));
  await ready(page);
  page.off("request", seen);
  return files;
}

test("markets loads a handful of files, and the socket opens after the screen's data", async ({ page }) => {
  const events: string[] = [];
  page.on("websocket", (ws) => {
    if (new URL(ws.url()).pathname.startsWith("/socket.io/")) events.push("socket");
  });
  page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    // the list's prices (the live tickers resync over HTTP once the socket has subscribed)
    if (path === "/api/currency/quotation_new") events.push("prices");
  });
  const markets = await filesLoaded(page, "/pages/market/market", async (p) => {
    await expect(p.getByTestId("market-row").first()).toBeVisible();
  });
  // the shell (entry, framework, locale, its style sheet) and the screen's own few chunks
  expect(markets.length, markets.join("\n")).toBeLessThanOrEqual(16);
  await expect.poll(() => events.includes("socket"), { timeout: 15_000 }).toBe(true);
  expect(events.indexOf("prices"), events.join(",")).toBeGreaterThanOrEqual(0);
  expect(events.indexOf("socket"), events.join(",")).toBeGreaterThan(events.indexOf("prices"));
});

test("the trade screen loads a handful of files", async ({ page }) => {
  const trade = await filesLoaded(page, "/pages/transaction/currency", async (p) => {
    await expect(p.getByTestId("trade-screen")).toBeVisible();
    await expect(p.getByTestId("order-book")).toBeVisible();
  });
  expect(trade.length, trade.join("\n")).toBeLessThanOrEqual(30);
  await shot(page, "first-load-02-trade");
});
