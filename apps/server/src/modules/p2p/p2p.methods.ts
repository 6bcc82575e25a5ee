import { PAYMENT_METHOD_FIELDS } from "@bourse/contract";
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import type { Db } from "../../db/db.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";

/**
 * A user saves one set of details per payment method kind (`PAYMENT_METHOD_FIELDS`); the other party
 * of an open order sees the details of the kind the order uses, nobody else does.
 */
export type MethodKind = keyof typeof PAYMENT_METHOD_FIELDS;
export const isMethodKind = (k: string): k is MethodKind => Object.hasOwn(PAYMENT_METHOD_FIELDS, k);

const PATTERNS: Record<string, RegExp> = {
  swift_code: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  qr_code: /^\/uploads\/[A-Za-z0-9/_.-]{1,200}$/,
};
/** A domestic account number: 6 to 34 digits, spaces and dashes allowed between them. */
const ACCOUNT_DIGITS = /^[0-9][0-9 -]*[0-9]$/;
/** What starts like an IBAN (a country's two letters): checked as one. */
const IBAN_LIKE = /^\s*[A-Za-z]{2}/;

/** An IBAN in its electronic form (no spaces, upper case) when its country length and mod-97 checksum hold. */
function ibanOf(text: string): string | undefined {
  const iban = electronicFormatIBAN(text) ?? "";
  return isValidIBAN(iban) ? iban : undefined;
}

/**
 * One field's value as stored, or the failure that names what it should look like: an IBAN is checked by
 * its country's length and its mod-97 checksum; a bank account number is digits, or an IBAN.
 */
function checkField(field: string, value: string): { ok: true; value: string } | Failure {
  if (field === "iban") {
    const iban = ibanOf(value);
    return iban ? { ok: true, value: iban } : failure("P2P_IBAN", { field });
  }
  if (field === "account_number") {
    if (IBAN_LIKE.test(value)) {
      const iban = ibanOf(value);
      return iban ? { ok: true, value: iban } : failure("P2P_IBAN", { field });
    }
    const digits = value.replace(/\D/g, "").length;
    return ACCOUNT_DIGITS.test(value) && digits >= 6 && digits <= 34
      ? { ok: true, value }
      : failure("P2P_ACCOUNT_NUMBER", { field });
  }
  const normalized = field === "swift_code" ? value.replace(/\s+/g, "").toUpperCase() : value;
  const pattern = PATTERNS[field];
  // the request schema already refused control characters and over-long text
  if (pattern && !pattern.test(normalized)) return failure("REQUEST_INVALID_FIELD", { field });
  return { ok: true, value: normalized };
}

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
      const checked = checkField(field, value);
      if (!checked.ok) return checked;
      details[field] = checked.value;
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
