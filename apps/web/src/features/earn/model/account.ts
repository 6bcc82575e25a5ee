/**
 * The financial account as `POST /wallet/list` sends it (`financial_wallet`, docs API-COMPAT.md: note
 * the spelling `usdt_totle`), read the way the wallet screens read every account. Amounts stay text.
 */

/** One coin in the financial account. */
export interface FinancialLine {
  currency: number;
  currency_name: string;
  available: string;
  /** what one's active orders lock */
  locked: string;
}

/** The financial account: each coin, and its value in USDT as the server computed it. */
export interface FinancialAccount {
  lines: FinancialLine[];
  usdtTotal: string;
}

type WalletLine = Record<string, string | number> & { currency: number; currency_name: string };

/** `POST /wallet/list` as the server sends it; only the financial account is read here. */
export interface WalletList {
  financial_wallet?: { balance: WalletLine[]; usdt_totle?: string | number };
}

/** Reads `financial_balance` and `lock_financial_balance` of each coin, and `usdt_totle`. */
export function readFinancialAccount(payload: WalletList): FinancialAccount {
  const account = payload.financial_wallet;
  return {
    usdtTotal: String(account?.usdt_totle ?? "0"),
    lines: (account?.balance ?? []).map((line) => ({
      currency: line.currency,
      currency_name: line.currency_name,
      available: String(line.financial_balance ?? "0"),
      locked: String(line.lock_financial_balance ?? "0"),
    })),
  };
}
