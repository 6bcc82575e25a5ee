import { request } from "./client";

/**
 * Why a code is sent. register: a free address; forget: an existing account; bind: a new address
 * for the signed-in user; security: the signed-in user's own bound address (no address is sent).
 */
export type CodeScene = "register" | "forget" | "bind" | "security";

/** `POST /sms_mail`: emails a verification code; message is the localized "code sent" text. */
export function postSmsMail(input: { user_string?: string; scene: CodeScene }): Promise<string> {
  return request<string>("/sms_mail", { params: { ...input, type: input.scene } });
}
