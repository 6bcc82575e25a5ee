import type {
  AdminUserCopyFollow,
  AdminUserLogin,
  AdminUserPositions,
  AdminUserSpotOrder,
  DepositPage,
  P2pAdminOrder,
  Page,
  WithdrawalRequest,
} from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { usersKey } from "./search-users";

export type UserPositions = Static<typeof AdminUserPositions>;
export type { AdminUserCopyFollow, AdminUserLogin, AdminUserSpotOrder, P2pAdminOrder, WithdrawalRequest };

/** One paged list of the user page: fetched only once its tab is open. */
function usePaged<T>(
  path: string,
  id: number,
  page: number,
  limit: number,
  extra: Record<string, string> = {},
) {
  return useQuery({
    queryKey: [...usersKey, "records", path, id, page, limit, extra],
    queryFn: () => request<T>(path, { query: { page, limit, ...extra } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/users/:id/orders?status`: spot orders, open or history. */
export const useUserOrders = (id: number, page: number, limit: number, status?: "open" | "history") =>
  usePaged<Page<AdminUserSpotOrder>>(`/admin/users/${id}/orders`, id, page, limit, status ? { status } : {});

/** `GET /admin/users/:id/positions?kind`: perpetual positions, or seconds orders. */
export const useUserPositions = (id: number, page: number, limit: number, kind: "perpetual" | "seconds") =>
  usePaged<UserPositions>(`/admin/users/${id}/positions`, id, page, limit, { kind });

export const useUserLogins = (id: number, page: number, limit: number) =>
  usePaged<Page<AdminUserLogin>>(`/admin/users/${id}/logins`, id, page, limit);

export const useUserP2pOrders = (id: number, page: number, limit: number) =>
  usePaged<Page<P2pAdminOrder>>(`/admin/users/${id}/p2p_orders`, id, page, limit);

export const useUserCopy = (id: number, page: number, limit: number) =>
  usePaged<Page<AdminUserCopyFollow>>(`/admin/users/${id}/copy`, id, page, limit);

/** The deposit queue filtered to the user, every state. */
export const useUserDeposits = (id: number, page: number, limit: number) =>
  usePaged<DepositPage>("/admin/deposits", id, page, limit, { user_id: String(id) });

/** The withdrawal queue filtered to the user, every state. */
export const useUserWithdrawals = (id: number, page: number, limit: number) =>
  usePaged<Page<WithdrawalRequest>>("/admin/withdrawals", id, page, limit, { user_id: String(id) });

/** `POST /admin/users/:id/sessions/:sid/revoke`: ends one session (audited). */
export function useRevokeSession(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      request<string>(`/admin/users/${userId}/sessions/${sessionId}/revoke`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
