import { LEDGER_ENTRY_KINDS } from "@bourse/contract/ledger-kinds";
import { describe, expect, it } from "vitest";
import { languages } from "../../../i18n/languages";
import { billKindKey } from "./bill-kinds";

const wallets = import.meta.glob<{ default: { wallet: { billType: Record<string, string> } } }>(
  "../../../i18n/locales/*/wallet.ts",
  { eager: true },
);

describe("bill kinds", () => {
  for (const { code } of languages) {
    it(`${code} names every kind of entry, each differently and none "Other"`, () => {
      const names = wallets[`../../../i18n/locales/${code}/wallet.ts`]?.default.wallet.billType ?? {};
      const shown = LEDGER_ENTRY_KINDS.map((k) => names[billKindKey(k).replace("wallet.billType.", "")]);
      expect(shown.filter((n) => !n || n === names.other)).toEqual([]);
      expect(new Set(shown).size).toBe(LEDGER_ENTRY_KINDS.length);
    });
  }

  it("reads an unknown kind, or an inherited property name, as Other", () => {
    expect(billKindKey("lever_open")).toBe("wallet.billType.leverOpen");
    expect(billKindKey("staking_reward")).toBe("wallet.billType.other");
    expect(billKindKey("toString")).toBe("wallet.billType.other");
  });
});
