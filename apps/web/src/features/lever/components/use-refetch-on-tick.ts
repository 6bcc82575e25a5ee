import { useEffect, useRef } from "react";

/** Positions are priced again by the server at most this often while ticks arrive. */
export const REPRICE_MS = 1000;

/**
 * Calls `refetch` when `tick` changes, at most once per `gapMs`: a change inside the gap is served
 * by one trailing call at its end, so the last price is never left out.
 */
export function useRefetchOnTick(
  tick: string | null | undefined,
  refetch: () => unknown,
  enabled: boolean,
  gapMs = REPRICE_MS,
) {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  latest.current = refetch;

  useEffect(() => {
    if (!enabled || tick === null || tick === undefined) return;
    const wait = last.current + gapMs - Date.now();
    if (wait <= 0) {
      last.current = Date.now();
      latest.current();
      return;
    }
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      latest.current();
    }, wait);
  }, [tick, enabled, gapMs]);

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );
}
