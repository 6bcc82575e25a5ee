import { createHash } from "node:crypto";
import { decimalToUnits } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";

/**
 * Where a project is in its life, as the writer keeps it: `open` until the allocation (subscriptions are
 * taken between start and end), `settled` once allocated (tokens held), `released` once the tokens are
 * available, `closed` when the operator called it off (every subscription refunded).
 */
export type Phase = "open" | "settled" | "released" | "closed";

/** A user's subscription to a project: its payment holds until the allocation, then its token hold. */
export interface LiveSubscription {
  id: number;
  userId: number;
  /** payment units frozen in all */
  amount: bigint;
  /** one hold per order, oldest first */
  holds: { id: string; amount: bigint }[];
  /** set by the allocation when tokens were allocated */
  tokenHold: string | null;
}

/** A project's money terms, in units: tokens of 10^-tokenScale, payments of 10^-payScale. */
export interface LiveProject {
  id: number;
  currencyId: number;
  token: string;
  tokenScale: number;
  payCurrencyId: number;
  payScale: number;
  /** payment units per whole token */
  priceUnits: bigint;
  /** token units for sale */
  supply: bigint;
  /** one user's total, in payment units */
  min: bigint;
  max: bigint;
  kycLevel: number;
  warmupAt: number;
  startAt: number;
  endAt: number;
  unlockAt: number;
  phase: Phase;
  /** by user: kept while the project is open or settled */
  subscriptions: Map<number, LiveSubscription>;
}

export interface IeoState {
  projects: Map<number, LiveProject>;
  /** names of the venue's currencies (a new token takes a free one) */
  currencyNames: Set<string>;
  ids: { project: number; currency: number; subscription: number; order: number };
}

/** A timestamp column as epoch milliseconds (text), the same from PGlite and PostgreSQL. */
const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;

/** Reads the projects and their live subscriptions (at start, and when the core rebuilds its memory). */
export async function loadIeo(q: Queryable): Promise<IeoState> {
  const projects = await q.query<{
    id: number;
    currency_id: number;
    token: string;
    token_scale: number;
    pay_currency_id: number;
    pay_scale: number;
    price: string;
    supply: string;
    min_amount: string;
    max_amount: string;
    kyc_level: number;
    warmup_at: string;
    start_at: string;
    end_at: string;
    unlock_at: string;
    phase: Phase;
  }>(
    `SELECT p.id, p.currency_id, t.name AS token, t.decimals AS token_scale, p.pay_currency_id, c.decimals AS pay_scale,
       p.price::text AS price, p.supply::text AS supply, p.min_amount::text AS min_amount,
       p.max_amount::text AS max_amount, p.kyc_level, ${ms("p.warmup_at")} AS warmup_at,
       ${ms("p.start_at")} AS start_at, ${ms("p.end_at")} AS end_at, ${ms("p.unlock_at")} AS unlock_at,
       CASE WHEN p.closed_entry IS NOT NULL THEN 'closed' WHEN p.released_entry IS NOT NULL THEN 'released'
         WHEN p.settled_entry IS NOT NULL THEN 'settled' ELSE 'open' END AS phase
     FROM ieo_projects p JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = p.pay_currency_id`,
  );
  const subscriptions = await q.query<{
    id: string;
    project_id: number;
    user_id: string;
    amount: string;
    token_hold: string | null;
    holds: { id: string; amount: string }[];
  }>(
    `SELECT s.id::text, s.project_id, s.user_id::text, s.amount::text AS amount, s.token_hold,
       coalesce((SELECT json_agg(json_build_object('id', o.hold_id, 'amount', o.amount::text) ORDER BY o.id)
         FROM ieo_orders o WHERE o.subscription_id = s.id), '[]') AS holds
     FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id
     WHERE p.closed_entry IS NULL AND p.released_entry IS NULL`,
  );
  const names = await q.query<{ name: string }>("SELECT name FROM currencies");
  const [max] = await q.query<{ project: number | null; currency: number | null; sub: string; ord: string }>(
    `SELECT (SELECT max(id) FROM ieo_projects) AS project, (SELECT max(id) FROM currencies) AS currency,
       coalesce((SELECT max(id) FROM ieo_subscriptions), 0)::text AS sub,
       coalesce((SELECT max(id) FROM ieo_orders), 0)::text AS ord`,
  );
  const state: IeoState = {
    projects: new Map(),
    currencyNames: new Set(names.map((n) => n.name)),
    ids: {
      project: max?.project ?? 0,
      currency: max?.currency ?? 0,
      subscription: Number(max?.sub ?? 0),
      order: Number(max?.ord ?? 0),
    },
  };
  for (const p of projects)
    state.projects.set(p.id, {
      id: p.id,
      currencyId: p.currency_id,
      token: p.token,
      tokenScale: p.token_scale,
      payCurrencyId: p.pay_currency_id,
      payScale: p.pay_scale,
      priceUnits: decimalToUnits(p.price, p.pay_scale),
      supply: decimalToUnits(p.supply, p.token_scale),
      min: decimalToUnits(p.min_amount, p.pay_scale),
      max: decimalToUnits(p.max_amount, p.pay_scale),
      kycLevel: p.kyc_level,
      warmupAt: Number(p.warmup_at),
      startAt: Number(p.start_at),
      endAt: Number(p.end_at),
      unlockAt: Number(p.unlock_at),
      phase: p.phase,
      subscriptions: new Map(),
    });
  for (const s of subscriptions) {
    const p = state.projects.get(s.project_id);
    if (!p) continue;
    p.subscriptions.set(Number(s.user_id), {
      id: Number(s.id),
      userId: Number(s.user_id),
      amount: decimalToUnits(s.amount, p.payScale),
      // the payment holds end with the allocation
      holds:
        p.phase === "open"
          ? s.holds.map((h) => ({ id: h.id, amount: decimalToUnits(h.amount, p.payScale) }))
          : [],
      tokenHold: s.token_hold,
    });
  }
  return state;
}

/** The published line of a user's subscription: sha256 of `<project>:<user>:<salt>`, in hex. */
export const hashedId = (project: number, user: number, salt: string) =>
  createHash("sha256").update(`${project}:${user}:${salt}`).digest("hex");

/** Where a project is for its users: by its windows, unless it was called off. */
export function stateOf(p: Pick<LiveProject, "phase" | "startAt" | "endAt">, now: number) {
  if (p.phase === "closed") return "closed" as const;
  if (now < p.startAt) return "warmup" as const;
  if (now < p.endAt && p.phase === "open") return "active" as const;
  return "finished" as const;
}
