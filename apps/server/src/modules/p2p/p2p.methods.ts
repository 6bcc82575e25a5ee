import { PAYMENT_METHOD_FIELDS } from "@bourse/contract";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

/**
 * A user saves one set of details per payment method kind (`PAYMENT_METHOD_FIELDS`); the other party
 * of an open order sees the details of the kind the order uses, nobody else does.
 */
export type MethodKind = keyof typeof PAYMENT_METHOD_FIELDS;
export const isMethodKind = (k: string): k is MethodKind => Object.hasOwn(PAYMENT_METHOD_FIELDS, k);

const PATTERNS: Record<string, RegExp> = {
  account_number: /^[0-9 -]{6,34}$/,
  iban: /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/,
  swift_code: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  qr_code: /^\/uploads\/[A-Za-z0-9/_.-]{1,200}$/,
};

export function createPaymentMethods(db: Db, clock: () => Date) {
  /** Saves (or replaces) the user's details for one kind, each field checked and named when wrong. */
  async function save(
    userId: number,
    kind: string,
    input: Record<string, unknown>,
  ): Promise<Outcome<{ kind: MethodKind }>> {
    if (!isMethodKind(kind)) return failure("REQUEST_INVALID_FIELD", { field: "kind" });
    const spec = PAYMENT_METHOD_FIELDS[kind];
    const details: Record<string, string> = {};
    for (const field of [...spec.required, ...spec.optional]) {
      const raw = input[field];
      const value = typeof raw === "string" ? raw.trim() : "";
      const required = (spec.required as readonly string[]).includes(field);
      if (value === "") {
        if (required) return failure("REQUEST_INVALID_FIELD", { field });
        continue;
      }
      const normalized =
        field === "iban" || field === "swift_code" ? value.replace(/\s+/g, "").toUpperCase() : value;
      const pattern = PATTERNS[field];
      // the request schema already refused control characters and over-long text
      if (pattern && !pattern.test(normalized)) return failure("REQUEST_INVALID_FIELD", { field });
      details[field] = normalized;
    }
    await db.query(
      `INSERT INTO p2p_payment_methods (user_id, kind, details, updated_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (user_id, kind) DO UPDATE SET details = EXCLUDED.details, updated_at = EXCLUDED.updated_at`,
      [userId, kind, JSON.stringify(details), clock()],
    );
    return success({ kind });
  }

  /** The user's own saved methods. */
  async function mine(userId: number) {
    return db.query<{ kind: MethodKind; details: Record<string, string> }>(
      "SELECT kind, details FROM p2p_payment_methods WHERE user_id = $1 ORDER BY kind",
      [userId],
    );
  }

  /** The kinds among `kinds` the user has no details for. */
  async function missing(userId: number, kinds: string[]): Promise<string[]> {
    const saved = new Set((await mine(userId)).map((m) => m.kind as string));
    return kinds.filter((k) => !saved.has(k));
  }

  /**
   * Where the buyer of an open order pays: the seller's details for the order's method, for the two
   * parties only and only while the order is open; null otherwise.
   */
  async function forOrder(viewer: number, orderId: number): Promise<Record<string, string> | null> {
    const [row] = await db.query<{ details: Record<string, string> }>(
      `SELECT pm.details FROM p2p_orders o
       JOIN p2p_payment_methods pm ON pm.user_id = o.seller_id AND pm.kind = o.method
       WHERE o.id = $1 AND (o.buyer_id = $2 OR o.seller_id = $2) AND o.status IN ('unpaid', 'paid', 'appeal')`,
      [orderId, viewer],
    );
    return row?.details ?? null;
  }

  return { save, mine, missing, forOrder };
}

export type PaymentMethods = ReturnType<typeof createPaymentMethods>;
