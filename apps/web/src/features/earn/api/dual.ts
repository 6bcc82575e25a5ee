import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiBase, type Params, request } from "../../../api/client";
import { clockOffset } from "../../../ui/server-clock";
import { awaitsSettlement, type DualMineTab, type DualStatus, type DualType, proofHref } from "../model/dual";
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

/** One coin's amount, as the server sends it. */
export interface DualCoinAmount {
  currency_name: string;
  amount: string;
}

/** A product of `GET /dual/index` and `GET /dual/detail` (docs/earn-api.md "A product"). */
export interface DualProduct {
  id: number;
  market_id: number;
  /** "BTC/USDT" */
  symbol: string;
  /** the base coin */
  currency_id: number;
  currency_name: string;
  /** the quote coin */
  legal_id: number;
  legal_name: string;
  type: DualType;
  invest_currency_id: number;
  invest_currency_name: string;
  invest_decimals: number;
  /** in the quote coin per one base coin */
  linked_price: string;
  /** the annual rate, "0.35" = 35 % */
  apr: string;
  days: number;
  /** one share's investment, in the invested coin */
  per_price: string;
  shares: number;
  remaining_shares: number;
  /** the percent sold, 2 decimals */
  progress: string;
  /** UTC "HH:MM" */
  settle_time: string;
  /** the maturity of a purchase made now */
  maturity_at: string;
  /** the market's last index price, or null */
  index_price: string | null;
  /** what one share pays in the invested coin (kept) and in the other one (converted), rounded per share */
  per_share: { kept: DualCoinAmount; converted: DualCoinAmount };
  enabled: boolean;
}

/** `GET /dual/index`: the products open to purchase and their pairs (base coins). */
export interface DualIndex {
  now: string;
  pairs: { currency_id: number; currency_name: string }[];
  data: DualProduct[];
}

/** One's order (docs/earn-api.md "An order"), with the terms it was bought on. */
export interface DualOrder {
  id: number;
  public_id: string;
  product_id: number;
  market_id: number;
  symbol: string;
  type: DualType;
  linked_price: string;
  apr: string;
  days: number;
  shares: number;
  invest_currency_id: number;
  invest_currency_name: string;
  investment: string;
  maturity_at: string;
  status: DualStatus;
  /** the settlement, once completed: the index tick used and what was paid */
  settle_seq: number | null;
  settle_price: string | null;
  settle_tick_at: string | null;
  payout_currency_id: number | null;
  payout_currency_name: string | null;
  payout: string | null;
  converted: boolean | null;
  created_at: string;
  /** `/api/dual/<public id>/proof`: the settlement's public proof */
  proof_url: string;
}

/** A page of one's orders, with the offset of the server's clock. */
export interface DualOrderPage {
  now: string;
  page: number;
  data: DualOrder[];
  offset: number;
}

/** `POST /dual/buyDual`'s answer. */
export interface DualBought {
  id: number;
  public_id: string;
  investment: string;
  maturity_at: string;
}

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
    queryFn: () => get<{ now: string; product: DualProduct }>("/dual/detail", { id }),
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
      const answer = await request<Omit<DualOrderPage, "offset">>("/dual/dual_list", {
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
