import { request } from "../../../api/client";

/** `POST /user/editNickname {nickname}`: 2–10 Chinese characters, letters or digits. */
export function postEditNickname(nickname: string): Promise<string> {
  return request<string>("/user/editNickname", { params: { nickname } });
}
