import {
  type AccountKey,
  type AccountKind,
  isUserAccount,
  type SystemAccount,
  systemAccount,
  TRANSFERABLE,
  userAccount,
} from "./accounts.ts";

/** One leg of a journal entry: `amount` (in the currency's smallest unit) added to `account`. */
export interface Posting {
  account: AccountKey;
  currency: number;
  amount: bigint;
}

/** Money set aside for a pending outcome (an order, a withdrawal, escrow): frozen until posted or voided. */
export interface Hold {
  id: string;
  user: number;
  kind: AccountKind;
  currency: number;
  amount: bigint;
}

/** What one command does: its postings, and the hold it opens or closes. */
export interface Entry {
  kind: string;
  postings: Posting[];
  openHold?: Hold;
  closeHold?: { id: string; state: "posted" | "voided" };
  /** Several holds at once (an order that trades against others): opened, partly used, closed. */
  holds?: HoldChanges;
}

export interface HoldChanges {
  opened: Hold[];
  /** amounts taken out of holds, in order; a hold's amount is what remains of it */
  used: { id: string; currency: number; amount: bigint }[];
  /** `posted` when nothing remained, `voided` when the remainder went back to available */
  closed: { id: string; state: "posted" | "voided" }[];
}

/** What an exchange of held money does (see `Ledger.exchange`). */
export interface Exchange {
  entryKind: string;
  /** new holds: available → frozen */
  open?: Hold[];
  /** money taken out of holds (frozen → the `pay` receivers) */
  use?: { hold: string; amount: bigint }[];
  /**
   * Receivers of the used money, and other movements between available buckets and venue accounts
   * (a negative amount pays out: the house paying a winner, a loss beyond the margin taken from the
   * user's available balance). Each currency's payments sum to what was used of it; never a frozen bucket.
   */
  pay?: Posting[];
  /** holds that end: their remainder (if any) goes back to available */
  release?: string[];
}

export type LedgerFailure = {
  ok: false;
  code:
    | "WALLET_INSUFFICIENT_BALANCE"
    | "WALLET_INVALID_AMOUNT"
    | "WALLET_SAME_ACCOUNT"
    | "GROWTH_EXPERIENCE_LOCKED"
    | "DEMO_BOUNDARY"
    | "HOLD_NOT_FOUND"
    | "HOLD_EXISTS";
};
export type LedgerResult = { ok: true; entry: Entry } | LedgerFailure;

const fail = (code: LedgerFailure["code"]): LedgerFailure => ({ ok: false, code });
const balanceKey = (account: AccountKey, currency: number) => `${account}|${currency}`;

/**
 * The pure double-entry ledger: balances and open holds in memory, and the commands that move money.
 * Each command either returns the entry it applied or a failure and leaves the state untouched.
 * Every entry's postings sum to zero per currency; no user bucket ever goes below zero.
 */
export class Ledger {
  private readonly balances = new Map<string, bigint>();
  private readonly holds = new Map<string, Hold>();
  /** the users whose accounts are in the demo namespace */
  private readonly demoUsers = new Set<number>();

  /**
   * Puts a user's accounts in the demo namespace (a demo account, from its creation on). From then on an
   * entry that touches them uses the venue's demo accounts (`s:<name>` becomes `s:demo:<name>`), and an
   * entry that would touch both namespaces is refused (`DEMO_BOUNDARY`): no value crosses between demo
   * and real money, whatever a command asks.
   */
  addDemoUser(user: number): void {
    this.demoUsers.add(user);
  }

  isDemoUser(user: number): boolean {
    return this.demoUsers.has(user);
  }

  balance(account: AccountKey, currency: number): bigint {
    return this.balances.get(balanceKey(account, currency)) ?? 0n;
  }

  hold(id: string): Hold | undefined {
    return this.holds.get(id);
  }

  /** Every non-zero balance, for checks and snapshots. */
  *entries(): Generator<{ account: AccountKey; currency: number; amount: bigint }> {
    for (const [key, amount] of this.balances) {
      const [account, currency] = key.split("|") as [string, string];
      yield { account, currency: Number(currency), amount };
    }
  }

  /** One user's non-zero balances, every account and bucket. */
  *balancesOf(user: number): Generator<{ account: AccountKey; currency: number; amount: bigint }> {
    const prefix = `u:${user}:`;
    for (const e of this.entries()) if (e.account.startsWith(prefix)) yield e;
  }

  openHolds(): Hold[] {
    return [...this.holds.values()];
  }

  /** Loads a persisted state (recovery); not a money movement. */
  restore(
    balances: Iterable<{ account: AccountKey; currency: number; amount: bigint }>,
    holds: Iterable<Hold>,
    demoUsers: Iterable<number> = [],
  ): void {
    this.balances.clear();
    this.holds.clear();
    this.demoUsers.clear();
    for (const u of demoUsers) this.demoUsers.add(u);
    for (const b of balances)
      if (b.amount !== 0n) this.balances.set(balanceKey(b.account, b.currency), b.amount);
    for (const h of holds) this.holds.set(h.id, h);
  }

  /** Money arriving from outside (an approved deposit, a bonus) into a user's available bucket. */
  credit(c: {
    user: number;
    kind: AccountKind;
    currency: number;
    amount: bigint;
    from: SystemAccount;
    entryKind: string;
  }): LedgerResult {
    if (c.amount <= 0n) return fail("WALLET_INVALID_AMOUNT");
    return this.apply({
      kind: c.entryKind,
      postings: [
        { account: systemAccount(c.from), currency: c.currency, amount: -c.amount },
        { account: userAccount(c.user, c.kind), currency: c.currency, amount: c.amount },
      ],
    });
  }

  /** Between two accounts of one user; the fee (≥ 0) goes to the venue's fee account. */
  transfer(c: {
    user: number;
    from: AccountKind;
    to: AccountKind;
    currency: number;
    amount: bigint;
    fee: bigint;
  }): LedgerResult {
    if (c.amount <= 0n || c.fee < 0n || c.fee >= c.amount) return fail("WALLET_INVALID_AMOUNT");
    if (c.from === c.to) return fail("WALLET_SAME_ACCOUNT");
    if (!TRANSFERABLE(c.from) || !TRANSFERABLE(c.to)) return fail("GROWTH_EXPERIENCE_LOCKED");
    const postings: Posting[] = [
      { account: userAccount(c.user, c.from), currency: c.currency, amount: -c.amount },
      { account: userAccount(c.user, c.to), currency: c.currency, amount: c.amount - c.fee },
    ];
    if (c.fee > 0n) postings.push({ account: systemAccount("fees"), currency: c.currency, amount: c.fee });
    return this.apply({ kind: "transfer", postings });
  }

  /** Moves `amount` from available to frozen under a new hold. */
  freeze(h: Hold & { entryKind: string }): LedgerResult {
    if (h.amount <= 0n) return fail("WALLET_INVALID_AMOUNT");
    if (this.holds.has(h.id)) return fail("HOLD_EXISTS");
    const { entryKind, ...hold } = h;
    return this.apply({
      kind: entryKind,
      postings: [
        { account: userAccount(h.user, h.kind), currency: h.currency, amount: -h.amount },
        { account: userAccount(h.user, h.kind, "frozen"), currency: h.currency, amount: h.amount },
      ],
      openHold: hold,
    });
  }

  /** The held money leaves the user: frozen → a venue account (a paid withdrawal, a filled order). */
  postHold(c: { id: string; to: SystemAccount; entryKind: string }): LedgerResult {
    const h = this.holds.get(c.id);
    if (!h) return fail("HOLD_NOT_FOUND");
    return this.apply({
      kind: c.entryKind,
      postings: [
        { account: userAccount(h.user, h.kind, "frozen"), currency: h.currency, amount: -h.amount },
        { account: systemAccount(c.to), currency: h.currency, amount: h.amount },
      ],
      closeHold: { id: c.id, state: "posted" },
    });
  }

  /** The held money goes back to available (a rejected withdrawal, a cancelled order). */
  voidHold(c: { id: string; entryKind: string }): LedgerResult {
    const h = this.holds.get(c.id);
    if (!h) return fail("HOLD_NOT_FOUND");
    return this.apply({
      kind: c.entryKind,
      postings: [
        { account: userAccount(h.user, h.kind, "frozen"), currency: h.currency, amount: -h.amount },
        { account: userAccount(h.user, h.kind), currency: h.currency, amount: h.amount },
      ],
      closeHold: { id: c.id, state: "voided" },
    });
  }

  /**
   * Several users' held money changing hands in one entry, as a trade does: holds open (available →
   * frozen), amounts are taken out of holds and paid to the receivers (each currency's payments equal
   * what was taken), and ending holds give their remainder back. Steps apply in that order, so one
   * entry can open a hold, use it and release it. Payments may go to a user's available bucket or a
   * venue account, never to a frozen bucket. Applied whole or not at all.
   */
  exchange(x: Exchange): LedgerResult {
    const remaining = new Map<string, Hold>();
    const holdOf = (id: string) => remaining.get(id) ?? this.holds.get(id);
    const postings: Posting[] = [];
    const changes: HoldChanges = { opened: [], used: [], closed: [] };
    for (const h of x.open ?? []) {
      if (h.amount <= 0n) return fail("WALLET_INVALID_AMOUNT");
      if (holdOf(h.id)) return fail("HOLD_EXISTS");
      remaining.set(h.id, { ...h });
      changes.opened.push({ ...h });
      postings.push(
        { account: userAccount(h.user, h.kind), currency: h.currency, amount: -h.amount },
        { account: userAccount(h.user, h.kind, "frozen"), currency: h.currency, amount: h.amount },
      );
    }
    for (const u of x.use ?? []) {
      const h = holdOf(u.hold);
      if (!h) return fail("HOLD_NOT_FOUND");
      if (u.amount <= 0n) return fail("WALLET_INVALID_AMOUNT");
      if (u.amount > h.amount) return fail("WALLET_INSUFFICIENT_BALANCE");
      remaining.set(h.id, { ...h, amount: h.amount - u.amount });
      changes.used.push({ id: h.id, currency: h.currency, amount: u.amount });
      postings.push({
        account: userAccount(h.user, h.kind, "frozen"),
        currency: h.currency,
        amount: -u.amount,
      });
    }
    for (const p of x.pay ?? []) {
      if (p.account.endsWith(":frozen")) return fail("WALLET_INVALID_AMOUNT");
      if (p.amount !== 0n) postings.push(p);
    }
    for (const id of x.release ?? []) {
      const h = holdOf(id);
      if (!h) return fail("HOLD_NOT_FOUND");
      remaining.delete(id);
      changes.closed.push({ id, state: h.amount > 0n ? "voided" : "posted" });
      if (h.amount > 0n)
        postings.push(
          { account: userAccount(h.user, h.kind, "frozen"), currency: h.currency, amount: -h.amount },
          { account: userAccount(h.user, h.kind), currency: h.currency, amount: h.amount },
        );
    }
    const sums = new Map<number, bigint>();
    for (const p of postings) sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
    for (const sum of sums.values()) if (sum !== 0n) return fail("WALLET_INVALID_AMOUNT");
    const closed = new Set(changes.closed.map((c) => c.id));
    const result = this.apply({ kind: x.entryKind, postings, holds: changes });
    if (result.ok) {
      for (const [id, h] of remaining) if (!closed.has(id)) this.holds.set(id, h);
      for (const id of closed) this.holds.delete(id);
    }
    return result;
  }

  /**
   * The entry in its namespace: one that touches demo users (or names a demo venue account) has its venue
   * accounts in the demo namespace; undefined when it would touch both namespaces.
   */
  private inNamespace(entry: Entry): Entry | undefined {
    let demo = false;
    let real = false;
    for (const p of entry.postings) {
      if (p.account.startsWith("s:demo:")) demo = true;
      else if (p.account.startsWith("u:")) {
        if (this.demoUsers.has(Number(p.account.slice(2, p.account.indexOf(":", 2))))) demo = true;
        else real = true;
      }
    }
    if (demo && real) return undefined;
    if (!demo) return entry;
    const postings = entry.postings.map((p) =>
      p.account.startsWith("s:") && !p.account.startsWith("s:demo:")
        ? { ...p, account: `s:demo:${p.account.slice(2)}` }
        : p,
    );
    return { ...entry, postings };
  }

  /** Checks an entry against the current state and applies it whole, or not at all. */
  private apply(given: Entry): LedgerResult {
    const entry = this.inNamespace(given);
    if (!entry) return fail("DEMO_BOUNDARY");
    const sums = new Map<number, bigint>();
    const next = new Map<string, bigint>();
    for (const p of entry.postings) {
      sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
      const key = balanceKey(p.account, p.currency);
      next.set(key, (next.get(key) ?? this.balances.get(key) ?? 0n) + p.amount);
    }
    for (const sum of sums.values()) if (sum !== 0n) throw new Error(`unbalanced entry ${entry.kind}`);
    for (const [key, amount] of next) {
      if (amount < 0n && isUserAccount(key)) return fail("WALLET_INSUFFICIENT_BALANCE");
    }
    for (const [key, amount] of next) {
      if (amount === 0n) this.balances.delete(key);
      else this.balances.set(key, amount);
    }
    if (entry.openHold) this.holds.set(entry.openHold.id, entry.openHold);
    if (entry.closeHold) this.holds.delete(entry.closeHold.id);
    return { ok: true, entry };
  }
}
