import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { notifyError, notifyWarning } from "../ui/notify";
import { ApiError } from "./client";
import { getToken, subscribeToken } from "./session";

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent`: the screen reports this failure itself (e.g. the login's authenticator step). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
    defaultError: ApiError;
  }
}

const report = (error: Error, silent: boolean | undefined) => {
  if (silent) return;
  // a change kept as a request for a second operator: not applied yet, but not refused either
  if (error instanceof ApiError && error.code === "APPROVAL_PENDING") notifyWarning(error.message);
  else notifyError(error.message);
};

/** Every failure shows the server's message once, unless the query or mutation is marked silent. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => report(error, mutation.meta?.silent),
  }),
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.fromServer) && count < 1,
    },
    mutations: { retry: false },
  },
});

// Signing out (or a 999) drops every cached answer, so the next operator never sees them. The drop
// waits a tick so the failing call still reports its message first.
subscribeToken(() => {
  if (!getToken()) setTimeout(() => queryClient.clear(), 0);
});
