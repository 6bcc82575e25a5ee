import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const bank = (account_number: string) => ({
  kind: "bank",
  account_name: "Ann Lee",
  account_number,
  bank_name: "First Bank",
});

describe("bank account numbers", () => {
  it("accepts digits or an IBAN whose mod-97 checksum holds, and says which format it expects", async () => {
    const token = await signUp(t, "iban@p2p.test");
    const save = (body: Record<string, string>) => t.form("/api/p2p/payment_methods", body, token);
    const mine = async () =>
      (await t.get("/api/p2p/payment_methods", token)).message.find(
        (m: { kind: string }) => m.kind === "bank",
      ).details.account_number;

    expect(await save(bank("6222 0000 1111"))).toMatchObject({ type: "ok" });
    expect(await mine()).toBe("6222 0000 1111");
    // an IBAN, written in groups and in lower case, is kept in its electronic form
    expect(await save(bank("gb82 west 1234 5698 7654 32"))).toMatchObject({ type: "ok" });
    expect(await mine()).toBe("GB82WEST12345698765432");
    expect(await save(bank("DE89370400440532013000"))).toMatchObject({ type: "ok" });

    // one digit off: the checksum fails
    const wrongSum = await save(bank("DE89370400440532013001"));
    expect(wrongSum).toMatchObject({ code: "P2P_IBAN", field: "account_number" });
    expect(wrongSum.message).toContain("IBAN");
    for (const bad of ["12345", "12ab34567", "1".repeat(35)]) {
      const refused = await save(bank(bad));
      expect(refused, bad).toMatchObject({ code: "P2P_ACCOUNT_NUMBER", field: "account_number" });
      expect(refused.message).toMatch(/digits.*IBAN/);
    }
    expect(await mine()).toBe("DE89370400440532013000");

    const intl = { kind: "intl_bank", account_name: "Ann Lee", swift_code: "DEUTDEFF", bank_name: "D" };
    expect(await save({ ...intl, iban: "DE89370400440532013001" })).toMatchObject({
      code: "P2P_IBAN",
      field: "iban",
    });
    expect(await save({ ...intl, iban: "de89 3704 0044 0532 0130 00" })).toMatchObject({ type: "ok" });
  });
});
