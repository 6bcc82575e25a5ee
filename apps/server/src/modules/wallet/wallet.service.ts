import type { Bill, Posting, WalletDetail, WalletList } from "@bourse/contract";
import { ACCOUNT_KINDS, type AccountKind, userAccount } from "@bourse/engine";
import { add, fromUnits, mulRate, parse, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { readSetting } from "../../settings/settings.read.ts";
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
import { transferCommand, type WalletField } from "./wallet.commands.ts";

export { WALLET_FIELDS, type WalletField } from "./wallet.commands.ts";

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

  /** Every account of the user in the shape legacy clients read (API-COMPAT.md), valued in USDT. */
  async function list(userId: number): Promise<WalletList> {
    const all = await currencies(db, true);
    const account = <K extends WalletField>(kind: K) => {
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
          ...balanceFields(kind, plain(a, c.decimals), plain(f, c.decimals)),
          usdt_price: price,
          usdt_value: value,
        };
      });
      return { balance, totle: toPlainString(total), usdt_totle: toPlainString(total) };
    };
    return {
      legal_wallet: account("legal"),
      change_wallet: account("change"),
      lever_wallet: account("lever"),
      micro_wallet: account("micro"),
      financial_wallet: account("financial"),
      copy_wallet: account("copy"),
      ExRate: "1",
    };
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
    return success<WalletDetail>({
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
    return readSetting(db, "transfer_fee_rate");
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
   * Every posting on the user's accounts, newest first, with the balance after it (the console's view of
   * a user's bills). `kind` and `currencyId` narrow the list.
   */
  async function postings(
    userId: number,
    filter: { currencyId?: number; kind?: WalletField },
    page: number,
    limit: number,
  ) {
    const where = [
      "p.user_id = $1",
      "($2::int IS NULL OR p.currency_id = $2)",
      "($3::text IS NULL OR p.account LIKE $3)",
    ].join(" AND ");
    const params = [userId, filter.currencyId ?? null, filter.kind ? `u:${userId}:${filter.kind}:%` : null];
    const rows = await db.query<{
      entry_id: number;
      seq: number;
      kind: string;
      account: string;
      currency_id: number;
      currency_name: string;
      amount: string;
      balance_after: string;
      created_at: Date;
    }>(
      `SELECT p.entry_id, p.seq, e.kind, p.account, p.currency_id, c.name AS currency_name,
         p.amount::text AS amount, p.balance_after::text AS balance_after, e.created_at
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN currencies c ON c.id = p.currency_id
       WHERE ${where} ORDER BY p.entry_id DESC, p.seq LIMIT $4 OFFSET $5`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM postings p WHERE ${where}`,
      params,
    );
    const data = rows.map((r): Posting => {
      const [, , account, bucket] = r.account.split(":");
      return {
        id: `${r.entry_id}:${r.seq}`,
        entry_id: r.entry_id,
        seq: r.seq,
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

  /**
   * The user's bills, newest first: one line per journal entry, account and currency, its available and
   * frozen buckets together (`available`, `frozen`: each bucket's change; `value`, `bucket` and
   * `balance_after`: the available bucket's when it moved, else the frozen one's). A transfer between
   * the user's own accounts is one line per currency (`from_account` → `to_account`, `amount` sent,
   * `fee`), its `account` the one the filter names, else the source. `kind` (an account),
   * `currencyId` and `entryKind` narrow the list; a line's `id` is unique.
   */
  async function bills(
    userId: number,
    filter: { currencyId?: number; kind?: WalletField; entryKind?: string },
    page: number,
    limit: number,
  ) {
    const params = [
      userId,
      filter.currencyId ?? null,
      filter.kind ? `u:${userId}:${filter.kind}:%` : null,
      filter.entryKind ?? null,
    ];
    // a line: an entry's postings on one of the user's accounts in one currency (every account, for a transfer)
    const lines = `lines AS (
      SELECT p.entry_id, p.currency_id,
        CASE WHEN e.kind = 'transfer' THEN '' ELSE split_part(p.account, ':', 3) END AS line_account,
        min(p.seq) AS first_seq
      FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.user_id = $1 AND ($2::int IS NULL OR p.currency_id = $2)
        AND ($3::text IS NULL OR p.account LIKE $3) AND ($4::text IS NULL OR e.kind = $4)
      GROUP BY 1, 2, 3)`;
    const rows = await db.query<{
      entry_id: number;
      currency_id: number;
      line_account: string;
      kind: string;
      created_at: Date;
      currency_name: string;
      account: string;
      bucket: string;
      amount: string;
      balance_after: string;
      line_total: string;
    }>(
      `WITH ${lines}, shown AS (SELECT * FROM lines ORDER BY entry_id DESC, first_seq LIMIT $5 OFFSET $6)
       SELECT s.entry_id, s.currency_id, s.line_account, e.kind, e.created_at, c.name AS currency_name,
         split_part(p.account, ':', 3) AS account, split_part(p.account, ':', 4) AS bucket,
         sum(p.amount)::text AS amount,
         (array_agg(p.balance_after ORDER BY p.seq DESC))[1]::text AS balance_after,
         (sum(sum(p.amount)) OVER (PARTITION BY s.entry_id, s.currency_id, s.line_account))::text AS line_total
       FROM shown s
       JOIN postings p ON p.entry_id = s.entry_id AND p.currency_id = s.currency_id AND p.user_id = $1
         AND (s.line_account = '' OR split_part(p.account, ':', 3) = s.line_account)
       JOIN journal_entries e ON e.id = s.entry_id
       JOIN currencies c ON c.id = s.currency_id
       GROUP BY s.entry_id, s.currency_id, s.line_account, s.first_seq, e.kind, e.created_at, c.name, 7, 8
       ORDER BY s.entry_id DESC, s.first_seq, min(p.seq)`,
      [...params, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `WITH ${lines} SELECT count(*)::int AS n FROM lines`,
      params,
    );

    type Part = { account: string; bucket: string; amount: string; balance_after: string };
    const grouped = new Map<string, { head: (typeof rows)[number]; parts: Part[] }>();
    for (const r of rows) {
      const key = `${r.entry_id}:${r.line_account || "transfer"}:${r.currency_id}`;
      const line = grouped.get(key) ?? { head: r, parts: [] };
      line.parts.push({
        account: r.account,
        bucket: r.bucket,
        amount: r.amount,
        balance_after: r.balance_after,
      });
      grouped.set(key, line);
    }
    const data = [...grouped].map(([id, { head, parts }]): Bill => {
      const transfer = head.line_account === "";
      const from = transfer ? parts.find((x) => x.amount.startsWith("-")) : undefined;
      const to = transfer ? parts.find((x) => !x.amount.startsWith("-")) : undefined;
      // the account the line speaks for: its own, or of a transfer the filtered one, else the source
      const account = transfer ? (filter.kind ?? from?.account ?? "") : head.line_account;
      const of = (bucket: string) => parts.find((x) => x.account === account && x.bucket === bucket);
      const available = of("available");
      const frozen = of("frozen");
      const main = available && !isZero(available.amount) ? available : (frozen ?? available);
      return {
        id,
        entry_id: head.entry_id,
        type: head.kind,
        account,
        bucket: main?.bucket ?? "available",
        currency: head.currency_id,
        currency_name: head.currency_name,
        value: trimZeros(main?.amount ?? "0"),
        balance_after: trimZeros(main?.balance_after ?? "0"),
        created_at: head.created_at.toISOString(),
        available: trimZeros(available?.amount ?? "0"),
        frozen: trimZeros(frozen?.amount ?? "0"),
        frozen_after: frozen ? trimZeros(frozen.balance_after) : null,
        from_account: from?.account ?? null,
        to_account: to?.account ?? null,
        amount: from ? trimZeros(from.amount.slice(1)) : null,
        fee: transfer ? trimZeros(negate(head.line_total)) : null,
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
    postings,
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

const isZero = (text: string) => /^-?0*\.?0*$/.test(text);
const negate = (text: string) => (text.startsWith("-") ? text.slice(1) : isZero(text) ? text : `-${text}`);

/** `<kind>_balance` (available) and `lock_<kind>_balance` (frozen): the legacy names of an account's balances. */
export function balanceFields<K extends WalletField>(kind: K, available: string, frozen: string) {
  return { [`${kind}_balance`]: available, [`lock_${kind}_balance`]: frozen } as Record<
    `${K}_balance` | `lock_${K}_balance`,
    string
  >;
}

export const trimZeros = (text: string) => (text.includes(".") ? text.replace(/\.?0+$/, "") : text);

export type WalletService = ReturnType<typeof createWalletService>;
