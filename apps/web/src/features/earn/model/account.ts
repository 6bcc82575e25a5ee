import { multiply, roundTo, sum } from "../../../ui/decimal";

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
  /**
   * What is available in every account (spot, fiat, lever, seconds, financial, copy), valued in USDT:
   * each balance × its `usdt_price`, cut to 8 decimals, added up (the server's loan asset limit).
   */
  availableUsdt: string;
}

type WalletLine = Record<string, string | number> & { currency: number; currency_name: string };

/** One account of `POST /wallet/list`. */
interface WalletAccount {
  balance: WalletLine[];
  usdt_totle?: string | number;
}

/** `POST /wallet/list` as the server sends it: `<kind>_wallet` for every account. */
export type WalletList = { [account: `${string}_wallet`]: WalletAccount | undefined } & {
  financial_wallet?: WalletAccount;
};

/** The available balances of every account valued in USDT, each cut to 8 decimals, exactly. */
function availableValue(payload: WalletList): string {
  const values: string[] = [];
  for (const [key, account] of Object.entries(payload)) {
    const kind = /^(\w+)_wallet$/.exec(key)?.[1];
    if (!kind || !account || !Array.isArray(account.balance)) continue;
    for (const line of account.balance) {
      const value = multiply(String(line[`${kind}_balance`] ?? "0"), String(line.usdt_price ?? "0"));
      const cut = value === null ? null : roundTo(value, 8, "down");
      if (cut !== null) values.push(cut);
    }
  }
  return sum(values);
}

/**
 * Reads `financial_balance` and `lock_financial_balance` of each coin, and `usdt_totle`; and what is
 * available in every account, in USDT.
 */
export function readFinancialAccount(payload: WalletList): FinancialAccount {
  const account = payload.financial_wallet;
  return {
    usdtTotal: String(account?.usdt_totle ?? "0"),
    availableUsdt: availableValue(payload),
    lines: (account?.balance ?? []).map((line) => ({
      currency: line.currency,
      currency_name: line.currency_name,
      available: String(line.financial_balance ?? "0"),
      locked: String(line.lock_financial_balance ?? "0"),
    })),
  };
}
