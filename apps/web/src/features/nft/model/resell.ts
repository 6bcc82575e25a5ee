import { isDecimal, isPositive } from "../../../ui/decimal";

/**
 * Listing an edition one holds (docs/nft-api.md "Resale", `resellNFT`): a fixed price or an auction
 * (start price and raise), from now or a later start, to an end. The times are typed in the phone's
 * local time (`<input type="datetime-local">`) and sent as unix seconds. The client checks what it can
 * (a positive price, a raise above 0, an end after the start and in the future); the server checks
 * the rest (a raise below the start price, an edition not already listed).
 */

export const resellPayTypes = ["normal", "auction"] as const;
export type ResellPayType = (typeof resellPayTypes)[number];

/** The end a new listing suggests: 7 days from now. */
export const DEFAULT_RESALE_DAYS = 7;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** A time as a datetime-local input's value ("2026-03-08T14:05"), in the phone's time zone. */
export function dateTimeInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as a time (ms), or null when it is not one. */
export function readDateTimeInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(y, mo - 1, d, h, mi, Number.isFinite(s) ? s : 0);
  // 2026-02-30 rolls over: not a real date
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) return null;
  return at.getTime();
}

/** The default end: `DEFAULT_RESALE_DAYS` days after `nowMs`, as an input's value. */
export const defaultEnd = (nowMs: number) => dateTimeInput(nowMs + DEFAULT_RESALE_DAYS * DAY_MS);

export interface ResellForm {
  payType: ResellPayType;
  price: string;
  perIncrease: string;
  /** empty: from now */
  start: string;
  end: string;
}

export type ResellField = "price" | "per_increase" | "start_time" | "end_time";
export type ResellProblem =
  | "priceRequired"
  | "priceInvalid"
  | "raiseRequired"
  | "raiseInvalid"
  | "timeInvalid"
  | "endBeforeStart"
  | "endPast";

/** The first thing wrong with the form, and the field it is about; null when it may be sent. */
export function resellProblem(
  form: ResellForm,
  nowMs: number,
): { field: ResellField; problem: ResellProblem } | null {
  const price = form.price.trim();
  if (price === "") return { field: "price", problem: "priceRequired" };
  if (!isDecimal(price) || !isPositive(price)) return { field: "price", problem: "priceInvalid" };
  if (form.payType === "auction") {
    const raise = form.perIncrease.trim();
    if (raise === "") return { field: "per_increase", problem: "raiseRequired" };
    if (!isDecimal(raise) || !isPositive(raise)) return { field: "per_increase", problem: "raiseInvalid" };
  }
  const start = form.start.trim() === "" ? null : readDateTimeInput(form.start);
  if (form.start.trim() !== "" && start === null) return { field: "start_time", problem: "timeInvalid" };
  const end = readDateTimeInput(form.end);
  if (end === null) return { field: "end_time", problem: "timeInvalid" };
  if (end <= (start ?? nowMs)) return { field: "end_time", problem: "endBeforeStart" };
  if (end <= nowMs) return { field: "end_time", problem: "endPast" };
  return null;
}

/** `resellNFT`'s fields for a form {@link resellProblem} passed: times in unix seconds, no start for now. */
export function resellParams(itemId: number, form: ResellForm): Record<string, string | number> {
  const params: Record<string, string | number> = {
    id: itemId,
    pay_type: form.payType,
    price: form.price.trim(),
    end_time: Math.floor((readDateTimeInput(form.end) ?? 0) / 1000),
  };
  if (form.payType === "auction") params.per_increase = form.perIncrease.trim();
  const start = form.start.trim() === "" ? null : readDateTimeInput(form.start);
  if (start !== null) params.start_time = Math.floor(start / 1000);
  return params;
}
