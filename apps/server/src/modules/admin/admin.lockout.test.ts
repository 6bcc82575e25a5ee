import { describe, expect, it } from "vitest";
import { addressKey } from "./admin.lockout.ts";

describe("the client a sign-in counts against", () => {
  it("is an IPv4 address, however written", () => {
    expect(addressKey("198.51.100.20")).toBe("198.51.100.20");
    expect(addressKey("::ffff:198.51.100.20")).toBe("198.51.100.20");
    expect(addressKey("::FFFF:198.51.100.20")).toBe("198.51.100.20");
  });

  it("is an IPv6 address's /64, however written", () => {
    for (const ip of [
      "2001:db8:5:6::1",
      "2001:0db8:0005:0006:ffff::9",
      "2001:DB8:5:6:1:2:3:4",
      "2001:db8:5:6::1%eth0",
    ])
      expect(addressKey(ip), ip).toBe("2001:db8:5:6::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8:5:7::1")).not.toBe(addressKey("2001:db8:5:6::1"));
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("1:2:3::192.0.2.1")).toBe("1:2:3:0::/64");
  });
});
