import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_KINDS,
  type AccountKind,
  isUserAccount,
  parseAccountKey,
  systemAccount,
  userAccount,
} from "./accounts.ts";
import { Ledger } from "./ledger.ts";

const USERS = [1, 2, 3];
const CURRENCIES = [1, 3];

/** The checker's invariants, over the pure state. */
function invariants(ledger: Ledger) {
  const sums = new Map<number, bigint>();
  const frozen = new Map<string, bigint>();
  for (const { account, currency, amount } of ledger.entries()) {
    sums.set(currency, (sums.get(currency) ?? 0n) + amount);
    if (isUserAccount(account)) expect(amount).toBeGreaterThanOrEqual(0n);
    const parsed = parseAccountKey(account);
    if (parsed && "bucket" in parsed && parsed.bucket === "frozen")
      frozen.set(`${parsed.user}:${parsed.kind}:${currency}`, amount);
  }
  for (const sum of sums.values()) expect(sum).toBe(0n);
  const held = new Map<string, bigint>();
  for (const h of ledger.openHolds()) {
    if (h.amount === 0n) continue; // used up, not yet closed
    const key = `${h.user}:${h.kind}:${h.currency}`;
    held.set(key, (held.get(key) ?? 0n) + h.amount);
  }
  expect(held).toEqual(frozen);
}

const arbUser = fc.constantFrom(...USERS);
const arbKind = fc.constantFrom<AccountKind>(...ACCOUNT_KINDS);
const arbCurrency = fc.constantFrom(...CURRENCIES);
const arbAmount = fc.bigInt({ min: -5n, max: 1_000_000n });

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
    fee: fc.bigInt({ min: 0n, max: 100n }),
  }),
  fc.record({
    type: fc.constant("freeze" as const),
    id: fc.integer({ min: 1, max: 20 }),
    user: arbUser,
    kind: arbKind,
    currency: arbCurrency,
    amount: arbAmount,
  }),
  fc.record({ type: fc.constant("post" as const), id: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ type: fc.constant("void" as const), id: fc.integer({ min: 1, max: 20 }) }),
);
type Command = typeof arbCommand extends fc.Arbitrary<infer C> ? C : never;

function run(ledger: Ledger, c: Command) {
  switch (c.type) {
    case "credit":
      return ledger.credit({ ...c, from: "deposits", entryKind: "deposit" });
    case "transfer":
      return ledger.transfer(c);
    case "freeze":
      return ledger.freeze({ ...c, id: `h${c.id}`, entryKind: "withdraw_request" });
    case "post":
      return ledger.postHold({ id: `h${c.id}`, to: "withdrawals", entryKind: "withdraw_paid" });
    case "void":
      return ledger.voidHold({ id: `h${c.id}`, entryKind: "withdraw_rejected" });
  }
}

describe("Ledger", () => {
  it("keeps every invariant through any sequence of commands", () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 80 }), (commands) => {
        const ledger = new Ledger();
        for (const c of commands) {
          const before = [...ledger.entries()];
          const result = run(ledger, c);
          // experience funds are margin only: no transfer moves money into or out of them
          if (c.type === "transfer" && (c.from === "experience" || c.to === "experience"))
            expect(result.ok).toBe(false);
          if (!result.ok) expect([...ledger.entries()]).toEqual(before);
          else for (const sums of sumByCurrency(result.entry.postings).values()) expect(sums).toBe(0n);
          invariants(ledger);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("replays to the same state", () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 60 }), (commands) => {
        const a = new Ledger();
        const b = new Ledger();
        for (const c of commands) run(a, c);
        for (const c of commands) run(b, c);
        expect([...a.entries()]).toEqual([...b.entries()]);
        expect(a.openHolds()).toEqual(b.openHolds());
      }),
    );
  });

  it("refuses to spend more than the available bucket, frozen money included", () => {
    const ledger = new Ledger();
    ledger.credit({
      user: 1,
      kind: "change",
      currency: 3,
      amount: 100n,
      from: "deposits",
      entryKind: "deposit",
    });
    expect(
      ledger.freeze({ id: "w1", user: 1, kind: "change", currency: 3, amount: 60n, entryKind: "w" }).ok,
    ).toBe(true);
    expect(
      ledger.transfer({ user: 1, from: "change", to: "micro", currency: 3, amount: 41n, fee: 0n }),
    ).toEqual({
      ok: false,
      code: "WALLET_INSUFFICIENT_BALANCE",
    });
    expect(
      ledger.transfer({ user: 1, from: "change", to: "micro", currency: 3, amount: 40n, fee: 1n }).ok,
    ).toBe(true);
    expect(ledger.balance(userAccount(1, "micro"), 3)).toBe(39n);
    expect(ledger.voidHold({ id: "w1", entryKind: "w" }).ok).toBe(true);
    expect(ledger.balance(userAccount(1, "change"), 3)).toBe(60n);
    expect(ledger.voidHold({ id: "w1", entryKind: "w" })).toEqual({ ok: false, code: "HOLD_NOT_FOUND" });
  });

  it("refuses zero, negative and fee-eating amounts and a transfer to the same account", () => {
    const ledger = new Ledger();
    expect(
      ledger.credit({ user: 1, kind: "change", currency: 3, amount: 0n, from: "deposits", entryKind: "d" })
        .ok,
    ).toBe(false);
    expect(
      ledger.transfer({ user: 1, from: "change", to: "change", currency: 3, amount: 5n, fee: 0n }),
    ).toMatchObject({ code: "WALLET_SAME_ACCOUNT" });
    expect(
      ledger.transfer({ user: 1, from: "change", to: "lever", currency: 3, amount: 5n, fee: 5n }),
    ).toMatchObject({ code: "WALLET_INVALID_AMOUNT" });
  });
});

function sumByCurrency(postings: { currency: number; amount: bigint }[]) {
  const sums = new Map<number, bigint>();
  for (const p of postings) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
  return sums;
}

describe("exchange of held money", () => {
  const BASE = 1;
  const QUOTE = 3;
  function funded() {
    const ledger = new Ledger();
    const ok = (r: ReturnType<Ledger["credit"]>) => expect(r.ok).toBe(true);
    ok(
      ledger.credit({
        user: 1,
        kind: "change",
        currency: QUOTE,
        amount: 1000n,
        from: "deposits",
        entryKind: "d",
      }),
    );
    ok(
      ledger.credit({
        user: 2,
        kind: "change",
        currency: BASE,
        amount: 50n,
        from: "deposits",
        entryKind: "d",
      }),
    );
    return ledger;
  }

  it("opens, uses in parts, pays the receivers and releases the rest, in one entry or several", () => {
    const ledger = funded();
    const sell = ledger.exchange({
      entryKind: "order",
      open: [{ id: "s", user: 2, kind: "change", currency: BASE, amount: 10n }],
    });
    expect(sell.ok).toBe(true);
    // a buyer takes 4 at 20: quote 80 to the seller less a fee of 1; base 4 to the buyer less 0
    const trade = ledger.exchange({
      entryKind: "trade",
      open: [{ id: "b", user: 1, kind: "change", currency: QUOTE, amount: 100n }],
      use: [
        { hold: "b", amount: 80n },
        { hold: "s", amount: 4n },
      ],
      pay: [
        { account: userAccount(2, "change"), currency: QUOTE, amount: 79n },
        { account: "s:fees", currency: QUOTE, amount: 1n },
        { account: userAccount(1, "change"), currency: BASE, amount: 4n },
      ],
      release: ["b"],
    });
    expect(trade.ok).toBe(true);
    expect(trade.ok && trade.entry.holds?.closed).toEqual([{ id: "b", state: "voided" }]);
    expect(ledger.balance(userAccount(1, "change"), QUOTE)).toBe(920n);
    expect(ledger.balance(userAccount(1, "change"), BASE)).toBe(4n);
    expect(ledger.balance(userAccount(2, "change"), QUOTE)).toBe(79n);
    expect(ledger.balance(userAccount(2, "change", "frozen"), BASE)).toBe(6n);
    expect(ledger.hold("s")?.amount).toBe(6n);
    expect(ledger.hold("b")).toBeUndefined();
    invariants(ledger);
  });

  it("lets a venue account pay out and a user's available balance pay in, never below zero", () => {
    const ledger = funded();
    const before = ledger.balance(userAccount(1, "change"), QUOTE);
    const win = ledger.exchange({
      entryKind: "w",
      pay: [
        { account: systemAccount("house"), currency: QUOTE, amount: -7n },
        { account: userAccount(1, "change"), currency: QUOTE, amount: 7n },
      ],
    });
    expect(win.ok).toBe(true);
    expect(ledger.balance(userAccount(1, "change"), QUOTE)).toBe(before + 7n);
    const overdrawn = ledger.exchange({
      entryKind: "l",
      pay: [
        { account: userAccount(1, "change"), currency: QUOTE, amount: -(before + 8n) },
        { account: systemAccount("house"), currency: QUOTE, amount: before + 8n },
      ],
    });
    expect(overdrawn).toEqual({ ok: false, code: "WALLET_INSUFFICIENT_BALANCE" });
    expect(ledger.balance(userAccount(1, "change"), QUOTE)).toBe(before + 7n);
    invariants(ledger);
  });

  it("refuses the whole entry when any part fails, and never pays into a frozen bucket", () => {
    const ledger = funded();
    ledger.exchange({
      entryKind: "o",
      open: [{ id: "s", user: 2, kind: "change", currency: BASE, amount: 10n }],
    });
    const before = [...ledger.entries()];
    const tooMuch = ledger.exchange({
      entryKind: "t",
      use: [{ hold: "s", amount: 11n }],
      pay: [{ account: userAccount(1, "change"), currency: BASE, amount: 11n }],
    });
    expect(tooMuch).toEqual({ ok: false, code: "WALLET_INSUFFICIENT_BALANCE" });
    const unbalanced = ledger.exchange({
      entryKind: "t",
      use: [{ hold: "s", amount: 5n }],
      pay: [{ account: userAccount(1, "change"), currency: BASE, amount: 4n }],
    });
    expect(unbalanced.ok).toBe(false);
    const intoFrozen = ledger.exchange({
      entryKind: "t",
      use: [{ hold: "s", amount: 5n }],
      pay: [{ account: userAccount(1, "change", "frozen"), currency: BASE, amount: 5n }],
    });
    expect(intoFrozen.ok).toBe(false);
    const overdrawn = ledger.exchange({
      entryKind: "t",
      open: [{ id: "b", user: 1, kind: "change", currency: QUOTE, amount: 1001n }],
    });
    expect(overdrawn.ok).toBe(false);
    expect([...ledger.entries()]).toEqual(before);
    expect(ledger.hold("s")?.amount).toBe(10n);
    invariants(ledger);
  });

  it("keeps every invariant through random trades between holds", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 50 }),
            qty: fc.integer({ min: 1, max: 20 }),
            fee: fc.integer({ min: 0, max: 3 }),
          }),
          { maxLength: 40 },
        ),
        (trades) => {
          const ledger = funded();
          ledger.exchange({
            entryKind: "o",
            open: [{ id: "s", user: 2, kind: "change", currency: BASE, amount: 50n }],
          });
          for (const [i, t] of trades.entries()) {
            const quote = BigInt(t.price * t.qty);
            const fee = BigInt(Math.min(t.fee, t.price * t.qty));
            ledger.exchange({
              entryKind: "trade",
              open: [{ id: `b${i}`, user: 1, kind: "change", currency: QUOTE, amount: quote + 5n }],
              use: [
                { hold: `b${i}`, amount: quote },
                { hold: "s", amount: BigInt(t.qty) },
              ],
              pay: [
                { account: userAccount(2, "change"), currency: QUOTE, amount: quote - fee },
                { account: "s:fees", currency: QUOTE, amount: fee },
                { account: userAccount(1, "change"), currency: BASE, amount: BigInt(t.qty) },
              ],
              release: [`b${i}`],
            });
            invariants(ledger);
          }
          const base = [...ledger.entries()]
            .filter((e) => e.currency === BASE)
            .reduce((a, e) => a + e.amount, 0n);
          expect(base).toBe(0n);
        },
      ),
    );
  });
});
