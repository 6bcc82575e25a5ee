import { type HoldChanges, type Ledger, parseAccountKey } from "@bourse/engine";
import type { Queryable } from "../db/db.ts";
import type { Accepted, Command, RowsFor } from "./command.ts";
import { feeWriter } from "./fees.ts";
import { entryHash, type JournalRecord } from "./journal.ts";
import { type Scales, scaleOf, unitsToDecimal } from "./units.ts";

/**
 * The core's execution step, from an accepted command to its journal record: postings and holds in
 * decimal text at each currency's scale, the balances after, the entry's hash, the rows its handler
 * writes, and who paid which trading fee.
 */
export function createRecords({
  ledger,
  scales,
  compactKinds,
}: {
  ledger: Ledger;
  scales: Scales;
  /** the kinds whose entries may be order events (see `Handler.compact`) */
  compactKinds: ReadonlySet<string>;
}) {
  const decimal = (amount: bigint, currency: number) => unitsToDecimal(amount, scaleOf(scales, currency));

  /** The journal record of an accepted command: an order event when its handler says so and it moves no value. */
  function recordOf(command: Command, result: Accepted<unknown>, id: number, createdAt: Date): JournalRecord {
    const { caller } = command;
    const compact =
      compactKinds.has(command.kind) &&
      !result.write &&
      !result.fees?.some((f) => f.amount > 0n) &&
      ownBucketsOnly(result.entry.postings);
    const base = {
      id,
      kind: result.entry.kind,
      reference: result.reference ?? null,
      idempotencyKey: command.idempotencyKey ?? null,
      userId: result.userId !== undefined ? result.userId : "user" in caller ? caller.user : null,
      createdAt,
      prevHash: "",
      scheme: 3 as const,
      command: { kind: command.kind, args: command.args, caller },
      postings: result.entry.postings.map((p) => ({
        account: p.account,
        currency: p.currency,
        amount: decimal(p.amount, p.currency),
        balanceAfter: decimal(ledger.balance(p.account, p.currency), p.currency),
      })),
    };
    const hash = entryHash(base);
    const hold = result.entry.openHold;
    const write = result.write;
    return {
      ...base,
      hash,
      ...(compact ? { compact } : {}),
      ...(result.reply !== undefined ? { reply: result.reply } : {}),
      ...(hold ? { openHold: { ...hold, amount: decimal(hold.amount, hold.currency) } } : {}),
      ...(result.entry.closeHold ? { closeHold: result.entry.closeHold } : {}),
      ...(result.entry.holds ? { holds: holdsRecord(result.entry.holds) } : {}),
      ...(write ? { write: (q: Queryable) => write(q, id) } : {}),
      ...(result.rows || result.fees?.length ? { rows: rowsWithFees(result, id) } : {}),
    };
  }

  /**
   * The command's own rows and, when it charged trading fees, who paid them (`fee_payments`). Demo money's
   * fees are not the venue's: they earn no rebates and are not recorded.
   */
  function rowsWithFees(result: Accepted<unknown>, entryId: number): RowsFor[] {
    const fees = (result.fees ?? []).filter((f) => f.amount > 0n && !ledger.isDemoUser(f.payer));
    if (fees.length === 0) return result.rows ?? [];
    const rows = fees.map((f, seq) => ({
      entry_id: entryId,
      seq,
      payer_id: f.payer,
      currency_id: f.currency,
      amount: decimal(f.amount, f.currency),
      product: f.product,
    }));
    return [...(result.rows ?? []), { writer: feeWriter, rows }];
  }

  function holdsRecord(changes: HoldChanges): NonNullable<JournalRecord["holds"]> {
    return {
      opened: changes.opened.map((h) => ({ ...h, amount: decimal(h.amount, h.currency) })),
      used: changes.used.map((u) => ({ id: u.id, amount: decimal(u.amount, u.currency) })),
      closed: changes.closed,
    };
  }

  return { recordOf };
}

/** Whether an entry only moves value between its users' own available and frozen buckets. */
function ownBucketsOnly(postings: readonly { account: string; currency: number; amount: bigint }[]): boolean {
  const sums = new Map<string, bigint>();
  for (const p of postings) {
    const owner = parseAccountKey(p.account);
    if (!owner || !("user" in owner)) return false;
    const key = `${owner.user}|${owner.kind}|${p.currency}`;
    sums.set(key, (sums.get(key) ?? 0n) + p.amount);
  }
  for (const sum of sums.values()) if (sum !== 0n) return false;
  return true;
}

/** What one column of `NUMERIC(38, 18)` holds: at most 20 digits before the point. */
const MAX_INTEGER_DIGITS = 20;
const fitsNumeric = (decimal: string) =>
  decimal.replace(/^-/, "").split(".")[0]!.length <= MAX_INTEGER_DIGITS;
const fitsText = (text: string | null) => text === null || (text.length <= 1000 && !text.includes("\u0000"));

/** Why the journal's own columns could not hold a record, or undefined when they can. */
export function unstorable(r: JournalRecord): string | undefined {
  if (!fitsText(r.kind) || !fitsText(r.reference) || !fitsText(r.idempotencyKey))
    return "journal text out of bounds";
  for (const p of r.postings)
    if (!fitsNumeric(p.amount) || !fitsNumeric(p.balanceAfter)) return "amount out of NUMERIC(38,18)";
  const holds = [...(r.openHold ? [r.openHold] : []), ...(r.holds?.opened ?? []), ...(r.holds?.used ?? [])];
  if (holds.some((h) => !fitsNumeric(h.amount))) return "hold amount out of NUMERIC(38,18)";
  return undefined;
}
