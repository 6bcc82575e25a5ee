import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { AccountType } from "../model/validation";
import { logIn } from "./post-login";

export interface RegisterInput {
  type: AccountType;
  user_string: string;
  code: string;
  password: string;
  re_password: string;
  /** Region of a mobile account: ISO 3166-1 alpha-2 code and dial code. */
  area_code_id?: string;
  area_code?: string;
  /** The inviter's invitation code. */
  extension_code?: string;
}

/** `POST /user/register`: message is the localized success text. */
export function postRegister(input: RegisterInput): Promise<string> {
  return request<string>("/user/register", { params: { ...input } });
}

/** Registers, then logs in with the same credentials; resolves with the server's success text. */
export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const message = await postRegister(input);
      await logIn({
        type: input.type,
        user_string: input.user_string,
        password: input.password,
        area_code: input.area_code,
      });
      return message;
    },
  });
}
