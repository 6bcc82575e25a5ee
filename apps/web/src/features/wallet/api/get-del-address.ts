import { request } from "../../../api/client";

/** `GET /user/delUserAddress`: deletes a saved address (the screen asks first, spec §5). */
export function getDelAddress(id: number): Promise<unknown> {
  return request<unknown>("/user/delUserAddress", { method: "GET", params: { id } });
}
