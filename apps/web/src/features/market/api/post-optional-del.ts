import { request } from "../../../api/client";

/** `POST /optional/del`: removes a favourite by its `optional_id`. */
export function postOptionalDel(id: number): Promise<unknown> {
  return request("/optional/del", { params: { id } });
}
