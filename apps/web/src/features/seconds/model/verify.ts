import { compare } from "../../../ui/decimal";

export interface LogTick {
  seq: number;
  price: string;
  /** ms */
  time: number;
}

export interface LogCheck {
  /** the log has the open tick with the order's price */
  open: boolean;
  /** the log has the end tick with the order's price, at or after the expiry */
  end: boolean;
  /** the tick before the end tick (when the log has it) came before the expiry: the end tick is the first */
  first: boolean;
}

const same = (a: LogTick | undefined, b: LogTick) => a !== undefined && compare(a.price, b.price) === 0;

/**
 * Checks an order's two ticks against the public log: `openLogged` is the log's tick with the open
 * tick's id, `aroundEnd` the log's ticks around the end tick (any order, others ignored).
 */
export function checkTicks(
  order: { open_tick: LogTick; end_tick: LogTick; expires_at: string },
  openLogged: readonly LogTick[],
  aroundEnd: readonly LogTick[],
): LogCheck {
  const expiry = Date.parse(order.expires_at);
  const logged = (seq: number, ticks: readonly LogTick[]) => ticks.find((t) => t.seq === seq);
  const end = logged(order.end_tick.seq, aroundEnd);
  const before = logged(order.end_tick.seq - 1, aroundEnd);
  return {
    open: same(logged(order.open_tick.seq, openLogged), order.open_tick),
    end: same(end, order.end_tick) && end !== undefined && end.time >= expiry,
    first: before === undefined || before.time < expiry,
  };
}

/** Where the expiry falls among `ticks` (oldest first): the index of the first tick at or after it. */
export function expiryIndex(ticks: readonly LogTick[], expiresAt: string): number {
  const expiry = Date.parse(expiresAt);
  const at = ticks.findIndex((t) => t.time >= expiry);
  return at < 0 ? ticks.length : at;
}
