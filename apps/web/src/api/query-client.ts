import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./envelope";

/**
 * The client already reported every failure to the user (api/failures.ts), so queries do not
 * retry business failures; a transport failure is retried once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.fromServer) && count < 1,
    },
    mutations: { retry: false },
  },
});
