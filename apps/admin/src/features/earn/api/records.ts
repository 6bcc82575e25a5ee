import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiError, type Query, request } from "../../../api/client";

/** `GET {path}?query`: a list of the console's earn records, cached under `key` for `useSaveRecord` to refresh. */
export function useRecords<R>(key: readonly string[], path: string, query?: Query) {
  return useQuery({
    queryKey: [...key, path, query ?? null],
    queryFn: () => request<R[]>(path, { query }),
  });
}

/**
 * `POST {path}` creates a record (`id: null`), `POST {path}/:id` changes one (admins, audited); every
 * query under `key` is then fetched again. Silent: the form shows a refusal itself, on the field it names
 * (components/form-modal.tsx). `A` is the answer: the record's `{id}` unless the call says more.
 */
export function useSaveRecord<B extends object, A = { id: number }>(key: readonly string[], path: string) {
  const queryClient = useQueryClient();
  return useMutation<A, ApiError, B & { id: number | null }>({
    mutationFn: ({ id, ...body }) => request<A>(id === null ? path : `${path}/${id}`, { body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
