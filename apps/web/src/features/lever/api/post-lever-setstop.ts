import type { LeverTrade } from "@bourse/contract";
import { request } from "../../../api/client";

/**
 * `POST /lever/setstop`: sets a position's (or pending order's) take profit and stop loss; an empty
 * value clears it. Both trigger on the index price.
 */
export function postLeverSetstop(id: number, stops: { takeProfit: string; stopLoss: string }) {
  return request<LeverTrade>("/lever/setstop", {
    params: { id, target_profit_price: stops.takeProfit.trim(), stop_loss_price: stops.stopLoss.trim() },
  });
}
