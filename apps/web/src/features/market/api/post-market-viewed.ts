import { request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import { hotKey } from "./get-market-hot";

/**
 * `POST /market/viewed`: counts a view of a market for the hot list, which is then fetched again.
 * A failure is not the user's concern.
 */
export function postMarketViewed(symbol: string): void {
  request("/market/viewed", { params: { symbol }, silent: true }).then(
    () => queryClient.invalidateQueries({ queryKey: hotKey }),
    () => undefined,
  );
}
