import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const lockedUntil = async (token: string): Promise<string | null> =>
  (await t.get("/api/user/info", token)).message.withdraw_locked_until;

async function setFundPassword(token: string, email: string, password: string) {
  expect(await t.form("/api/sms_mail", { scene: "security" }, token)).toMatchObject({ type: "ok" });
  const code = await latestCode(t, email);
  return t.form("/api/safe/update_password", { password, re_password: password, code }, token);
}

describe("fund password and withdrawals", () => {
  it("a first fund password leaves withdrawals open; changing it pauses them for 24 hours", async () => {
    const email = "first-fund@bourse.test";
    const token = await signUp(t, email);
    expect(await lockedUntil(token)).toBeNull();
    expect(await setFundPassword(token, email, "2580")).toMatchObject({ type: "ok" });
    expect(await lockedUntil(token)).toBeNull();
    t.clock.advance(61_000); // past the wait between two codes
    expect(await setFundPassword(token, email, "369258")).toMatchObject({ type: "ok" });
    const until = await lockedUntil(token);
    expect(until && new Date(until).getTime()).toBe(t.clock().getTime() + 24 * 3600_000);
  });
});
