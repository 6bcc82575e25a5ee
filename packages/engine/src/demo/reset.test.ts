import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AccountKind,
  demoSystemAccount,
  SYSTEM_ACCOUNTS,
  systemAccount,
  userAccount,
} from "../ledger/accounts.ts";
import { Ledger } from "../ledger/ledger.ts";
import { resetPostings } from "./reset.ts";

const DEMO = 7;
const OTHER = 8;
const USDT = 3;
const START = 100_000_000_000n;
const KINDS: AccountKind[] = ["change", "lever", "micro", "legal"];

const arbBalance = fc.record({
  user: fc.constantFrom(DEMO, OTHER),
  kind: fc.constantFrom(...KINDS),
  currency: fc.constantFrom(1, 2, USDT),
  amount: fc.bigInt({ min: 1n, max: 10n ** 15n }),
});

/** The naive reference: after a reset the demo account holds exactly the start funds, nothing else. */
function expected(start: bigint) {
  return [{ account: userAccount(DEMO, "change"), currency: USDT, amount: start }];
}

describe("demo reset", () => {
  it("leaves exactly the start funds, touches no one else, and keeps every entry balanced", () => {
    fc.assert(
      fc.property(fc.array(arbBalance, { maxLength: 20 }), (credits) => {
        const ledger = new Ledger();
        ledger.addDemoUser(DEMO);
        for (const c of credits) {
          const r = ledger.credit({ ...c, from: "house", entryKind: "deposit" });
          expect(r.ok).toBe(true);
        }
        const others = [...ledger.balancesOf(OTHER)];
        const postings = resetPostings(DEMO, ledger.balancesOf(DEMO), { currency: USDT, amount: START });
        const sums = new Map<number, bigint>();
        for (const p of postings) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
        for (const sum of sums.values()) expect(sum).toBe(0n);
        const applied = ledger.exchange({ entryKind: "demo_reset", pay: postings });
        expect(applied.ok).toBe(true);
        expect([...ledger.balancesOf(DEMO)]).toEqual(expected(START));
        expect([...ledger.balancesOf(OTHER)]).toEqual(others);
        // the demo house paid what it paid: real venue accounts never moved for the demo account
        for (const name of SYSTEM_ACCOUNTS)
          for (const currency of [1, 2, USDT]) {
            const real = credits
              .filter((c) => c.user === OTHER && c.currency === currency && name === "house")
              .reduce((s, c) => s - c.amount, 0n);
            expect(ledger.balance(systemAccount(name), currency)).toBe(real);
          }
        expect(ledger.balance(demoSystemAccount("house"), USDT)).toBe(-START);
      }),
    );
  });

  it("a second reset in a row changes nothing", () => {
    const ledger = new Ledger();
    ledger.addDemoUser(DEMO);
    const start = { currency: USDT, amount: START };
    expect(ledger.exchange({ entryKind: "demo_reset", pay: resetPostings(DEMO, [], start) }).ok).toBe(true);
    expect(resetPostings(DEMO, ledger.balancesOf(DEMO), start)).toEqual([]);
  });

  it("leaves frozen money alone", () => {
    const frozen = [{ account: userAccount(DEMO, "change", "frozen"), currency: USDT, amount: 5n }];
    expect(resetPostings(DEMO, frozen, { currency: USDT, amount: START })).toEqual([
      { account: userAccount(DEMO, "change"), currency: USDT, amount: START },
      { account: systemAccount("house"), currency: USDT, amount: -START },
    ]);
  });
});
