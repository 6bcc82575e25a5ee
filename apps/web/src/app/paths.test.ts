import { describe, expect, it } from "vitest";
import { articlePath, isWebUrl, linkTarget, loginPath, marketDetailPath, paths, webViewPath } from "./paths";

describe("content links", () => {
  it("accepts only http(s) URLs for the web view", () => {
    expect(isWebUrl("https://example.com/a")).toBe(true);
    expect(isWebUrl("http://example.com")).toBe(true);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
    expect(isWebUrl("mailto:support@example.com")).toBe(false);
    expect(isWebUrl("/pages/index/news")).toBe(false);
    expect(isWebUrl("")).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });

  it("sends app routes to the router and web URLs through the web view", () => {
    expect(linkTarget("/pages/index/activity")).toBe("/pages/index/activity");
    expect(linkTarget("#/pages/setting/security")).toBe("/pages/setting/security");
    expect(linkTarget("https://example.com/x?y=1", "Promo")).toBe(
      `${paths.webView}?url=https%3A%2F%2Fexample.com%2Fx%3Fy%3D1&title=Promo`,
    );
    expect(linkTarget("javascript:alert(1)")).toBeNull();
    expect(linkTarget("  ")).toBeNull();
    expect(linkTarget(null)).toBeNull();
  });

  it("builds article, web view and login paths", () => {
    expect(articlePath(7)).toBe("/pages/common/article?id=7");
    expect(webViewPath("https://a.b")).toBe("/pages/common/webView?url=https%3A%2F%2Fa.b");
    expect(loginPath("/pages/setting/real")).toBe("/pages/common/login?redirect=%2Fpages%2Fsetting%2Freal");
    expect(loginPath(paths.login)).toBe(paths.login);
    expect(marketDetailPath("BTC/USDT")).toBe("/pages/market/detail?symbol=BTC%2FUSDT");
  });
});
