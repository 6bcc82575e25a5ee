/**
 * A coin's profile (spec §2 `transaction/white_paper`): description, issue data, links and its white
 * paper. Apart from app/paths.ts, so that it stays out of the first screen.
 */
export const coinPaths = {
  /** `?symbol=BTC` (a coin's name, or a market's "BTC/USDT"); without one, a list of the listed coins. */
  whitePaper: "/pages/transaction/white_paper",
} as const;

/** The profile of the coin `coin` ("BTC"). */
export function coinProfilePath(coin: string): string {
  return `${coinPaths.whitePaper}?${new URLSearchParams({ symbol: coin })}`;
}
