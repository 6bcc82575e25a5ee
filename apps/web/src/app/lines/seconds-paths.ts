/**
 * Seconds contracts' hash-route paths (spec §2 `transaction/index`, `index2`, `seconds_order`, and
 * `game/game`): the trade screen, one order, one's orders. Apart from app/paths.ts, so that they stay
 * out of the first screen.
 */
export const secondsPaths = {
  /** The trade screen. */
  seconds: "/pages/transaction/index",
  /** The spec's `game/game`: the trade screen by another name. */
  game: "/pages/game/game",
  /** One seconds order (`?id=`): countdown, then the result with both ticks. */
  secondsDetail: "/pages/transaction/index2",
  /** The user's seconds orders: open, settled, cancelled. */
  secondsOrders: "/pages/transaction/seconds_order",
} as const;

/** The detail screen of one seconds order. */
export function secondsDetailPath(id: number): string {
  return `${secondsPaths.secondsDetail}?id=${id}`;
}
