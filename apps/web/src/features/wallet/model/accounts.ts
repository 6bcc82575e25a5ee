/** A user's accounts (spec §3 assetsType: spot, fiat, contracts, seconds, earn, copy trading), in the order the app shows them. */
export const accountKinds = ["change", "legal", "lever", "micro", "financial", "copy"] as const;
export type AccountKind = (typeof accountKinds)[number];

export function isAccountKind(value: unknown): value is AccountKind {
  return accountKinds.includes(value as AccountKind);
}

/** The account's name key in the wallet namespace. */
export const accountLabel = {
  change: "wallet.account.change",
  legal: "wallet.account.legal",
  lever: "wallet.account.lever",
  micro: "wallet.account.micro",
  financial: "wallet.account.financial",
  copy: "wallet.account.copy",
} as const satisfies Record<AccountKind, string>;

/** One currency in one account; amounts are decimal strings (shown as given, never computed on). */
export interface Holding {
  id: number;
  currency: number;
  currency_name: string;
  available: string;
  frozen: string;
  usdt_value: string;
}
