import type { TotpSetup as AuthenticatorSetup } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/**
 * The answer's shape (contract `TotpSetup`, the console's too): the secret (16 base32 characters, typed
 * into the authenticator app by hand when the QR cannot be scanned), the otpauth URL, and that URL as a
 * PNG data URL (`qr`).
 */
export type { TotpSetup as AuthenticatorSetup } from "@bourse/contract";

/** `GET /user/getAuthenticator`: a new pending key; refused once an authenticator is bound. */
export function getAuthenticator(): Promise<AuthenticatorSetup> {
  return request<AuthenticatorSetup>("/user/getAuthenticator", { method: "GET" });
}

/**
 * A key is made per visit: each call replaces the pending one, so it is never refetched meanwhile
 * (its key is outside ["user"], which a security change refreshes).
 */
export function useAuthenticatorSetup(enabled: boolean) {
  return useQuery({
    queryKey: ["authenticator-setup"],
    queryFn: getAuthenticator,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
