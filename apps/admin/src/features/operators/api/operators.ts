import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { OperatorEntry, Role } from "../../../api/types";

const operatorsKey = ["admin", "operators"] as const;

/** `GET /admin/operators`: every operator with role, state, authenticator and last sign-in (admins). */
export function useOperatorList() {
  return useQuery({
    queryKey: operatorsKey,
    queryFn: () => request<OperatorEntry[]>("/admin/operators"),
  });
}

export interface NewOperator {
  username: string;
  password: string;
  role: Role;
}

/** Every change refreshes the list (and the audit filter's names, which read the same call). */
function useOperatorChange<I, O>(call: (input: I) => Promise<O>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    ...(silent ? { meta: { silent: true } } : {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}

/** `POST /admin/operators {username, password, role}`; the form shows a refusal by its field itself. */
export const useCreateOperator = () =>
  useOperatorChange(
    (input: NewOperator) => request<{ id: number }>("/admin/operators", { method: "POST", body: input }),
    true,
  );

/** `POST /admin/operators/:id/disable` or `/enable`: disabling ends the operator's sessions. */
export const useSetOperatorDisabled = () =>
  useOperatorChange(({ id, disabled }: { id: number; disabled: boolean }) =>
    request<string>(`/admin/operators/${id}/${disabled ? "disable" : "enable"}`, { method: "POST" }),
  );

/** `POST /admin/operators/:id/password {password}`: ends the operator's sessions. */
export const useResetOperatorPassword = () =>
  useOperatorChange(
    ({ id, password }: { id: number; password: string }) =>
      request<string>(`/admin/operators/${id}/password`, { method: "POST", body: { password } }),
    true,
  );

/** `POST /admin/operators/:id/role {role}`. */
export const useSetOperatorRole = () =>
  useOperatorChange(({ id, role }: { id: number; role: Role }) =>
    request<string>(`/admin/operators/${id}/role`, { method: "POST", body: { role } }),
  );
