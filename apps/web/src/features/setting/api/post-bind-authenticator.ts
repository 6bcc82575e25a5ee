import { request } from "../../../api/client";

/** `POST /user/bindAuthenticator {google_code}`: binds the pending key (once only). */
export function postBindAuthenticator(googleCode: string): Promise<string> {
  return request<string>("/user/bindAuthenticator", { params: { google_code: googleCode } });
}
