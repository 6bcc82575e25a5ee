import type { WalletList } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { accountBalances } from "../balances";
import { usersKey } from "./search-users";

/** `GET /admin/users/:id/balances`: the user's four accounts, each currency available and frozen. */
export function useUserBalances(id: number | null) {
  return useQuery({
    queryKey: [...usersKey, "balances", id],
    queryFn: () => request<WalletList>(`/admin/users/${id}/balances`),
    select: accountBalances,
    enabled: id !== null,
  });
}
