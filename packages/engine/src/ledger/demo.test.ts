import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AccountKind,
  demoSystemAccount,
  SYSTEM_ACCOUNTS,
  systemAccount,
  userAccount,
} from "./accounts.ts";
import { type Entry, Ledger } from "./ledger.ts";

const REAL = [1, 2];
const DEMO = [11, 12];
const CURRENCIES = [1, 3];
const KINDS: AccountKind[] = ["change", "lever", "micro"];

const isDemoKey = (account: string) =>
  account.startsWith("s:demo:") || (account.startsWith("u:") && DEMO.includes(Number(account.split(":")[1])));

const arbUser = fc.constantFrom(...REAL, ...DEMO);
const arbKind = fc.constantFrom(...KINDS);
const arbCurrency = fc.constantFrom(...CURRENCIES);
const arbAmount = fc.bigInt({ min: 1n, max: 1_000n });
const arbSystem = fc.constantFrom(...SYSTEM_ACCOUNTS);
/** A venue account as a command might name it: the real one, or (rarely) the demo one. */
const arbVenue = fc.oneof(
  { weight: 4, arbitrary: arbSystem.map(systemAccount) },
  { weight: 1, arbitrary: arbSystem.map(demoSystemAccount) },
);

const arbCommand = fc.oneof(
  fc.record({
    type: fc.constant("credit" as const),
    user: arbUser,
    kind: arbKind,
    currency: arbCurrency,
    amount: arbAmount,
  }),
  fc.record({
    type: fc.constant("transfer" as const),
    user: arbUser,
    from: arbKind,
    to: arbKind,
    currency: arbCurrency,
    amount: arbAmount,
  }),
  // a command that pays from one user (or venue account) to another, as a trade or a settlement would
  fc.record({
    type: fc.constant("pay" as const),
    from: fc.oneof(
      arbUser.map((u) => userAccount(u, "change")),
      arbVenue,
    ),
    to: fc.oneof(
      arbUser.map((u) => userAccount(u, "change")),
      arbVenue,
    ),
    currency: arbCurrency,
    amount: arbAmount,
  }),
  fc.record({
    type: fc.constant("hold" as const),
    id: fc.integer({ min: 1, max: 10 }),
    user: arbUser,
    currency: arbCurrency,
    amount: arbAmount,
    to: fc.oneof(
      arbUser.map((u) => userAccount(u, "lever")),
      arbVenue,
    ),
  }),
);
type Command = typeof arbCommand extends fc.Arbitrary<infer C> ? C : never;

function run(ledger: Ledger, c: Command) {
  switch (c.type) {
    case "credit":
      return ledger.credit({ ...c, from: "deposits", entryKind: "deposit" });
    case "transfer":
      return ledger.transfer({ ...c, fee: 0n });
    case "pay":
      return ledger.exchange({
        entryKind: "trade",
        pay: [
          { account: c.from, currency: c.currency, amount: -c.amount },
          { account: c.to, currency: c.currency, amount: c.amount },
        ],
      });
    case "hold":
      // open a hold and pay part of it away in one entry
      return ledger.exchange({
        entryKind: "order",
        open: [{ id: `h${c.id}`, user: c.user, kind: "change", currency: c.currency, amount: c.amount }],
        use: [{ hold: `h${c.id}`, amount: c.amount }],
        pay: [{ account: c.to, currency: c.currency, amount: c.amount }],
        release: [`h${c.id}`],
      });
  }
}

/** Every user starts with money in both namespaces' venue accounts able to pay it. */
function start() {
  const ledger = new Ledger();
  for (const u of DEMO) ledger.addDemoUser(u);
  for (const u of [...REAL, ...DEMO])
    for (const currency of CURRENCIES)
      ledger.credit({
        user: u,
        kind: "change",
        currency,
        amount: 10_000n,
        from: "deposits",
        entryKind: "deposit",
      });
  return ledger;
}

describe("demo and real namespaces", () => {
  it("never move value across the boundary, whatever mix of commands runs", () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 60 }), (commands) => {
        const ledger = start();
        const applied: Entry[] = [];
        for (const c of commands) {
          const result = run(ledger, c);
          if (result.ok) applied.push(result.entry);
        }
        // each entry is all demo or all real
        for (const e of applied) {
          const demo = e.postings.map((p) => isDemoKey(p.account));
          expect(new Set(demo).size, e.postings.map((p) => p.account).join(" ")).toBeLessThanOrEqual(1);
        }
        // and each namespace balances on its own, per currency
        const sums = new Map<string, bigint>();
        for (const { account, currency, amount } of ledger.entries()) {
          const key = `${isDemoKey(account) ? "demo" : "real"}:${currency}`;
          sums.set(key, (sums.get(key) ?? 0n) + amount);
        }
        for (const sum of sums.values()) expect(sum).toBe(0n);
      }),
      { numRuns: 300 },
    );
  });

  it("pays a demo user's venue side from the demo venue accounts, and refuses a mixed entry", () => {
    const ledger = start();
    expect(ledger.balance(demoSystemAccount("deposits"), 3)).toBe(-20_000n);
    expect(ledger.balance(systemAccount("deposits"), 3)).toBe(-20_000n);
    const win = ledger.exchange({
      entryKind: "seconds_settle",
      pay: [
        { account: systemAccount("house"), currency: 3, amount: -5n },
        { account: userAccount(11, "change"), currency: 3, amount: 5n },
      ],
    });
    expect(win.ok).toBe(true);
    expect(ledger.balance(demoSystemAccount("house"), 3)).toBe(-5n);
    expect(ledger.balance(systemAccount("house"), 3)).toBe(0n);
    const crossing = ledger.exchange({
      entryKind: "trade",
      pay: [
        { account: userAccount(11, "change"), currency: 3, amount: -5n },
        { account: userAccount(1, "change"), currency: 3, amount: 5n },
      ],
    });
    expect(crossing).toEqual({ ok: false, code: "DEMO_BOUNDARY" });
    expect(ledger.balance(userAccount(1, "change"), 3)).toBe(10_000n);
    // a real user paid from a demo venue account: refused too
    expect(
      ledger.exchange({
        entryKind: "trade",
        pay: [
          { account: demoSystemAccount("house"), currency: 3, amount: -5n },
          { account: userAccount(1, "change"), currency: 3, amount: 5n },
        ],
      }),
    ).toEqual({ ok: false, code: "DEMO_BOUNDARY" });
  });
});
