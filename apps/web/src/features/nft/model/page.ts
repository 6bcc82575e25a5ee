/**
 * The NFT lists as the calls answer them (docs/nft-api.md): `{data, total, page, pages}`; a bare array
 * is taken as one page of it, so that a list reads right whichever of the two the server sends.
 * `getBoxList` and `getNeedPayNFTOrder` add the server's `now` (for countdowns), `getNFTMessages` adds
 * `unread`.
 */
export interface NftPage<T> {
  data: T[];
  /** every item of the list, when the answer says */
  total: number | null;
  page: number;
  /** one's unread messages (`getNFTMessages`) */
  unread: number | null;
  /** the server's time when it answered (ISO), when the answer says */
  now: string | null;
}

const count = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** One page of a list, from the call's answer; `page` is the page asked for. */
export function readPage<T>(answer: unknown, page: number): NftPage<T> {
  if (Array.isArray(answer)) return { data: answer as T[], total: null, page, unread: null, now: null };
  if (typeof answer !== "object" || answer === null)
    return { data: [], total: null, page, unread: null, now: null };
  const body = answer as { data?: unknown; total?: unknown; page?: unknown; unread?: unknown; now?: unknown };
  return {
    data: Array.isArray(body.data) ? (body.data as T[]) : [],
    total: count(body.total),
    page: count(body.page) ?? page,
    unread: count(body.unread),
    now: typeof body.now === "string" && body.now !== "" ? body.now : null,
  };
}

/**
 * The server's time a page was read at: the answer's `now`, else its first item's (each sale and order
 * carries one), else null (then the device's clock stands in).
 */
export function pageNow(page: NftPage<unknown>): string | null {
  if (page.now !== null) return page.now;
  const first = page.data[0];
  const now = typeof first === "object" && first !== null ? (first as { now?: unknown }).now : undefined;
  return typeof now === "string" ? now : null;
}

/**
 * The page after `all` (the pages read so far, `last` the latest), or undefined at the end: when the
 * answer gives the total, until every item is in; otherwise until a page comes back short.
 */
export function nextPage<T>(last: NftPage<T>, all: readonly NftPage<T>[], limit: number): number | undefined {
  if (last.data.length === 0) return undefined;
  if (last.total !== null) {
    const loaded = all.reduce((n, p) => n + p.data.length, 0);
    return loaded < last.total ? all.length + 1 : undefined;
  }
  return last.data.length >= limit ? all.length + 1 : undefined;
}
