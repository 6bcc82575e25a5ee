import { request } from "../../../api/client";

/** `POST /safe/mobile {mobile, area_code, code}`: binds a phone with a code (scene bind) sent to it. */
export function postBindMobile(input: { mobile: string; area_code: string; code: string }): Promise<string> {
  return request<string>("/safe/mobile", { params: { ...input } });
}

/** `POST /safe/email {email, code}`: binds an email with a code (scene bind) sent to it. */
export function postBindEmail(input: { email: string; code: string }): Promise<string> {
  return request<string>("/safe/email", { params: { ...input } });
}
