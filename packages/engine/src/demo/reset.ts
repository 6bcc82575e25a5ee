import { type AccountKey, parseAccountKey, systemAccount, userAccount } from "../ledger/accounts.ts";
import type { Posting } from "../ledger/ledger.ts";

/** A demo account starts with 100,000 virtual USDT in its spot wallet (PRODUCT-RULES "Growth"). */
export const DEMO_START_USDT = "100000";

/**
 * The postings that bring a demo account back to its start funds: every available balance it holds, in
 * every account and currency, goes back to the venue's house (the demo house, in the demo namespace), and
 * the start funds come out of it into the spot wallet. Frozen money is not touched: what is held by an
 * open order or position is released by closing it first (a reset refuses while anything is held).
 */
export function resetPostings(
  user: number,
  balances: Iterable<{ account: AccountKey; currency: number; amount: bigint }>,
  start: { currency: number; amount: bigint },
): Posting[] {
  const net = new Map<string, { account: AccountKey; currency: number; amount: bigint }>();
  const add = (account: AccountKey, currency: number, amount: bigint) => {
    const key = `${account}|${currency}`;
    const p = net.get(key) ?? { account, currency, amount: 0n };
    p.amount += amount;
    net.set(key, p);
  };
  for (const b of balances) {
    const owner = parseAccountKey(b.account);
    if (!owner || !("user" in owner) || owner.user !== user || owner.bucket !== "available") continue;
    add(b.account, b.currency, -b.amount);
    add(systemAccount("house"), b.currency, b.amount);
  }
  add(userAccount(user, "change"), start.currency, start.amount);
  add(systemAccount("house"), start.currency, -start.amount);
  return [...net.values()].filter((p) => p.amount !== 0n);
}
