import { describe, expect, it } from "vitest";
import { displayName, maskEmail, maskPhone } from "./mask";

describe("masking contacts", () => {
  it("keeps the start of an email's name and its domain", () => {
    expect(maskEmail("trader@example.com")).toBe("tr***@example.com");
    expect(maskEmail("a@b.co")).toBe("a***@b.co");
  });

  it("keeps the first three and last four digits of a phone", () => {
    expect(maskPhone("13800001234", "86")).toBe("+86 138****1234");
    expect(maskPhone("12345")).toBe("1****");
  });
});

describe("a user's display name", () => {
  const user = { nickname: null, account: "trader@example.com", phone: null, area_code: null };
  it("is the nickname when there is one", () => {
    expect(displayName({ ...user, nickname: "Trader88" })).toBe("Trader88");
  });
  it("is otherwise the sign-in email or phone, masked", () => {
    expect(displayName(user)).toBe("tr***@example.com");
    expect(displayName({ ...user, account: "+8613800001234", phone: "13800001234", area_code: "86" })).toBe(
      "+86 138****1234",
    );
  });
});
