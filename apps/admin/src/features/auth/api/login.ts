import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface LoginInput {
  username: string;
  password: string;
  /** The authenticator code; the server asks for it (ADMIN_TOTP_REQUIRED) once one is bound. */
  totp?: string;
}

/** `POST /admin/login`: the message is the operator token. The page reports failures itself. */
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => request<string>("/admin/login", { method: "POST", body: input }),
    meta: { silent: true },
  });
}
