import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { getUserInfo } from "../../../api/get-user-info";
import { useAppStore } from "../../../app/store";
import type { AccountType } from "../model/validation";

export interface LoginInput {
  type: AccountType;
  user_string: string;
  password: string;
  /** Dial code without "+", for mobile accounts. */
  area_code?: string;
  /** The authenticator code, once the server asked for it (AUTH_GOOGLE_CODE_REQUIRED). */
  google_code?: string;
}

/** `POST /user/login`: the envelope's message is the token itself. */
export function postLogin(input: LoginInput): Promise<string> {
  return request<string>("/user/login", { params: { ...input } });
}

/** Logs in, stores the token, then loads the profile (a profile failure keeps the session). */
export async function logIn(input: LoginInput): Promise<void> {
  const token = await postLogin(input);
  useAppStore.getState().setSession(token);
  const user = await getUserInfo().catch(() => null);
  if (user && useAppStore.getState().token === token) useAppStore.getState().setUser(user);
}

export function useLogin() {
  return useMutation({ mutationFn: logIn });
}
