import { request } from "../../../api/client";

export type CodeScene = "register" | "forget";

/** `POST /sms_mail`: emails a verification code; message is the localized "code sent" text. */
export function postSmsMail(input: { user_string: string; scene: CodeScene }): Promise<string> {
  return request<string>("/sms_mail", { params: { ...input, type: input.scene } });
}
