import type {
  CopyDone,
  CopyHistoryPage,
  CopyMine,
  CopyNamed,
  CopyOwnTrader,
  CopyRequirements,
  CopyStanding,
  CopyTrader,
  CopyTraderDetail,
  CopyTraderPage,
  WalletList,
} from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import type { DaysChoice, SortKey } from "../model/labels";

/**
 * The copy trading calls (docs/copy-api.md). Amounts are USDT decimal strings, shown as sent.
 *
 * Public data (traders, one trader) lives under `copyKey`. The user's own data lives under
 * `mineKey`, inside `["wallet"]`: the user channel (api/realtime.ts) refetches `["wallet"]` on every
 * balance and every position event, so a copy that opens or closes, and the profit share it pays (a
 * balance move of its own, after the close), show without reloading.
 */
export const copyKey = ["copy"] as const;
export const mineKey = ["wallet", "copy"] as const;

/** `GET /follow/index` and `/follow/historyTrade` pages; a short page is the last one. */
export const PAGE_LIMIT = 10;

/**
 * The answers' shapes, declared once in the contract (`packages/contract/src/copy.ts`), under the names
 * the screens use.
 */
export type {
  CopyClosed as ClosedCopy,
  CopyCurvePoint as CurvePoint,
  CopyFollow as Follow,
  CopyMine as MyCopies,
  CopyOpen as OpenCopy,
  CopyOwnTrader as OwnTrader,
  CopyRequirements as Requirements,
  CopySkipped as SkippedCopy,
  CopyStats,
  CopyTrader,
  CopyTraderDetail as TraderDetail,
  CopyTraderPage as TraderPage,
  CopyTraderPosition as TraderPosition,
} from "@bourse/contract";

export type TraderStatus = CopyTrader["status"];

/** The copy account's USDT, from `POST /wallet/list` (`copy_wallet`), as the wallet screens read it. */
export interface CopyAccount {
  /** USDT's currency id, for the transfer and bills links; null when the venue lists no USDT */
  currency: number | null;
  available: string;
  frozen: string;
}

const get = <T>(path: string, params: Params = {}) =>
  request<T>(path, { method: "GET", params, silent: true });

const notTrader = (error: unknown) => (error as { code?: string }).code === "COPY_NOT_TRADER";

/** Refetches the traders and everything of the user's (after the user's own change). */
export function refreshCopy(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: copyKey }),
    queryClient.invalidateQueries({ queryKey: mineKey }),
  ]);
}

/** `GET /follow/index`: approved traders, sorted, over 7, 30 or 90 days. */
export function useTraders(sort: SortKey, days: DaysChoice) {
  return useInfiniteQuery({
    queryKey: [...copyKey, "traders", sort, days],
    queryFn: ({ pageParam }) =>
      get<CopyTraderPage>("/follow/index", { sort, days, page: pageParam, limit: PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: (last: CopyTraderPage) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** `GET /follow/traderDetail`: one approved trader (COPY_NOT_TRADER otherwise). */
export function useTraderDetail(traderUserId: number | null) {
  return useQuery({
    queryKey: [...copyKey, "trader", traderUserId],
    queryFn: () => get<CopyTraderDetail>("/follow/traderDetail", { trader_user_id: traderUserId ?? 0 }),
    enabled: traderUserId !== null,
  });
}

/** `GET /trader_info`: the user's trader profile, or null when the user never applied. */
export function useOwnTrader(enabled = true) {
  return useQuery({
    queryKey: [...mineKey, "trader-info"],
    enabled,
    queryFn: () =>
      request<CopyOwnTrader>("/trader_info", { method: "GET", silent: true }).catch((error: unknown) => {
        if (notTrader(error)) return null;
        throw error;
      }),
  });
}

/** `GET /trader`: the application's requirements and the user's standing. */
export function useRequirements() {
  return useQuery({
    queryKey: [...mineKey, "requirements"],
    queryFn: () => get<CopyRequirements>("/trader"),
    staleTime: 0,
  });
}

/** `GET /follow/myTrade`: the traders one copies and one's open copies. */
export function useMyCopies(enabled = true) {
  return useQuery({
    queryKey: [...mineKey, "mine"],
    queryFn: () => get<CopyMine>("/follow/myTrade"),
    enabled,
    staleTime: 0,
    // open copies' results follow the index
    refetchInterval: (q) => ((q.state.data?.copies.length ?? 0) > 0 ? 2_000 : false),
  });
}

/** `GET /follow/historyTrade`, page by page: closed copies, newest first, and the latest skips. */
export function useCopyHistory(limit = PAGE_LIMIT) {
  return useInfiniteQuery({
    queryKey: [...mineKey, "history", limit],
    queryFn: ({ pageParam }) => get<CopyHistoryPage>("/follow/historyTrade", { page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: (last: CopyHistoryPage) => (last.data.length >= limit ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** The part of `POST /wallet/list` (the contract's `WalletList`) read here: the copy account. */
type CopyWalletPayload = { copy_wallet?: Pick<WalletList["copy_wallet"], "balance"> };

/** Reads the copy account's USDT line (`copy_balance`, `lock_copy_balance`) from `POST /wallet/list`. */
export function readCopyAccount(payload: CopyWalletPayload): CopyAccount {
  const line = payload.copy_wallet?.balance.find((l) => l.currency_name === "USDT");
  return {
    currency: line ? line.currency : null,
    available: String(line?.copy_balance ?? "0"),
    frozen: String(line?.lock_copy_balance ?? "0"),
  };
}

/** The copy account's USDT; refetched with every balance event. */
export function useCopyAccount() {
  return useQuery({
    queryKey: [...mineKey, "account"],
    queryFn: async () => readCopyAccount(await request<WalletList>("/wallet/list", { silent: true })),
    staleTime: 0,
  });
}

export interface FollowSettings {
  trader_user_id: number;
  type: 1 | 2;
  number: string;
  max_margin_order?: string | undefined;
  max_margin_total?: string | undefined;
}

export interface Application {
  name: string;
  bio?: string | undefined;
  share_rate: string;
  max_followers?: number | undefined;
}

/**
 * The POST calls; each answers once the change is durable. They are silent: the screens show the
 * server's refusal where it belongs (beside the form, or as a toast for row actions).
 */
export const copyCalls = {
  follow: (settings: FollowSettings) =>
    request<CopyDone>("/follow/follow", { params: { ...settings }, silent: true }),
  cancel: (traderUserId: number, close: boolean) =>
    request<CopyDone>("/follow/cancel", {
      params: { trader_user_id: traderUserId, close: close ? 1 : 0 },
      silent: true,
    }),
  keep: (transactionId: number) =>
    request<CopyDone>("/follow/selfHolding", { params: { transaction_id: transactionId } }),
  close: (transactionId: number) =>
    request<CopyDone>("/follow/close", { params: { transaction_id: transactionId } }),
  join: (application: Application) =>
    request<CopyStanding>("/follow/join", { params: { ...application, agreement: 1 }, silent: true }),
  setName: (name: string, bio: string) =>
    request<CopyNamed>("/follow/setName", { params: { name, bio }, silent: true }),
};
