/** Candle periods of spec §9 and API-COMPAT.md; each bar starts at its period's start in UTC. */
export const PERIODS = ["1min", "5min", "15min", "30min", "60min", "4H", "1D", "1W", "1M", "1Y"] as const;
export type Period = (typeof PERIODS)[number];

const MINUTE = 60_000;
const FIXED: Partial<Record<Period, number>> = {
  "1min": MINUTE,
  "5min": 5 * MINUTE,
  "15min": 15 * MINUTE,
  "30min": 30 * MINUTE,
  "60min": 60 * MINUTE,
  "4H": 240 * MINUTE,
  "1D": 1440 * MINUTE,
};

const DAY = 1440 * MINUTE;

/** Days since 1970-01-01 of a civil date (proleptic Gregorian; Hinnant's algorithm, integers only). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The civil year and month of a day count since 1970-01-01. */
function civilFromDays(days: number): { year: number; month: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month };
}

/** The start (ms, UTC) of the bar containing `ms`. Weeks start on Monday; months and years on the 1st. */
export function barStart(ms: number, period: Period): number {
  const fixed = FIXED[period];
  if (fixed) return ms - (((ms % fixed) + fixed) % fixed);
  const days = Math.floor(ms / DAY);
  if (period === "1W") return (days - ((((days + 3) % 7) + 7) % 7)) * DAY; // 1970-01-01 was a Thursday
  const { year, month } = civilFromDays(days);
  return daysFromCivil(year, period === "1M" ? month : 1, 1) * DAY;
}

export interface Candle {
  start: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  /** traded base amount in the bar (0 for index-only bars) */
  volume: bigint;
  ticks: number;
}

/** Folds one price (and traded amount) into the bar it belongs to; a later bar starts fresh. */
export function applyTick(
  bar: Candle | undefined,
  period: Period,
  ms: number,
  price: bigint,
  volume = 0n,
): Candle {
  const start = barStart(ms, period);
  if (!bar || bar.start !== start)
    return { start, open: price, high: price, low: price, close: price, volume, ticks: 1 };
  return {
    start,
    open: bar.open,
    high: price > bar.high ? price : bar.high,
    low: price < bar.low ? price : bar.low,
    close: price,
    volume: bar.volume + volume,
    ticks: bar.ticks + 1,
  };
}
