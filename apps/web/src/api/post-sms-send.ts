import { request } from "./client";
import type { CodeScene } from "./post-sms-mail";

/** `POST /sms_send`: texts a verification code to `+area_code mobile` (scene security: the own phone). */
export function postSmsSend(input: {
  area_code?: string;
  mobile?: string;
  scene: CodeScene;
}): Promise<string> {
  return request<string>("/sms_send", { params: { ...input, type: input.scene } });
}
