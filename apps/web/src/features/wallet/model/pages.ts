import type { ListPage } from "../../../api/types";

/** Spec §7: lists page by 10. */
export const PAGE_LIMIT = 10;

export function nextPage(last: ListPage<unknown>): number | undefined {
  return last.page < last.pages ? last.page + 1 : undefined;
}
