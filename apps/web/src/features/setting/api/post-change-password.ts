import { request } from "../../../api/client";

export interface ChangePasswordInput {
  old_password: string;
  password: string;
  re_password: string;
}

/** `POST /safe/change_password`: other devices are signed out; withdrawals lock for 24 h. */
export function postChangePassword(input: ChangePasswordInput): Promise<string> {
  return request<string>("/safe/change_password", { params: { ...input } });
}
