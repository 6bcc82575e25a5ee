import { useState } from "react";
import { addRecent, RECENT_KEY, readRecent } from "../model/recent";

function save(list: readonly string[]): void {
  try {
    window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the list lasts until the screen closes
  }
}

/** Markets opened from search, newest first (max 10), kept across visits. */
export function useRecentMarkets() {
  const [recent, setRecent] = useState(() => readRecent(window.localStorage));
  const update = (next: string[]) => {
    setRecent(next);
    save(next);
  };
  return {
    recent,
    record: (symbol: string) => update(addRecent(recent, symbol)),
    clear: () => update([]),
  };
}
