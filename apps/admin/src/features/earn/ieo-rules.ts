import type { IeoProject, IeoState } from "./api/ieo";

/**
 * How the console reads an IEO project's state and what an operator may still do with it; the
 * server (module `ieo`) stays the authority and refuses the rest, naming the field.
 */

/** A project's state as shown: a warm-up whose `warmup_at` is still ahead is only scheduled (not listed yet). */
export type IeoShownState = IeoState | "scheduled";

export function shownState(p: Pick<IeoProject, "status" | "warmup_at">, now: number): IeoShownState {
  return p.status === "warmup" && now < Date.parse(p.warmup_at) ? "scheduled" : p.status;
}

/** Whether subscriptions have opened (or the project is over): its terms are then fixed. */
export function subscriptionsOpened(p: Pick<IeoProject, "status" | "start_at">, now: number): boolean {
  return p.status !== "warmup" || now >= Date.parse(p.start_at);
}

/** What still changes once subscriptions have opened (IEO_PROJECT_STARTED otherwise). */
const PRESENTATION = new Set<string>(["name", "logo", "intro", "whitepaper_article_id"]);

/** Whether `field` of the project form is fixed: the token always after creation, the terms once opened. */
export function fieldFixed(
  p: Pick<IeoProject, "status" | "start_at"> | null,
  field: string,
  now: number,
): boolean {
  if (p === null) return false;
  if (field === "token" || field === "token_decimals") return true;
  return subscriptionsOpened(p, now) && !PRESENTATION.has(field);
}

/** A project may be called off until its allocation has run, unless it already was. */
export function mayCallOff(p: Pick<IeoProject, "status" | "settled">): boolean {
  return !p.settled && p.status !== "closed";
}
