import type { AccountKind, Exchange, Ledger, LedgerResult, SystemAccount } from "@bourse/engine";
import { Type } from "typebox";
import type { Answer } from "./command.ts";
import type { Core } from "./core.ts";

const USDT = 3;

/**
 * One ledger operation as a command, for the core's own tests and benchmarks: amounts in units as strings
 * (USDT unless a credit names its currency); a hold named `"@<n>"` is the n-th open hold (in the ledger's order, modulo their count), so
 * random sequences can refer to holds they opened.
 */
export type LedgerOp = (
  | { op: "credit"; user: number; amount: string; kind?: AccountKind; currency?: number }
  | { op: "transfer"; user: number; amount: string; from?: AccountKind; to?: AccountKind }
  | { op: "freeze"; user: number; amount: string; hold?: string; kind?: AccountKind }
  | { op: "post"; hold: string; to?: SystemAccount }
  | { op: "void"; hold: string }
  | {
      op: "exchange";
      open?: { id: string; user: number; amount: string }[];
      use?: { hold: string; amount: string }[];
      pay?: { account: string; amount: string }[];
      release?: string[];
    }
  | { op: "throw" }
) & {
  /** the journal's reference text */
  reference?: string;
  /** a value written into the table `probe_rows` in the entry's transaction, when the test created it */
  probe?: string;
};

/**
 * Registers the `test.ledger` handler on a core (`test.order` with `compact`: its entries that move value
 * only within a user's own buckets are order events); its reply lists the entry's postings.
 */
export function ledgerOps(core: Core, { compact = false }: { compact?: boolean } = {}) {
  const handler = core.register({
    kind: compact ? "test.order" : "test.ledger",
    compact,
    args: Type.Unsafe<LedgerOp>(Type.Object({ op: Type.String() })),
    run: (o, { ledger, entryId }) => {
      const result = applyLedgerOp(o, ledger, `h${entryId}`);
      if (!result.ok) return result;
      const probe = o.probe;
      return {
        ...result,
        userId: "user" in o ? o.user : null,
        ...(o.reference !== undefined ? { reference: o.reference } : {}),
        ...(probe !== undefined
          ? {
              write: async (q) => {
                await q.query("INSERT INTO probe_rows (value) VALUES ($1)", [probe]);
              },
            }
          : {}),
        reply: {
          postings: result.entry.postings.map((p): [string, string] => [p.account, String(p.amount)]),
        },
      };
    },
  });
  return (o: LedgerOp, idempotencyKey?: string): Promise<Answer<{ postings: [string, string][] }>> =>
    core.submit(handler, o, { system: "test" }, idempotencyKey);
}

/** Applies one operation to a ledger; a hold it opens without a name is called `named`. */
export function applyLedgerOp(o: LedgerOp, ledger: Ledger, named: string): LedgerResult {
  const pick = (hold: string) => {
    if (!hold.startsWith("@")) return hold;
    const open = ledger.openHolds();
    return open.length === 0 ? "none" : open[Number(hold.slice(1)) % open.length]!.id;
  };
  switch (o.op) {
    case "credit":
      return ledger.credit({
        user: o.user,
        kind: o.kind ?? "change",
        currency: o.currency ?? USDT,
        amount: BigInt(o.amount),
        from: "deposits",
        entryKind: "deposit",
      });
    case "transfer":
      return ledger.transfer({
        user: o.user,
        from: o.from ?? "change",
        to: o.to ?? "micro",
        currency: USDT,
        amount: BigInt(o.amount),
        fee: 0n,
      });
    case "freeze":
      return ledger.freeze({
        id: o.hold ?? named,
        user: o.user,
        kind: o.kind ?? "change",
        currency: USDT,
        amount: BigInt(o.amount),
        entryKind: "freeze",
      });
    case "post":
      return ledger.postHold({ id: pick(o.hold), to: o.to ?? "withdrawals", entryKind: "post" });
    case "void":
      return ledger.voidHold({ id: pick(o.hold), entryKind: "void" });
    case "exchange": {
      const x: Exchange = {
        entryKind: "exchange",
        ...(o.open
          ? {
              open: o.open.map((h) => ({
                ...h,
                kind: "change" as const,
                currency: USDT,
                amount: BigInt(h.amount),
              })),
            }
          : {}),
        ...(o.use ? { use: o.use.map((u) => ({ hold: u.hold, amount: BigInt(u.amount) })) } : {}),
        ...(o.pay
          ? { pay: o.pay.map((p) => ({ account: p.account, currency: USDT, amount: BigInt(p.amount) })) }
          : {}),
        ...(o.release ? { release: o.release } : {}),
      };
      return ledger.exchange(x);
    }
    case "throw":
      throw new Error("bug in a command");
  }
}
