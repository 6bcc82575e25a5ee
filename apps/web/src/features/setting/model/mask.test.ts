import { describe, expect, it } from "vitest";
import { maskEmail, maskPhone } from "./mask";

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
