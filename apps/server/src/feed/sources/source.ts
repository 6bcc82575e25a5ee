import { MAX_SCALE, parse, rescale, toPlainString } from "@bourse/money";

/** A market as a price source sees it. */
/** Where the index prices come from. */
export type FeedSource =
  | { kind: "simulated" }
  | { kind: "replay"; file: string }
  | { kind: "exchange"; url: string; venue?: string }
  /** prices move only when `step` is called (tests) */
  | { kind: "off" };

export interface SourceMarket {
  id: number;
  /** "BTC/USDT" */
  symbol: string;
  /** price decimals: prices are integers in units of 10^-decimals */
  decimals: number;
  /** the last recorded price, or the configured reference price before the first tick */
  price: bigint;
  /** seed of the simulated walk */
  seed: number;
  /** what the source saved with the last tick (simulator state, replay position) */
  saved: SavedState | undefined;
}

export interface SavedState {
  volPpm?: number;
  rng?: number;
  position?: number;
}

/**
 * What the source's own venue traded in a market over its last 24 hours, as that venue reports it
 * (decimal strings): `volume` in the base currency, `turnover` in the quote currency. Only a source
 * that reads such a figure from its venue gives one; none is ever derived from prices.
 */
export interface SourceVolume {
  volume: string;
  turnover: string;
}

export interface PriceMove {
  marketId: number;
  price: bigint;
  /** stored with the tick so that the source resumes where it was after a restart */
  saved?: SavedState;
  /** the venue's latest 24 h volume of the market, when the source reads one */
  volume?: SourceVolume;
}

/**
 * Where index prices come from. The feed asks for the next moves at every step; a market the source
 * has no new price for gets no tick (and goes stale if that lasts).
 */
export interface PriceSource {
  readonly name: string;
  /** the venue the source's volume figures come from, as users read it ("Binance"); none without them */
  readonly venue?: string;
  next(now: number): PriceMove[];
  start?(): void;
  stop?(): Promise<void>;
}

/** An outside price ("67012.345") in a market's units, rounded half-up; undefined unless a positive decimal. */
export function priceUnits(text: string, decimals: number): bigint | undefined {
  const parsed = parse(text.trim(), MAX_SCALE);
  if (!parsed.ok) return undefined;
  const units = rescale(parsed.value, decimals, "half-up").units;
  return units > 0n ? units : undefined;
}

/** An outside amount ("12345.67800000") as a plain decimal ("12345.678"); undefined unless a decimal ≥ 0. */
export function amountText(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  const parsed = parse(text.trim(), MAX_SCALE);
  return parsed.ok && parsed.value.units >= 0n ? toPlainString(parsed.value) : undefined;
}

/** A configured price cut to a market's price decimals ("65000.129", 2 → "65000.12"). */
export function roundTo(text: string, decimals: number): string {
  const [whole, fraction = ""] = text.split(".");
  return decimals === 0 ? (whole ?? "0") : `${whole}.${fraction.padEnd(decimals, "0").slice(0, decimals)}`;
}
