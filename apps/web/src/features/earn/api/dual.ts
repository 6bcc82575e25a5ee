import type {
  DualOrderPage as ContractOrderPage,
  DualBought,
  DualDetail,
  DualIndex,
  DualOrder,
} from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiBase, type Params, request } from "../../../api/client";
import { clockOffset } from "../../../ui/server-clock";
import { awaitsSettlement, type DualMineTab, proofHref } from "../model/dual";
import { earnKey, mineKey } from "./earn";

/**
 * Dual investment's calls (docs/earn-api.md "Dual investment calls", contract
 * `packages/contract/src/dual.ts`). Amounts and prices are decimal text, shown as sent; times are ISO
 * 8601 UTC.
 *
 * Products are public and live under `dualKey` (inside `earnKey`). One's orders live under
 * `dualMineKey`, inside `["wallet"]`: the user channel refetches them on every balance event (a
 * purchase holds the investment in the financial account, a settlement pays into it).
 */
export const dualKey = [...earnKey, "dual"] as const;
export const dualMineKey = [...mineKey, "dual"] as const;

/** Pages of `POST /dual/dual_list`; a short page is the last one. */
export const DUAL_PAGE_LIMIT = 10;
/** How often the products are read again, for the index price and the shares left (ms). */
export const DUAL_POLL_MS = 30_000;
/** How often one's orders are read again while one is matured and waits for its tick (ms). */
export const DUAL_SETTLE_POLL_MS = 15_000;

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/dual.ts`): a product of
 * `GET /dual/index` and `/dual/detail`, one's order of `POST /dual/dual_list` with the terms it was
 * bought on, and what `POST /dual/buyDual` answers.
 */
export type { DualBought, DualDetail, DualIndex, DualOrder, DualProduct } from "@bourse/contract";

/** A page of one's orders, with the offset of the server's clock. */
export type DualOrderPage = ContractOrderPage & { offset: number };

const get = <T>(path: string, params: Params) => request<T>(path, { method: "GET", params, silent: true });

/** `GET /dual/index`: every product open to purchase; the screen picks the pair and the type. */
export function useDualProducts() {
  return useQuery({
    queryKey: [...dualKey, "products"],
    queryFn: () => get<DualIndex>("/dual/index", {}),
    refetchInterval: DUAL_POLL_MS,
    staleTime: 0,
  });
}

/** `GET /dual/detail?id=`: one product; null id (a bad link) fetches nothing. */
export function useDualProduct(id: number | null) {
  return useQuery({
    queryKey: [...dualKey, "product", id],
    queryFn: () => get<DualDetail>("/dual/detail", { id }),
    enabled: id !== null,
    refetchInterval: DUAL_POLL_MS,
    staleTime: 0,
  });
}

/** `POST /dual/dual_list`, page by page: one's orders of a tab, newest first. */
export function useDualOrders(tab: DualMineTab) {
  return useInfiniteQuery({
    queryKey: [...dualMineKey, "orders", tab],
    queryFn: async ({ pageParam }): Promise<DualOrderPage> => {
      const answer = await request<ContractOrderPage>("/dual/dual_list", {
        params: { status: tab, page: pageParam, limit: DUAL_PAGE_LIMIT },
        silent: true,
      });
      return { ...answer, offset: clockOffset(answer.now, Date.now()) };
    },
    initialPageParam: 1,
    getNextPageParam: (last: DualOrderPage, all: DualOrderPage[]) =>
      last.data.length >= DUAL_PAGE_LIMIT ? all.length + 1 : undefined,
    refetchInterval: (query) => {
      const pages = query.state.data?.pages ?? [];
      const last = pages[pages.length - 1];
      return last &&
        awaitsSettlement(
          pages.flatMap((p) => p.data),
          Date.now() + last.offset,
        )
        ? DUAL_SETTLE_POLL_MS
        : false;
    },
    staleTime: 0,
  });
}

/** A settlement's public proof: a JSON document anyone may open, as a plain link. */
export const dualProof = (order: Pick<DualOrder, "proof_url">) => proofHref(apiBase(), order.proof_url);

/**
 * `POST /dual/buyDual`: buys `num` whole shares from the financial account. Silent: the screen shows
 * a refusal beside the shares or in an alert.
 */
export const dualCalls = {
  buy: (productId: number, num: string) =>
    request<DualBought>("/dual/buyDual", { params: { id: productId, num }, silent: true }),
};
