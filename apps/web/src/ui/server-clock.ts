import { useEffect, useRef } from "react";
import { useNow } from "./use-now";

/**
 * The milliseconds to add to this device's clock to read the server's: `serverNow` (the `now` of an
 * answer, ISO) minus the device's time when the answer came. 0 when `serverNow` is not a time.
 */
export function clockOffset(serverNow: string | null | undefined, deviceNowMs: number): number {
  const at = Date.parse(serverNow ?? "");
  return Number.isFinite(at) ? at - deviceNowMs : 0;
}

/**
 * The server's time in ms, read as this device's time plus `offset` ({@link clockOffset}), refreshed every
 * second while `active`: countdowns keep the server's time whatever the phone's clock says.
 */
export function useServerNow(offset: number, active = true): number {
  return useNow(1000, active).getTime() + offset;
}

/**
 * Calls `refetch` once for each new key in `due` (a key naming a countdown that reached its time), so
 * that the screen shows the item's next state; a key refetches once only, however long the server
 * takes (the queries then poll).
 */
export function useRefetchWhenDue(due: readonly string[], refetch: () => unknown): void {
  const fired = useRef(new Set<string>());
  const latest = useRef(refetch);
  latest.current = refetch;
  const keys = due.filter(Boolean).join("|");
  useEffect(() => {
    if (!keys) return;
    let fresh = false;
    for (const key of keys.split("|")) {
      if (fired.current.has(key)) continue;
      fired.current.add(key);
      fresh = true;
    }
    if (fresh) void latest.current();
  }, [keys]);
}
