import type {
  NftArtist,
  NftArtistDetail,
  NftArtistPage,
  NftBid,
  NftBidPage,
  NftBidPlaced,
  NftBought,
  NftBox,
  NftCollected,
  NftCollection,
  NftCollectionPage,
  NftItem,
  NftJoined,
  NftListed,
  NftMessage,
  NftMessagePage,
  NftMinePage,
  NftOpened,
  NftOrder,
  NftOrderPage,
  NftPaid,
  NftProof,
  NftSale,
  NftSaleDetail,
  NftSalePage,
  NftUnread,
  WalletList,
} from "@bourse/contract";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import i18next from "i18next";
import { type Params, request, requestRaw } from "../../../api/client";
import { ApiError, readEnvelope } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { nftKey } from "../../../api/realtime";
import { clockOffset } from "../../../ui/server-clock";
import { type NftPage, nextPage, pageNow, readPage } from "../model/page";
import type { SaleFilter } from "../model/sale";
import { readProof } from "../model/verify";

/**
 * The NFT market's calls (docs/nft-api.md; every answer's shape is the contract's,
 * `packages/contract/src/nft.ts`): every one is
 * `POST /bind_box/<call>` with form fields, answering the envelope; amounts are decimal text in the
 * sale's coin, times ISO 8601, and `now` the server's time, from which each answer keeps the offset
 * of the server's clock for countdowns.
 *
 * Everything lives under `nftKey`. One's messages, orders and the sales' details are refetched by the
 * user channel on every NFT message (api/realtime.ts); the spot balance lives under `["wallet"]`, which
 * every balance event refetches.
 */
export const PAGE_LIMIT = 10;
/** How often a live auction is read again, for the others' bids (ms). */
export const AUCTION_POLL_MS = 15_000;

export const nftKeys = {
  sales: [...nftKey, "sales"] as const,
  detail: [...nftKey, "detail"] as const,
  bids: [...nftKey, "bids"] as const,
  artists: [...nftKey, "artists"] as const,
  collections: [...nftKey, "collections"] as const,
  my: [...nftKey, "my"] as const,
  myBids: [...nftKey, "myBids"] as const,
  orders: [...nftKey, "orders"] as const,
  messages: [...nftKey, "messages"] as const,
  proof: [...nftKey, "proof"] as const,
};

/** A call of the market; silent: the screens show a refusal where it belongs. */
const call = <T>(name: string, params: Params = {}, silent = true) =>
  request<T>(`/bind_box/${name}`, { params, silent });

/** A page of sales, with the offset of the server's clock when it came. */
export type SalePage = NftPage<NftSale> & { offset: number };

async function salePage(filter: SaleFilter, page: number, limit: number): Promise<SalePage> {
  const answer = readPage<NftSale>(await call<NftSalePage>("getBoxList", { ...filter, page, limit }), page);
  return { ...answer, offset: clockOffset(pageNow(answer), Date.now()) };
}

/** `getBoxList`, page by page. `enabled` false (a blank search) reads nothing. */
export function useSales(filter: SaleFilter, enabled = true, limit = PAGE_LIMIT) {
  return useInfiniteQuery({
    queryKey: [...nftKeys.sales, filter, limit],
    queryFn: ({ pageParam }) => salePage(filter, pageParam, limit),
    initialPageParam: 1,
    getNextPageParam: (last: SalePage, all: SalePage[]) => nextPage(last, all, limit),
    enabled,
    staleTime: 0,
  });
}

/** The first page of `getBoxList` only (the banner strip, an artist's sales). */
export function useSaleStrip(filter: SaleFilter, limit: number, enabled = true) {
  return useQuery({
    queryKey: [...nftKeys.sales, "strip", filter, limit],
    queryFn: () => salePage(filter, 1, limit),
    enabled,
    staleTime: 0,
  });
}

/** One sale and the offset of the server's clock. */
export type SaleAnswer = { sale: NftSaleDetail; offset: number };

/** `getBoxDetail {id}`: null id (a bad link) reads nothing; a live auction is read again now and then. */
export function useSale(id: number | null) {
  return useQuery({
    queryKey: [...nftKeys.detail, id],
    queryFn: async (): Promise<SaleAnswer> => {
      const sale = await call<NftSaleDetail>("getBoxDetail", { id });
      return { sale, offset: clockOffset(sale.now, Date.now()) };
    },
    enabled: id !== null,
    refetchInterval: (query) => {
      const sale = query.state.data?.sale;
      return sale?.kind === "auction" && sale.state === "live" ? AUCTION_POLL_MS : false;
    },
    staleTime: 0,
  });
}

/** `getBindBoxQuotationLog {id}`, page by page: a sale's bids, newest first. */
export function useSaleBids(id: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...nftKeys.bids, id],
    queryFn: async ({ pageParam }) =>
      readPage<NftBid>(
        await call<NftBidPage>("getBindBoxQuotationLog", { id, page: pageParam, limit: PAGE_LIMIT }),
        pageParam,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: NftPage<NftBid>, all: NftPage<NftBid>[]) => nextPage(last, all, PAGE_LIMIT),
    enabled,
    staleTime: 0,
  });
}

/** `getArtist`: the first artists, for the market's row. */
export function useArtists(limit = 20) {
  return useQuery({
    queryKey: [...nftKeys.artists, "list", limit],
    queryFn: async () => readPage<NftArtist>(await call<NftArtistPage>("getArtist", { page: 1, limit }), 1),
    staleTime: 60_000,
  });
}

/** `getArtistDetail {id}`: the artist, its collections, its live and upcoming sales. */
export type { NftArtistDetail as ArtistDetail } from "@bourse/contract";

export function useArtist(id: number | null) {
  return useQuery({
    queryKey: [...nftKeys.artists, "detail", id],
    queryFn: async () => {
      const answer = await call<NftArtistDetail>("getArtistDetail", { id });
      return { ...answer, offset: clockOffset(answer.sales[0]?.now, Date.now()) };
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** `getCollection` without an id: the first collections, for the market's row. */
export function useCollections(limit = 20) {
  return useQuery({
    queryKey: [...nftKeys.collections, "list", limit],
    queryFn: async () =>
      readPage<NftCollection>(await call<NftCollectionPage>("getCollection", { page: 1, limit }), 1),
    staleTime: 60_000,
  });
}

/** What `getMyNFTs` lists on each of one's tabs. */
export type MyNftRows = { owned: NftItem; boxes: NftBox; collect: NftSale; sold: NftSale };
export type MyNftType = keyof MyNftRows;

/** A page of one's NFTs, with the offset of the server's clock (for the sales' countdowns). */
export type MyNftPage<K extends MyNftType> = NftPage<MyNftRows[K]> & { offset: number };

/** `getMyNFTs {type}`, page by page. */
export function useMyNfts<K extends MyNftType>(type: K) {
  return useInfiniteQuery({
    queryKey: [...nftKeys.my, type],
    queryFn: async ({ pageParam }): Promise<MyNftPage<K>> => {
      const answer = readPage<MyNftRows[K]>(
        await call<NftMinePage>("getMyNFTs", { type, page: pageParam, limit: PAGE_LIMIT }),
        pageParam,
      );
      return { ...answer, offset: clockOffset(pageNow(answer), Date.now()) };
    },
    initialPageParam: 1,
    getNextPageParam: (last: MyNftPage<K>, all: MyNftPage<K>[]) => nextPage(last, all, PAGE_LIMIT),
    staleTime: 0,
  });
}

/** `getMyBindBoxQuotationLog`, page by page: one's bids, newest first. */
export function useMyBids() {
  return useInfiniteQuery({
    queryKey: [...nftKeys.myBids],
    queryFn: async ({ pageParam }) =>
      readPage<NftBid>(
        await call<NftBidPage>("getMyBindBoxQuotationLog", { page: pageParam, limit: PAGE_LIMIT }),
        pageParam,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: NftPage<NftBid>, all: NftPage<NftBid>[]) => nextPage(last, all, PAGE_LIMIT),
    staleTime: 0,
  });
}

/** A page of one's orders, with the offset of the server's clock. */
export type OrderPage = NftPage<NftOrder> & { offset: number };

async function orderPage(status: "due" | "all", page: number, limit: number): Promise<OrderPage> {
  const answer = readPage<NftOrder>(
    await call<NftOrderPage>("getNeedPayNFTOrder", { status, page, limit }),
    page,
  );
  return { ...answer, offset: clockOffset(pageNow(answer), Date.now()) };
}

/** `getNeedPayNFTOrder {status}`, page by page: one's won auctions. */
export function useOrders(status: "due" | "all") {
  return useInfiniteQuery({
    queryKey: [...nftKeys.orders, status],
    queryFn: ({ pageParam }) => orderPage(status, pageParam, PAGE_LIMIT),
    initialPageParam: 1,
    getNextPageParam: (last: OrderPage, all: OrderPage[]) => nextPage(last, all, PAGE_LIMIT),
    staleTime: 0,
  });
}

/** The refusal a lookup by id answers when the list does not hold it. */
const notFound = (code: string) => new ApiError("error", i18next.t("common.loadFailed"), code);

/** One of one's orders by id (`getNeedPayNFTOrder {id}`); NFT_ORDER_NOT_FOUND when it is not one's. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...nftKeys.orders, "one", id],
    queryFn: async () => {
      const answer = readPage<NftOrder>(
        await call<NftOrderPage>("getNeedPayNFTOrder", { status: "all", id }),
        1,
      );
      const order = answer.data.find((o) => o.id === id);
      if (!order) throw notFound("NFT_ORDER_NOT_FOUND");
      return { order, offset: clockOffset(pageNow(answer), Date.now()) };
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** One edition one holds, by id (`getMyNFTs {type: owned, id}`); NFT_ITEM_NOT_FOUND when it is not one's. */
export function useItem(id: number | null) {
  return useQuery({
    queryKey: [...nftKeys.my, "owned", "one", id],
    queryFn: async () => {
      const answer = readPage<NftItem>(await call<NftMinePage>("getMyNFTs", { type: "owned", id }), 1);
      const item = answer.data.find((i) => i.id === id);
      if (!item) throw notFound("NFT_ITEM_NOT_FOUND");
      return item;
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** `getNFTMessages`, page by page: one's messages, newest first, and how many are unread. */
export function useMessages() {
  return useInfiniteQuery({
    queryKey: [...nftKeys.messages],
    queryFn: async ({ pageParam }) =>
      readPage<NftMessage>(
        await call<NftMessagePage>("getNFTMessages", { page: pageParam, limit: PAGE_LIMIT }),
        pageParam,
      ),
    initialPageParam: 1,
    getNextPageParam: (last: NftPage<NftMessage>, all: NftPage<NftMessage>[]) =>
      nextPage(last, all, PAGE_LIMIT),
    staleTime: 0,
  });
}

/** The unread count of one's messages as the first page says it (null until known). */
export const unreadOf = (data: InfiniteData<NftPage<NftMessage>> | undefined): number | null =>
  data?.pages[0]?.unread ?? null;

/**
 * `GET /nft/series/:id/proof`: a blind-box series' public proof. Read as a public JSON document: the
 * envelope's payload (its refusal as any call's), or the document bare.
 */
export function useProof(id: number | null) {
  return useQuery({ ...proofQuery(id), enabled: id !== null, staleTime: 0 });
}

/**
 * Whether a series' seed is public (it is once the series has ended): then each of its boxes' draws can
 * be recomputed on the verifier. The series' proof, shared with the proof screen, read at most a minute old.
 */
export function useSeedRevealed(id: number) {
  return useQuery({ ...proofQuery(id), staleTime: 60_000, select: (proof) => proof.seed !== null });
}

function proofQuery(id: number | null) {
  return {
    queryKey: [...nftKeys.proof, id],
    queryFn: async (): Promise<NftProof> => {
      const failed = i18next.t("common.networkError");
      const body = await requestRaw<unknown>(`/nft/series/${id}/proof`, { method: "GET", silent: true });
      if (typeof body === "object" && body !== null && "type" in body)
        return readEnvelope<NftProof>(body, failed);
      const proof = readProof(body);
      if (!proof) throw new ApiError("parse", failed);
      return proof;
    },
  };
}

/** The part of `POST /wallet/list` (`WalletList`) the NFT screens read: the spot ("change") account. */
type WalletListPayload = { change_wallet?: Pick<WalletList["change_wallet"], "balance"> };

/** The spot account's available balance of each coin, by id and by name. */
export interface SpotLine {
  currency: number;
  name: string;
  available: string;
}

export function readSpotLines(payload: WalletListPayload): SpotLine[] {
  return (payload.change_wallet?.balance ?? []).map((line) => ({
    currency: line.currency,
    name: String(line.currency_name ?? ""),
    available: String(line.change_balance ?? "0"),
  }));
}

/** `POST /wallet/list`, spot account only; under `["wallet"]`, so balance events refetch it. */
export function useSpotLines(enabled: boolean) {
  return useQuery({
    queryKey: ["wallet", "nft", "spot"],
    queryFn: async () => readSpotLines(await request<WalletListPayload>("/wallet/list", { silent: true })),
    enabled,
    staleTime: 0,
  });
}

/** Refetches the market and everything of the user's (after the user's own change). */
export function refreshNft(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: nftKey }),
    queryClient.invalidateQueries({ queryKey: ["wallet"] }),
  ]);
}

/**
 * The changes; each answers once it is durable. Silent: the screens show a refusal beside the action
 * (`toast: true` for the small ones, whose refusal shows as a toast).
 */
export const nftCalls = {
  collect: (id: number) => call<NftCollected>("collect", { id }, false),
  join: (id: number) => call<NftJoined>("marginNFT", { id }),
  bid: (id: number, price: string) => call<NftBidPlaced>("auctionNFT", { id, price }),
  buy: (id: number, price: string) => call<NftBought>("buyNFT", { id, price }),
  pay: (id: number) => call<NftPaid>("payNFTOrder", { id }),
  open: (id: number) => call<NftOpened>("openBlindBox", { id }, false),
  resell: (params: Params) => call<NftListed>("resellNFT", params),
  read: (id?: number) => call<NftUnread>("readNFTOrderMessage", id === undefined ? {} : { id }, false),
};
