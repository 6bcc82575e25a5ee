import { type Amount, fromUnits, mul, parse, toPlainString } from "@bourse/money";
import type { Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

export interface CurrencyRow {
  id: number;
  name: string;
  decimals: number;
  reference_price: string;
}

/** A currency's last index price in USDT, when the feed has one. */
export type LivePrice = (currencyName: string) => string | undefined;

/** What one unit is worth in USDT: 1 for USDT, else the index price, else the operator's reference price. */
export function usdtPriceOf(c: CurrencyRow, live: LivePrice): string {
  if (c.name === "USDT") return "1";
  return live(c.name) ?? c.reference_price.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");
}

export interface NetworkRow {
  id: number;
  currency_id: number;
  name: string;
  deposit_address: string;
  deposit_min: string;
  withdraw_min: string;
  withdraw_fee: string;
}

/** Listed currencies; with `delisted`, also those the operator took off (balances in them still count). */
export async function currencies(q: Queryable, delisted = false): Promise<CurrencyRow[]> {
  return q.query<CurrencyRow>(
    "SELECT id, name, decimals, reference_price::text AS reference_price FROM currencies WHERE enabled OR $1 ORDER BY sort, id",
    [delisted],
  );
}

export async function currency(q: Queryable, id: number, delisted = false): Promise<CurrencyRow | undefined> {
  return (await currencies(q, delisted)).find((c) => c.id === id);
}

/** The network asked for, or the currency's first one when the client leaves it out. */
export async function network(
  q: Queryable,
  currencyId: number,
  networkId: number | undefined,
): Promise<NetworkRow | undefined> {
  const rows = await q.query<NetworkRow>(
    `SELECT id, currency_id, name, deposit_address, deposit_min::text AS deposit_min, withdraw_min::text AS withdraw_min,
       withdraw_fee::text AS withdraw_fee FROM currency_networks WHERE currency_id = $1 AND enabled ORDER BY id`,
    [currencyId],
  );
  return networkId === undefined ? rows[0] : rows.find((n) => n.id === networkId);
}

/** A positive amount the user typed, exact at the currency's scale; failures name what is wrong. */
export function userAmount(text: string, decimals: number): Outcome<Amount> {
  const parsed = parse(text.trim(), decimals);
  if (!parsed.ok) {
    return parsed.code === "MONEY_TOO_PRECISE"
      ? failure("WALLET_AMOUNT_TOO_PRECISE", { decimals })
      : failure("WALLET_INVALID_AMOUNT");
  }
  return parsed.value.units > 0n ? success(parsed.value) : failure("WALLET_INVALID_AMOUNT");
}

/** A configured decimal (minimums, fees) at the currency's scale; config is trusted to fit. */
export function configAmount(text: string, decimals: number): Amount {
  const parsed = parse(text, decimals);
  if (!parsed.ok) throw new Error(`configured amount ${text} does not fit ${decimals} decimals`);
  return parsed.value;
}

/** units × price in USDT, 8 decimals, rounded down: a display value, never a balance. */
export function usdtValue(units: bigint, decimals: number, price: string): string {
  return toPlainString(mul(fromUnits(units, decimals), configAmount(price, 18), 8, "down"));
}

export const plain = (units: bigint, decimals: number) => toPlainString(fromUnits(units, decimals));
