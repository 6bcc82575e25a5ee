import { request } from "../../../api/client";

export interface PayPasswordInput {
  password: string;
  re_password: string;
  /** A code of scene `security`. */
  code: string;
}

/** `POST /safe/update_password`: sets the fund password (4–12 digits); withdrawals lock for 24 h. */
export function postUpdatePassword(input: PayPasswordInput): Promise<string> {
  return request<string>("/safe/update_password", { params: { ...input } });
}
