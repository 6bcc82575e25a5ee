import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("configuration defaults that keep the server private", () => {
  it("listens on 127.0.0.1 and believes no forwarded address unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toEqual([]);
    expect(config.accountRateLimit).toBe(10);
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
  });

  it("reads TRUST_PROXY as a list of addresses, CIDRs and named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: " 10.0.0.5, 10.1.0.0/16 ,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses a TRUST_PROXY that would trust everyone or is mistyped, instead of guessing", () => {
    for (const bad of ["true", "*", "10.0.0.300", "10.0.0.0/33", "10.0.0.0/8/1", "proxy.local"])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
