import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { ListPage } from "../../../api/types";

/** A saved withdrawal address. */
export interface SavedAddress {
  id: number;
  currency: number;
  currency_name: string;
  network: number | null;
  network_name: string | null;
  name: string;
  address: string;
}

/** Spec §5: at most 3 saved addresses. */
export const MAX_ADDRESSES = 3;

/** `GET /user/wallet/list`: the user's saved withdrawal addresses. */
export function getUserWalletList(): Promise<ListPage<SavedAddress>> {
  return request<ListPage<SavedAddress>>("/user/wallet/list", { method: "GET", silent: true });
}

export const addressesKey = ["wallet", "addresses"] as const;

export function useSavedAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: getUserWalletList, select: (page) => page.data });
}
