import { expect } from "@playwright/test";
import { adminToken, postAs, route, setOperatorSetting, shot, test } from "./support";

const webView = (url: string, title = "Promo") =>
  route(`/pages/common/webView?${new URLSearchParams({ url, title })}`);

test.afterEach(async ({ request }) => {
  await setOperatorSetting(request, "webview_allowed_hosts", "");
});

test("the web view refuses another site, shows its address as text, and opens this site's pages", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;

  // Another site would show under the app's own title bar: refused, no frame, the address as text.
  await page.goto(webView("https://evil.example/login?next=wallet"));
  const refused = page.getByTestId("web-view-refused");
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("This page cannot be opened in the app");
  await expect(page.getByTestId("web-view-address")).toHaveText("https://evil.example/login?next=wallet");
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator("a[href*='evil.example']")).toHaveCount(0);
  await shot(page, "web-view-01-refused");

  // Written without a scheme it is the same other site.
  await page.goto(webView("//evil.example/x"));
  const scheme = new URL(origin).protocol;
  await expect(page.getByTestId("web-view-address")).toHaveText(`${scheme}//evil.example/x`);
  await expect(page.locator("iframe")).toHaveCount(0);

  // This site's own pages open, relative or absolute: the public tick log.
  await page.goto(webView("/api/ticks?symbol=BTC%2FUSDT&limit=3", "Tick log"));
  const frame = page.getByTestId("web-frame");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", `${origin}/api/ticks?symbol=BTC%2FUSDT&limit=3`);
  // scripts of this site's page run without its origin: they cannot lift the sandbox and reach the app
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-forms allow-popups");
  await expect(page.frameLocator("[data-testid=web-frame]").locator("body")).toContainText('"type":"ok"');
  await expect(page.getByTestId("web-view-refused")).toHaveCount(0);
  await shot(page, "web-view-02-same-origin");

  await page.goto(webView(`${origin}/api/ticks?symbol=ETH%2FUSDT&limit=1`));
  await expect(page.getByTestId("web-frame")).toHaveAttribute(
    "src",
    `${origin}/api/ticks?symbol=ETH%2FUSDT&limit=1`,
  );
});

test("an operator-allowed host opens in the web view, over https only; the refusal reads in the user's language", async ({
  page,
  request,
}) => {
  // The operator's list is checked on save, and stored clean.
  const refused = await postAs<string>(request, await adminToken(request), "/admin/settings", {
    key: "webview_allowed_hosts",
    value: "https://help.example.com",
  });
  expect(refused).toMatchObject({ type: "error", code: "SETTING_INVALID_HOST_LIST" });
  await setOperatorSetting(request, "webview_allowed_hosts", "Help.Example.com");

  await page.route("https://help.example.com/**", (r) =>
    r.fulfill({ contentType: "text/html", body: "<h1>Help centre</h1>" }),
  );
  await page.goto(webView("https://help.example.com/faq", "Help"));
  await expect(page.frameLocator("[data-testid=web-frame]").locator("h1")).toHaveText("Help centre");
  await shot(page, "web-view-03-allowed-host");

  // The same host over http, or a look-alike host, stays refused.
  await page.goto(webView("http://help.example.com/faq"));
  await expect(page.getByTestId("web-view-refused")).toBeVisible();
  await page.goto(webView("https://help.example.com.evil.example/faq"));
  await expect(page.getByTestId("web-view-refused")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);

  // In Chinese.
  await page.goto(route("/pages/setting/set"));
  await page.getByText("简体中文").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.goto(webView("https://evil.example/"));
  await expect(page.getByTestId("web-view-refused")).toContainText("此网页无法在应用内打开");
  await expect(page.getByTestId("web-view-address")).toHaveText("https://evil.example/");
  await shot(page, "web-view-04-refused-zh");
});

test("the download page links only to an absolute https URL", async ({ page, request }) => {
  const admin = await adminToken(request);
  const refused = await postAs<string>(request, admin, "/admin/settings", {
    key: "download_url",
    value: "//evil.example/app.apk",
  });
  expect(refused).toMatchObject({ type: "error", code: "SETTING_HTTPS_URL_REQUIRED" });
  expect(refused.message).toContain("download_url");

  await page.goto(route("/pages/setting/download"));
  await expect(page.getByText(/^Version \d/)).toBeVisible();
  await expect(page.getByTestId("download-link")).toHaveCount(0);

  await setOperatorSetting(request, "download_url", "https://download.example.com/bourse.apk");
  await page.reload();
  await expect(page.getByTestId("download-link")).toHaveAttribute(
    "href",
    "https://download.example.com/bourse.apk",
  );
  await shot(page, "web-view-05-download");
  await setOperatorSetting(request, "download_url", "");
});
