import type { ApiKey, ApiKeyCreated } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export const apiKeysKey = ["user", "api-keys"] as const;

/** `GET /user/api_keys`: one's keys, newest first, never a secret. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: () => request<ApiKey[]>("/user/api_keys", { method: "GET", silent: true }),
  });
}

/** `POST /user/api_keys/code`: a security code for creating a key, to one's email (else phone). */
export function postApiKeyCode(): Promise<string> {
  return request<string>("/user/api_keys/code");
}

export interface NewApiKey {
  label: string;
  permissions: string;
  ips: string;
  expires_at?: number;
  public_key: string;
  code: string;
  google_code?: string;
}

/** `POST /user/api_keys`: the secret (HMAC keys) comes this once. */
export function postApiKey(input: NewApiKey): Promise<ApiKeyCreated> {
  return request<ApiKeyCreated>("/user/api_keys", { params: { ...input } });
}

/** `DELETE /user/api_keys/:id`: revokes the key at once. */
export function deleteApiKey(id: number): Promise<string> {
  return request<string>(`/user/api_keys/${id}`, { method: "DELETE" });
}
