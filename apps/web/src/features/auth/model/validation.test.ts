import { describe, expect, it } from "vitest";
import {
  checkAccount,
  checkCode,
  checkConfirm,
  checkNewPassword,
  checkPasswordGiven,
  isAccount,
  isEmail,
  isMobile,
  isValidCode,
  isValidPassword,
} from "./validation";

describe("auth validation", () => {
  it("requires 6-64 characters with a letter and a digit", () => {
    expect(isValidPassword("abc123")).toBe(true);
    expect(isValidPassword("abc12")).toBe(false);
    expect(isValidPassword("abcdefgh")).toBe(false);
    expect(isValidPassword("12345678")).toBe(false);
    expect(isValidPassword(`a1${"x".repeat(62)}`)).toBe(true);
    expect(isValidPassword(`a1${"x".repeat(63)}`)).toBe(false);
  });

  it("requires exactly 6 characters of code", () => {
    expect(isValidCode("123456")).toBe(true);
    expect(isValidCode("12345")).toBe(false);
    expect(isValidCode("1234567")).toBe(false);
  });

  it("checks email and mobile accounts", () => {
    expect(isEmail("trader@example.com")).toBe(true);
    expect(isEmail("trader@example")).toBe(false);
    expect(isMobile("13800000000")).toBe(true);
    expect(isMobile("12ab")).toBe(false);
    expect(isAccount("email", "a@b.co")).toBe(true);
    expect(isAccount("mobile", "a@b.co")).toBe(false);
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
