import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, totpCodeAt, totpUri } from "./totp.ts";

// RFC 6238 appendix B: the ASCII key "12345678901234567890" (base32 below), 8 digits, SHA-1.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const vectors: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  it.each(vectors)("matches RFC 6238 at T=%i", async (seconds, code) => {
    const step = await checkTotp(RFC_SECRET, code, new Date(seconds * 1000), null, { digits: 8 });
    expect(step).toBe(Math.floor(seconds / 30));
  });

  it("refuses a code from two steps ago and a wrong code", async () => {
    expect(
      await checkTotp(RFC_SECRET, "94287082", new Date(59_000 + 60_000), null, { digits: 8 }),
    ).toBeUndefined();
    expect(await checkTotp(RFC_SECRET, "94287083", new Date(59_000), null, { digits: 8 })).toBeUndefined();
  });

  it("refuses a replay: the same step is accepted once", async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    const now = new Date("2026-03-01T12:00:10Z");
    const code = await totpCodeAt(secret, now);
    const step = await checkTotp(secret, code, now, null);
    expect(step).toBeTypeOf("number");
    expect(await checkTotp(secret, code, now, step ?? null)).toBeUndefined();
  });

  it("builds an otpauth URI for authenticator apps", () => {
    expect(totpUri("JBSWY3DPEHPK3PXP", "a@b.io")).toMatch(
      /^otpauth:\/\/totp\/Bourse:a%40b\.io\?secret=JBSWY3DPEHPK3PXP/,
    );
  });
});
