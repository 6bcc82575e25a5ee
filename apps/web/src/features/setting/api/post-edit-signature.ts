import { request } from "../../../api/client";

/** `POST /user/editSignature {signature}`: 2–30 characters. */
export function postEditSignature(signature: string): Promise<string> {
  return request<string>("/user/editSignature", { params: { signature } });
}
