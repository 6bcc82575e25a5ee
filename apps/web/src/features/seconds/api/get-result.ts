import type { SecondsOrder } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import { secondsOrdersKey } from "../../../api/realtime";
import { STATUS } from "../model/orders";
import { SETTLING_POLL_MS } from "./get-lists";

/** `GET /microtrade/get_result {id}`: one of the user's seconds orders, with both ticks once settled. */
export function getResult(id: number): Promise<SecondsOrder> {
  return request<SecondsOrder>("/microtrade/get_result", { method: "GET", params: { id }, silent: true });
}

/**
 * One order, refetched on every seconds event of the user channel and polled once it has expired
 * until its result is in.
 */
export function useSecondsOrder(id: number | null) {
  return useQuery({
    queryKey: [...secondsOrdersKey, "one", id],
    queryFn: () => getResult(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && order.status === STATUS.open && Date.parse(order.expires_at) <= Date.now()
        ? SETTLING_POLL_MS
        : false;
    },
  });
}
