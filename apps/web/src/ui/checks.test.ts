import { describe, expect, it } from "vitest";
import {
  isAntiPhishingCode,
  isEmail,
  isGoogleCode,
  isMobile,
  isNickname,
  isPayPassword,
  isSignature,
  isValidCode,
  isValidPassword,
} from "./checks";

describe("shared form checks", () => {
  it("requires a letter and a digit in 6–64 characters of password", () => {
    expect(isValidPassword("abc123")).toBe(true);
    expect(isValidPassword("abcdefgh")).toBe(false);
    expect(isValidPassword("12345678")).toBe(false);
    expect(isValidPassword(`a1${"x".repeat(62)}`)).toBe(true);
    expect(isValidPassword(`a1${"x".repeat(63)}`)).toBe(false);
  });

  it("requires exactly 6 characters of code, and 6 digits of authenticator code", () => {
    expect(isValidCode("123456")).toBe(true);
    expect(isValidCode("12345")).toBe(false);
    expect(isValidCode("1234567")).toBe(false);
    expect(isGoogleCode("012345")).toBe(true);
    expect(isGoogleCode("01234a")).toBe(false);
  });

  it("checks email and mobile numbers", () => {
    expect(isEmail("trader@example.com")).toBe(true);
    expect(isEmail("trader@example")).toBe(false);
    expect(isMobile("13800000000")).toBe(true);
    expect(isMobile("12ab")).toBe(false);
  });

  it("checks nickname (2–10) and signature (2–30) as spec §5 says", () => {
    expect(isNickname("小明")).toBe(true);
    expect(isNickname("Trader88")).toBe(true);
    expect(isNickname("a")).toBe(false);
    expect(isNickname("a b")).toBe(false);
    expect(isNickname("x".repeat(11))).toBe(false);
    expect(isSignature("Long only")).toBe(true);
    expect(isSignature("a  b")).toBe(false);
    expect(isSignature("x".repeat(31))).toBe(false);
    expect(isSignature("hi!")).toBe(false);
  });

  it("checks the fund password and the anti-phishing code", () => {
    expect(isPayPassword("1234")).toBe(true);
    expect(isPayPassword("123")).toBe(false);
    expect(isPayPassword("1234567890123")).toBe(false);
    expect(isPayPassword("12a4")).toBe(false);
    expect(isAntiPhishingCode("Blue42")).toBe(true);
    expect(isAntiPhishingCode("abc")).toBe(false);
    expect(isAntiPhishingCode("abc-12")).toBe(false);
  });
});
