import { useMutation } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface ForgetInput {
  /** Email, or the mobile number for mobile accounts. */
  account: string;
  password: string;
  repassword: string;
  code: string;
  area_code?: string;
}

/** `POST /user/forget`: sets a new password with a code sent for scene "forget". */
export function postForget(input: ForgetInput): Promise<string> {
  return request<string>("/user/forget", { params: { ...input } });
}

export function useForget() {
  return useMutation({ mutationFn: postForget });
}
