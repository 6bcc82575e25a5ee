import { describe, expect, it } from "vitest";
import {
  checkAccount,
  checkCode,
  checkConfirm,
  checkNewPassword,
  checkPasswordGiven,
  isAccount,
} from "./validation";

describe("auth validation", () => {
  it("checks the account against its type", () => {
    expect(isAccount("email", "a@b.co")).toBe(true);
    expect(isAccount("mobile", "a@b.co")).toBe(false);
    expect(isAccount("mobile", "13800000000")).toBe(true);
  });
});

describe("auth checks", () => {
  it("names the failing rule", () => {
    expect(checkAccount("email", "")).toBe("auth.accountRequired");
    expect(checkAccount("email", "x@")).toBe("auth.emailInvalid");
    expect(checkAccount("mobile", "12")).toBe("auth.mobileInvalid");
    expect(checkAccount("mobile", "13800000000")).toBeNull();
    expect(checkNewPassword("short1")).toBeNull();
    expect(checkNewPassword("short")).toBe("auth.passwordRule");
    expect(checkConfirm("abc123", "abc124")).toBe("auth.passwordMismatch");
    expect(checkConfirm("abc123", "abc123")).toBeNull();
    expect(checkCode("12345")).toBe("auth.codeRule");
    expect(checkPasswordGiven("")).toBe("auth.passwordRequired");
  });
});
