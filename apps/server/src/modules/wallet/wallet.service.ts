import { ACCOUNT_KINDS, type AccountKind, userAccount } from "@bourse/engine";
import { add, fromUnits, mulRate, parse, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import {
  type CurrencyRow,
  currencies,
  currency,
  type LivePrice,
  plain,
  usdtPriceOf,
  usdtValue,
  userAmount,
} from "./currencies.ts";
import { transferCommand, WALLET_FIELDS, type WalletField } from "./wallet.commands.ts";

export { WALLET_FIELDS, type WalletField } from "./wallet.commands.ts";

async function setting(db: Db, key: string, fallback: string): Promise<string> {
  const [row] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
  return row?.value ?? fallback;
}

export function createWalletService(deps: {
  db: Db;
  core: Core;
  livePrice: LivePrice;
  /**
   * True while the user has contracts (its own, or copies) margined in the currency: funds then stay in
   * the lever (or copy) account.
   */
  leverBusy?: (userId: number, currencyId: number, account: "lever" | "copy") => boolean;
}) {
  const { db, core } = deps;
  const transfer = transferCommand(core, deps);
  const available = (user: number, kind: AccountKind, c: number) => core.balance(userAccount(user, kind), c);
  const frozen = (user: number, kind: AccountKind, c: number) =>
    core.balance(userAccount(user, kind, "frozen"), c);

  /** The four wallets in the shape legacy clients read (API-COMPAT.md), valued in USDT. */
  async function list(userId: number) {
    const all = await currencies(db, true);
    const wallets: Record<string, unknown> = {};
    for (const kind of WALLET_FIELDS) {
      let total = fromUnits(0n, 8);
      const balance = all.map((c) => {
        const a = available(userId, kind, c.id);
        const f = frozen(userId, kind, c.id);
        const price = usdtPriceOf(c, deps.livePrice);
        const value = usdtValue(a + f, c.decimals, price);
        total = add(total, mustParse(value));
        return {
          id: c.id,
          currency: c.id,
          currency_name: c.name,
          [`${kind}_balance`]: plain(a, c.decimals),
          [`lock_${kind}_balance`]: plain(f, c.decimals),
          usdt_price: price,
          usdt_value: value,
        };
      });
      wallets[`${kind}_wallet`] = { balance, totle: toPlainString(total), usdt_totle: toPlainString(total) };
    }
    return { ...wallets, ExRate: "1" };
  }

  /** What the user has available in every account and currency, valued in USDT (8 decimals, cut). */
  async function availableUsdt(userId: number): Promise<string> {
    const all = await currencies(db, true);
    let total = fromUnits(0n, 8);
    // experience funds are margin only, not the user's money to count
    for (const kind of ACCOUNT_KINDS.filter((k) => k !== "experience"))
      for (const c of all) {
        const a = available(userId, kind, c.id);
        if (a > 0n) total = add(total, mustParse(usdtValue(a, c.decimals, usdtPriceOf(c, deps.livePrice))));
      }
    return toPlainString(total);
  }

  /** One currency in one account: available, frozen and their USDT value. */
  async function detail(userId: number, currencyId: number, kind: WalletField) {
    const c = await currency(db, currencyId);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const a = available(userId, kind, c.id);
    const f = frozen(userId, kind, c.id);
    return success({
      currency: c.id,
      currency_name: c.name,
      type: kind,
      balance: plain(a, c.decimals),
      lock_balance: plain(f, c.decimals),
      usdt_price: usdtPriceOf(c, deps.livePrice),
      usdt_value: usdtValue(a + f, c.decimals, usdtPriceOf(c, deps.livePrice)),
    });
  }

  async function feeRate(): Promise<string> {
    return setting(db, "transfer_fee_rate", "0");
  }

  /** Between the user's own accounts, at once, never below zero; the fee rate is operator config. */
  async function transferFunds(
    userId: number,
    b: { currency_id: number; number: string; from_field: WalletField; to_field: WalletField },
  ): Promise<Outcome<{ amount: string; fee: string; entry_id: number }>> {
    if (b.from_field === b.to_field) return failure("WALLET_SAME_ACCOUNT");
    const c = await currency(db, b.currency_id);
    if (!c) return failure("WALLET_UNKNOWN_CURRENCY");
    const amount = userAmount(b.number, c.decimals);
    if (!amount.ok) return amount;
    const fee = mulRate(amount.value, await feeRate(), "down");
    const done = await core.submit(
      transfer,
      {
        currency: c.id,
        from: b.from_field,
        to: b.to_field,
        amount: String(amount.value.units),
        fee: String(fee.units),
      },
      { user: userId },
    );
    return done.ok ? success(done.reply) : done;
  }

  /**
   * The user's bills: every posting on their accounts, newest first, with the balance after it.
   * `kind` and `currencyId` narrow the list.
   */
  async function bills(
    userId: number,
    filter: { currencyId?: number; kind?: WalletField; entryKind?: string },
    page: number,
    limit: number,
  ) {
    const where = [
      "p.user_id = $1",
      "($2::int IS NULL OR p.currency_id = $2)",
      "($3::text IS NULL OR p.account LIKE $3)",
      "($4::text IS NULL OR e.kind = $4)",
    ].join(" AND ");
    const params = [
      userId,
      filter.currencyId ?? null,
      filter.kind ? `u:${userId}:${filter.kind}:%` : null,
      filter.entryKind ?? null,
    ];
    const rows = await db.query<{
      entry_id: number;
      kind: string;
      account: string;
      currency_id: number;
      currency_name: string;
      amount: string;
      balance_after: string;
      created_at: Date;
    }>(
      `SELECT p.entry_id, e.kind, p.account, p.currency_id, c.name AS currency_name, p.amount::text AS amount,
         p.balance_after::text AS balance_after, e.created_at
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN currencies c ON c.id = p.currency_id
       WHERE ${where} ORDER BY p.entry_id DESC, p.seq LIMIT $5 OFFSET $6`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE ${where}`,
      params,
    );
    const data = rows.map((r) => {
      const [, , account, bucket] = r.account.split(":");
      return {
        id: `${r.entry_id}:${r.account}`,
        entry_id: r.entry_id,
        type: r.kind,
        account: account ?? "",
        bucket: bucket ?? "",
        currency: r.currency_id,
        currency_name: r.currency_name,
        value: trimZeros(r.amount),
        balance_after: trimZeros(r.balance_after),
        created_at: r.created_at.toISOString(),
      };
    });
    return pageOf(data, count?.n ?? 0, page, limit);
  }

  return {
    list,
    availableUsdt,
    detail,
    feeRate,
    transfer: transferFunds,
    bills,
    available,
    frozen,
    usdtPrice: (c: CurrencyRow) => usdtPriceOf(c, deps.livePrice),
  };
}

function mustParse(text: string) {
  const parsed = parse(text, 8);
  if (!parsed.ok) throw new Error(`value ${text} out of range`);
  return parsed.value;
}

export const trimZeros = (text: string) => (text.includes(".") ? text.replace(/\.?0+$/, "") : text);

export type WalletService = ReturnType<typeof createWalletService>;
