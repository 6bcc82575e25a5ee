import { describe, expect, it } from "vitest";
import {
  articlePath,
  isWebUrl,
  linkTarget,
  loginPath,
  marketDetailPath,
  paths,
  webViewPath,
  webViewVerdict,
} from "./paths";

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

describe("the web view", () => {
  const origin = "https://bourse.example";
  const verdict = (url: string | null, hosts: string[] = []) => webViewVerdict(url, hosts, origin);

  it("opens this site's pages, relative or absolute", () => {
    expect(verdict("/api/ticks?symbol=BTC/USDT")).toEqual({
      kind: "open",
      href: "https://bourse.example/api/ticks?symbol=BTC/USDT",
    });
    expect(verdict("https://bourse.example/api/seconds/abc/proof").kind).toBe("open");
  });

  it("opens https pages of allowed hosts only", () => {
    expect(verdict("https://help.example.com/a", ["help.example.com"])).toEqual({
      kind: "open",
      href: "https://help.example.com/a",
    });
    expect(verdict("https://HELP.example.com/a", ["help.example.com"]).kind).toBe("open");
    expect(verdict("http://help.example.com/a", ["help.example.com"]).kind).toBe("offsite");
    expect(verdict("https://evil.help.example.com/", ["help.example.com"]).kind).toBe("offsite");
    expect(verdict("https://help.example.com.evil.net/", ["help.example.com"]).kind).toBe("offsite");
    expect(verdict("https://user@help.example.com/", ["help.example.com"]).kind).toBe("offsite");
  });

  it("refuses other sites, however they are written", () => {
    for (const url of [
      "https://evil.example/login",
      "//evil.example/login",
      "/\\evil.example/login",
      "https://bourse.example.evil.example/",
      "http://bourse.example/",
      "https://bourse.example:8443/",
    ])
      expect(verdict(url).kind, url).toBe("offsite");
    expect(verdict("//evil.example/x")).toEqual({ kind: "offsite", href: "https://evil.example/x" });
  });

  it("treats other schemes and empty values as bad links", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,x", "mailto:a@b.c", "", "  ", null])
      expect(verdict(url).kind, String(url)).toBe("invalid");
  });
});
