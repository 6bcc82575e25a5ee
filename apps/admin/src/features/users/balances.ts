/**
 * A user's wallets arrive in the legacy shape the apps read (API-COMPAT.md): per account kind a
 * `<kind>_wallet` with `balance: [{currency_name, <kind>_balance, lock_<kind>_balance, usdt_value}]`
 * and `usdt_totle` (sic). These helpers turn it into plain rows; amounts stay the server's text.
 */

/** Account kinds in the order the apps list them: fiat, spot, contracts, seconds. */
export const accountKinds = ["legal", "change", "lever", "micro"] as const;
export type AccountKind = (typeof accountKinds)[number];

export interface BalanceLine {
  currency_name: string;
  available: string;
  frozen: string;
  usdt_value: string;
}

export interface AccountBalances {
  kind: AccountKind;
  /** The account's value in USDT. */
  total: string;
  lines: BalanceLine[];
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null;

/** A decimal the server sent as text; a number (never expected) is shown as written, a gap as "0". */
const amountText = (value: unknown): string =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : "0";

/** The four accounts with one line per currency; a kind missing from the answer shows no line. */
export function accountBalances(wallets: unknown): AccountBalances[] {
  const all = isFields(wallets) ? wallets : {};
  return accountKinds.map((kind) => {
    const wallet = all[`${kind}_wallet`];
    const fields = isFields(wallet) ? wallet : {};
    const balance = Array.isArray(fields.balance) ? fields.balance.filter(isFields) : [];
    return {
      kind,
      total: amountText(fields.usdt_totle ?? fields.totle),
      lines: balance.map((line) => ({
        currency_name: typeof line.currency_name === "string" ? line.currency_name : "",
        available: amountText(line[`${kind}_balance`]),
        frozen: amountText(line[`lock_${kind}_balance`]),
        usdt_value: amountText(line.usdt_value),
      })),
    };
  });
}
