import type { WalletList } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** The part of `POST /wallet/list` (the contract's `WalletList`) the trade form reads: the spot ("change") account. */
type WalletListPayload = { change_wallet?: Pick<WalletList["change_wallet"], "balance"> };

export interface SpotBalance {
  available: string;
  frozen: string;
}

/** Spot balances by currency id. */
export type SpotBalances = ReadonlyMap<number, SpotBalance>;

export function readSpotBalances(payload: WalletListPayload): SpotBalances {
  return new Map(
    (payload.change_wallet?.balance ?? []).map((line) => [
      line.currency,
      { available: String(line.change_balance ?? "0"), frozen: String(line.lock_change_balance ?? "0") },
    ]),
  );
}

/** `POST /wallet/list`, spot account only. Under ["wallet"], so the user channel's balance events refetch it. */
export function useSpotBalances(enabled: boolean) {
  return useQuery({
    queryKey: ["wallet", "spot"],
    queryFn: async () => readSpotBalances(await request<WalletList>("/wallet/list", { silent: true })),
    enabled,
    staleTime: 0,
  });
}
