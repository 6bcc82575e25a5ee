import type { WalletList } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { type AccountKind, accountKinds, type Holding } from "../model/accounts";

/** A balance line of any account: its legacy `<kind>_balance` names read by the account's kind. */
type AnyLine = WalletList[`${AccountKind}_wallet`]["balance"][number] &
  Readonly<Record<string, string | number>>;

export interface WalletAccount {
  holdings: Holding[];
  /** The account's value in USDT, as the server computed it. */
  usdtTotal: string;
}

export interface Wallets {
  accounts: Record<AccountKind, WalletAccount>;
}

/**
 * Reads `<kind>_balance` and `lock_<kind>_balance` into one shape for every account (`POST /wallet/list`
 * as the server sends it, the contract's `WalletList`: docs API-COMPAT.md, note the spelling `totle`).
 */
export function readWallets(payload: WalletList): Wallets {
  const accounts = {} as Record<AccountKind, WalletAccount>;
  for (const kind of accountKinds) {
    const raw = payload[`${kind}_wallet`];
    const lines: readonly AnyLine[] = raw?.balance ?? [];
    accounts[kind] = {
      usdtTotal: String(raw?.usdt_totle ?? "0"),
      holdings: lines.map((line) => ({
        id: line.id,
        currency: line.currency,
        currency_name: line.currency_name,
        available: String(line[`${kind}_balance`] ?? "0"),
        frozen: String(line[`lock_${kind}_balance`] ?? "0"),
        usdt_value: String(line.usdt_value ?? "0"),
      })),
    };
  }
  return { accounts };
}

/** `POST /wallet/list`: every account's balances. */
export async function postWalletList(): Promise<Wallets> {
  return readWallets(await request<WalletList>("/wallet/list", { silent: true }));
}

export const walletKey = ["wallet", "list"] as const;

export function useWallets() {
  return useQuery({ queryKey: walletKey, queryFn: postWalletList, staleTime: 0 });
}
