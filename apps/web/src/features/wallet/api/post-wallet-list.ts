import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { type AccountKind, accountKinds, type Holding } from "../model/accounts";

type RawLine = Record<string, string | number> & { id: number; currency: number; currency_name: string };

interface RawAccount {
  balance: RawLine[];
  totle: string;
  usdt_totle: string;
}

/** `POST /wallet/list` as the server sends it (docs API-COMPAT.md, note the spelling `totle`). */
export type WalletListPayload = Record<`${AccountKind}_wallet`, RawAccount> & { ExRate?: string | number };

export interface WalletAccount {
  holdings: Holding[];
  /** The account's value in USDT, as the server computed it. */
  usdtTotal: string;
}

export interface Wallets {
  accounts: Record<AccountKind, WalletAccount>;
}

/** Reads `<kind>_balance` and `lock_<kind>_balance` into one shape for every account. */
export function readWallets(payload: WalletListPayload): Wallets {
  const accounts = {} as Record<AccountKind, WalletAccount>;
  for (const kind of accountKinds) {
    const raw = payload[`${kind}_wallet`];
    accounts[kind] = {
      usdtTotal: String(raw?.usdt_totle ?? "0"),
      holdings: (raw?.balance ?? []).map((line) => ({
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
  return readWallets(await request<WalletListPayload>("/wallet/list", { silent: true }));
}

export const walletKey = ["wallet", "list"] as const;

export function useWallets() {
  return useQuery({ queryKey: walletKey, queryFn: postWalletList, staleTime: 0 });
}
