import type { ExposureSnapshot } from "../modules/risk/index.ts";
import type { Metrics } from "./registry.ts";

/** The house's exposure in one market, as the risk module reads it. */
export interface HouseExposure {
  /** the market's symbol, e.g. "BTC/USDT" */
  market: string;
  /** the house's net position valued in the quote currency (a decimal string; negative: short) */
  netQuote: string;
  /** the share of the market's exposure limit in use (0.8 = 80 %); null when the market has no limit */
  limitUseRatio: number | null;
}

/** Where the house's exposure is read at each scrape (the risk module's `exposureSnapshot()`). */
export type HouseExposureSource = () => HouseExposure[] | Promise<HouseExposure[]>;

/**
 * The house's exposure per market, `bourse_house_net_exposure_quote{market}` and
 * `bourse_house_exposure_limit_use_ratio{market}` (the dashboard's exposure panel and the alert at 80 %
 * of the limit read them). Both are exposed from the start, empty until a source is given. The metrics
 * plugin reads the risk module's `exposureSnapshot()` (`exposureOfRisk`); another source replaces it with
 *
 *     app.metrics.houseExposureFrom(() => [{ market: "BTC/USDT", netQuote: "-1250.5", limitUseRatio: 0.4 }]);
 *
 * The read runs at each scrape and must come from memory. Amounts become floats here, at the edge of the
 * exposition only: a Prometheus sample is a float.
 */
export function houseExposureCollectors(
  metrics: Metrics,
  onError: (err: unknown) => void,
): (source: HouseExposureSource) => void {
  let source: HouseExposureSource | undefined;
  /** a failing read leaves the gauges empty rather than failing the whole scrape */
  const snapshot = async (): Promise<HouseExposure[]> => {
    try {
      return source ? await source() : [];
    } catch (err) {
      onError(err);
      return [];
    }
  };
  metrics.gauge({
    name: "bourse_house_net_exposure_quote",
    help: "The house's net position in a market, valued in its quote currency (negative: short)",
    labelNames: ["market"],
    collect: async (g) => {
      for (const e of await snapshot()) g.set({ market: e.market }, Number(e.netQuote));
    },
  });
  metrics.gauge({
    name: "bourse_house_exposure_limit_use_ratio",
    help: "The share of the market's house exposure limit in use (1 = at the limit)",
    labelNames: ["market"],
    collect: async (g) => {
      for (const e of await snapshot())
        if (e.limitUseRatio !== null) g.set({ market: e.market }, e.limitUseRatio);
    },
  });
  return (next) => {
    source = next;
  };
}

/**
 * The risk module's figures as exposure samples: the house's net position at the index, and the share of
 * the net-position limit that what the limit holds (pending limit orders counted) uses.
 */
export function exposureOfRisk(snapshot: ExposureSnapshot[]): HouseExposure[] {
  return snapshot.map((e) => {
    const limit = e.maxNetQuote === null ? 0 : Number(e.maxNetQuote);
    return {
      market: e.symbol,
      netQuote: e.netQuote,
      limitUseRatio: limit > 0 ? Math.abs(Number(e.committedNetQuote)) / limit : null,
    };
  });
}
