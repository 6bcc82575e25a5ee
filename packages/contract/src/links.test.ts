import { describe, expect, it } from "vitest";
import { isHttpsUrl, parseHostList } from "./links.ts";

describe("isHttpsUrl", () => {
  it("accepts absolute https URLs with a host", () => {
    for (const url of ["https://example.com", "https://example.com/app.apk?v=2#x", "HTTPS://Example.com/"])
      expect(isHttpsUrl(url), url).toBe(true);
  });

  it("refuses relative, protocol-relative, other schemes and tricks", () => {
    for (const url of [
      "",
      "/h5/",
      "//example.com/app",
      "http://example.com",
      "javascript:alert(1)",
      "javascript://example.com/%0aalert(1)",
      "data:text/html,x",
      "https:example.com",
      "https:/example.com",
      "https://",
      "https://user:pw@example.com",
      "https://example.com\\@evil.com",
      " https://example.com",
      "https://exa mple.com",
      null,
      undefined,
    ])
      expect(isHttpsUrl(url), String(url)).toBe(false);
  });
});

describe("parseHostList", () => {
  it("normalizes a comma-separated list of host names", () => {
    expect(parseHostList("")).toEqual([]);
    expect(parseHostList(" Help.Example.com, promo.example.com,,help.example.com ")).toEqual([
      "help.example.com",
      "promo.example.com",
    ]);
    expect(parseHostList("localhost, 10.0.0.2")).toEqual(["localhost", "10.0.0.2"]);
  });

  it("refuses anything but bare host names", () => {
    for (const value of [
      "https://example.com",
      "example.com/x",
      "example.com:443",
      "*.example.com",
      "-bad.com",
      "a b.com",
      "ok.com, bad_host.com",
    ])
      expect(parseHostList(value), value).toBeNull();
  });
});
