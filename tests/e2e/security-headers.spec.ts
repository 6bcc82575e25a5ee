/**
 * The app and the console under their Content-Security-Policy: each main screen renders with no
 * violation reported (live prices over socket.io, K-line charts, uploaded images), and neither can be
 * framed by another site.
 */
import { expect, type Page } from "@playwright/test";
import { route, shot, signedInUser, test } from "./support";

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => seen.push(text));
  // a string, not a function: this folder is type-checked without the DOM library
  await page.addInitScript(`document.addEventListener("securitypolicyviolation", (e) =>
    window.reportCspViolation(e.violatedDirective + " " + e.blockedURI + " " + (e.sourceFile || "")));`);
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test("the app's main screens render under the CSP with no violation", async ({ page, request }) => {
  const violations = await watchViolations(page);
  await page.goto(route("/pages/index/index"));
  // an uploaded image (the banners are operator uploads) is shown
  const banner = page.getByTestId("banner").first().locator("img");
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await page.goto(route("/pages/market/market"));
  await expect(page.getByText("BTC/USDT").first()).toBeVisible();
  await page.goto(route("/pages/market/detail?symbol=BTC/USDT"));
  await expect(page.locator("canvas").first()).toBeVisible();
  await page.goto(route("/pages/transaction/currency"));
  await expect(page.getByText("BTC/USDT").first()).toBeVisible();
  await page.goto(route("/pages/transaction/contract"));
  await expect(page.getByText("BTC/USDT").first()).toBeVisible();
  await signedInUser(page, request, "csp");
  await page.goto(route("/pages/fund/assets"));
  await expect(page.getByText("USDT").first()).toBeVisible();
  await shot(page, "csp-assets");
  expect(violations).toEqual([]);
});

test.describe("console", () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test("the console renders under the CSP with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/admin/");
    await page.getByLabel("Username").fill(process.env.ADMIN_USER ?? "admin");
    await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "bourse-admin-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByTestId("operator")).toBeVisible();
    await page.getByRole("menuitem", { name: "Content" }).click();
    await expect(page.getByRole("tab", { name: "Banners" })).toBeVisible();
    await shot(page, "csp-console");
    expect(violations).toEqual([]);
  });
});

test("another site cannot frame the app or the console", async ({ page, baseURL }) => {
  const app = new URL(baseURL ?? "");
  // another origin: the same server under another host name
  const elsewhere = `http://localhost:${app.port}`;
  const target = `${app.origin}/h5/`;
  expect(elsewhere).not.toBe(app.origin);
  await page.route(`${elsewhere}/framing-test`, (r) =>
    r.fulfill({
      contentType: "text/html",
      body: `<title>elsewhere</title><iframe id="app" src="${target}"></iframe><iframe id="console" src="${app.origin}/admin/"></iframe>`,
    }),
  );
  await page.goto(`${elsewhere}/framing-test`);
  // a refused frame holds the browser's error page, never the app or the console
  const framed = () => page.frames().filter((frame) => frame !== page.mainFrame());
  await expect
    .poll(() => framed().map((frame) => frame.url()))
    .toEqual(["chrome-error://chromewebdata/", "chrome-error://chromewebdata/"]);
  await shot(page, "csp-framing-refused");
});
