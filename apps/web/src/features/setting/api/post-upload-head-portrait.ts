import { request } from "../../../api/client";

/** `POST /user/uploadHeadPortrait {head_portrait}`: the path /upload gave; resolves with the public URL. */
export function postUploadHeadPortrait(path: string): Promise<string> {
  return request<string>("/user/uploadHeadPortrait", { params: { head_portrait: path } });
}
