/** Spec §9 candle intervals, by the names the server's history and kline channels use. */
export const periods = ["1min", "5min", "15min", "30min", "60min", "4H", "1D", "1W", "1M"] as const;
export type Period = (typeof periods)[number];

/** A bar's length; a month counts 30 days (it only sizes the history window). */
export const periodSeconds: Record<Period, number> = {
  "1min": 60,
  "5min": 300,
  "15min": 900,
  "30min": 1800,
  "60min": 3600,
  "4H": 14_400,
  "1D": 86_400,
  "1W": 604_800,
  "1M": 2_592_000,
};

/** The chart's interval choices: the time-share line (closes of 1-minute bars), then the candles. */
export const intervals = ["line", ...periods] as const;
export type Interval = (typeof intervals)[number];

export const periodOf = (interval: Interval): Period => (interval === "line" ? "1min" : interval);
