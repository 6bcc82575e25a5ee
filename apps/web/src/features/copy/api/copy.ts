import type { CopyTrader } from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type Params, request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import type { ListPage } from "../../../api/types";
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

export type CopyStats = CopyTrader["stats"];
export type { CopyTrader };

export type TraderStatus = "pending" | "approved" | "rejected" | "suspended";

/** `GET /follow/index`: a page of approved traders, figures computed at most hourly (`computed_at`). */
export interface TraderPage extends ListPage<CopyTrader> {
  computed_at: string;
}

/** A trader's own lever position as `GET /follow/traderDetail` lists it (status 1 open, 3 closed). */
export interface TraderPosition {
  id: number;
  market_id: number;
  direction: "long" | "short";
  lots: string;
  multiple: number;
  open_price: string | null;
  close_price: string | null;
  pnl: string | null;
  status: number;
  close_reason: string | null;
  opened_at: string | null;
  closed_at: string | null;
}

/** One day of the equity curve: the cumulative net result up to that UTC day. */
export interface CurvePoint {
  day: string;
  pnl: string;
}

/** `GET /follow/traderDetail`: the 30-day figures in `stats`, 7 and 90 days beside them. */
export interface TraderDetail extends CopyTrader {
  stats_7d: CopyStats;
  stats_90d: CopyStats;
  equity_curve: CurvePoint[];
  positions: TraderPosition[];
}

/** `GET /trader_info`: the user's trader profile; `reason` only if the server ever sends it. */
export interface OwnTrader extends CopyTrader {
  profit_share_earned: string;
  reason?: string | null;
}

/** `GET /trader`: what an application needs and where the user stands. */
export interface Requirements {
  kyc_level: number;
  min_assets: string;
  /** available assets in every account, valued in USDT */
  assets: string;
  /** the most profit share a trader may ask, as a fraction (0.1 = 10 %) */
  share_rate_cap: string;
  max_followers: number;
  agreement_category: number;
  application: OwnTrader | null;
}

/** A trader one copies, with the settings (`type` 1 proportional: `number` is the multiple; 2: lots). */
export interface Follow {
  trader_user_id: number;
  name: string;
  mode: "proportional" | "fixed";
  type: 1 | 2;
  number: string;
  max_margin_order: string | null;
  max_margin_total: string | null;
  created_at: string;
}

/** One of one's open copies: `trader_order` is the trader's position it copies. */
export interface OpenCopy {
  transaction_id: number;
  trader_user_id: number;
  trader_order: number;
  market_id: number;
  direction: "long" | "short";
  lots: string;
  multiple: number;
  open_price: string | null;
  margin: string;
  opened_at: string | null;
  /** kept as one's own: the trader's close no longer closes it */
  self_holding: boolean;
  /** the current price (the close dealing price at the index now) and unrealized PnL at it (absent while the market has no price) */
  update_price?: string;
  profits?: string;
}

export interface MyCopies {
  follows: Follow[];
  copies: OpenCopy[];
  /** the profit share one's copies paid in all, USDT */
  profit_share_paid: string;
}

/** One of one's closed copies, with the profit share it paid the trader. */
export interface ClosedCopy {
  transaction_id: number;
  trader_user_id: number;
  trader_name: string | null;
  /** the trader's position it copied */
  trader_order: number;
  multiple: number;
  market_id: number;
  direction: "long" | "short";
  lots: string;
  open_price: string | null;
  close_price: string | null;
  pnl: string | null;
  close_reason: string | null;
  /** handling fee and overnight fees */
  fees: string;
  profit_share: string;
  // what the share was taken on; null for copies closed before it was taken on net profit
  /** the copy's net result: PnL − handling fee − overnight fees */
  share_net: string | null;
  /** the part above the follower's high-water mark with the trader: what the share was taken on */
  share_basis: string | null;
  /** the part of a net profit that recovered earlier net losses with the trader */
  share_recovered: string | null;
  share_rate: string | null;
  /** earlier net losses with the trader still to recover after this close */
  share_to_recover: string | null;
  opened_at: string | null;
  closed_at: string | null;
}

/** A trader's order that was not copied for the user, and why (`below_min_lots`, a lever code, …). */
export interface SkippedCopy {
  trader_user_id: number;
  trader_order: number;
  reason: string;
  /** the reason in the user's language, as the server words it */
  reason_text?: string;
  created_at: string;
}

/** `GET /follow/historyTrade`: a page of closed copies; every page carries the latest 20 skips. */
export interface HistoryPage {
  data: ClosedCopy[];
  page: number;
  skipped: SkippedCopy[];
}

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
      get<TraderPage>("/follow/index", { sort, days, page: pageParam, limit: PAGE_LIMIT }),
    initialPageParam: 1,
    getNextPageParam: (last: TraderPage) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** `GET /follow/traderDetail`: one approved trader (COPY_NOT_TRADER otherwise). */
export function useTraderDetail(traderUserId: number | null) {
  return useQuery({
    queryKey: [...copyKey, "trader", traderUserId],
    queryFn: () => get<TraderDetail>("/follow/traderDetail", { trader_user_id: traderUserId ?? 0 }),
    enabled: traderUserId !== null,
  });
}

/** `GET /trader_info`: the user's trader profile, or null when the user never applied. */
export function useOwnTrader(enabled = true) {
  return useQuery({
    queryKey: [...mineKey, "trader-info"],
    enabled,
    queryFn: () =>
      request<OwnTrader>("/trader_info", { method: "GET", silent: true }).catch((error: unknown) => {
        if (notTrader(error)) return null;
        throw error;
      }),
  });
}

/** `GET /trader`: the application's requirements and the user's standing. */
export function useRequirements() {
  return useQuery({
    queryKey: [...mineKey, "requirements"],
    queryFn: () => get<Requirements>("/trader"),
    staleTime: 0,
  });
}

/** `GET /follow/myTrade`: the traders one copies and one's open copies. */
export function useMyCopies(enabled = true) {
  return useQuery({
    queryKey: [...mineKey, "mine"],
    queryFn: () => get<MyCopies>("/follow/myTrade"),
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
    queryFn: ({ pageParam }) => get<HistoryPage>("/follow/historyTrade", { page: pageParam, limit }),
    initialPageParam: 1,
    getNextPageParam: (last: HistoryPage) => (last.data.length >= limit ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

type WalletLine = Record<string, string | number> & { currency: number; currency_name: string };

/** `POST /wallet/list` as the server sends it; only the copy account is read here. */
interface WalletList {
  copy_wallet?: { balance: WalletLine[] };
}

/** Reads the copy account's USDT line (`copy_balance`, `lock_copy_balance`) from `POST /wallet/list`. */
export function readCopyAccount(payload: WalletList): CopyAccount {
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
    request<{ id: number }>("/follow/follow", { params: { ...settings }, silent: true }),
  cancel: (traderUserId: number, close: boolean) =>
    request<{ id: number }>("/follow/cancel", {
      params: { trader_user_id: traderUserId, close: close ? 1 : 0 },
      silent: true,
    }),
  keep: (transactionId: number) =>
    request<{ id: number }>("/follow/selfHolding", { params: { transaction_id: transactionId } }),
  close: (transactionId: number) =>
    request<{ id: number }>("/follow/close", { params: { transaction_id: transactionId } }),
  join: (application: Application) =>
    request<{ status: string }>("/follow/join", { params: { ...application, agreement: 1 }, silent: true }),
  setName: (name: string, bio: string) =>
    request<{ name: string }>("/follow/setName", { params: { name, bio }, silent: true }),
};
