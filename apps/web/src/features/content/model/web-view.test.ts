import { describe, expect, it } from "vitest";
import { webViewVerdict } from "./web-view";

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
