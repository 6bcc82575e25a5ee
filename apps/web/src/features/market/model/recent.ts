/** Markets opened from the search screen, newest first, kept in localStorage. */
export const RECENT_KEY = "bourse.market.recent";
export const MAX_RECENT = 10;

/** `list` with `symbol` moved (or added) to the front, at most MAX_RECENT long. */
export function addRecent(list: readonly string[], symbol: string): string[] {
  return [symbol, ...list.filter((s) => s !== symbol)].slice(0, MAX_RECENT);
}

/** The stored list; anything unreadable counts as empty. */
export function readRecent(storage: Pick<Storage, "getItem">): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(value)
      ? value.filter((s): s is string => typeof s === "string").slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}
