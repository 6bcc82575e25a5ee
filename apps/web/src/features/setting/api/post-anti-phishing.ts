import { request } from "../../../api/client";

/** `POST /safe/anti_phishing {anti_phishing_code, code}`: 4–20 letters or digits, with a security code. */
export function postAntiPhishing(input: { anti_phishing_code: string; code: string }): Promise<string> {
  return request<string>("/safe/anti_phishing", { params: { ...input } });
}
