import type { SavedAddressPage } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** A saved withdrawal address (the contract's `SavedAddress`). */
export type { SavedAddress } from "@bourse/contract";

/** Spec §5: at most 3 saved addresses. */
export const MAX_ADDRESSES = 3;

/** `GET /user/wallet/list`: the user's saved withdrawal addresses. */
export function getUserWalletList(): Promise<SavedAddressPage> {
  return request<SavedAddressPage>("/user/wallet/list", { method: "GET", silent: true });
}

export const addressesKey = ["wallet", "addresses"] as const;

export function useSavedAddresses() {
  return useQuery({ queryKey: addressesKey, queryFn: getUserWalletList, select: (page) => page.data });
}
