import type * as contract from "@bourse/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { useRecords, useSaveRecord } from "../../earn/api/records";

/** Every NFT list of the console: a save or a reveal fetches them all again (counts cross lists). */
const nftKey = ["admin", "nft"] as const;

export type ArtworkType = contract.ArtworkType;
export type Rarity = contract.Rarity;
export type NftSaleState = contract.NftSaleState;
export type NftOrderStatus = contract.NftOrderStatus;
export type NftMedia = contract.NftMedia;
export type NftSale = contract.NftSale;

/** The rarities, rarest last (restated: the console imports only the contract's types). */
export const RARITIES = ["common", "rare", "epic", "legendary"] as const satisfies readonly Rarity[];

/** The bodies the console sends (docs/nft-api.md "Console"). */
export type NftArtistBody = Static<typeof contract.NftArtistBody>;
export type NftCollectionBody = Static<typeof contract.NftCollectionSaveBody>;
export type NftArtworkBody = Static<typeof contract.NftArtworkBody>;
export type NftSaleBody = Static<typeof contract.NftSaleBody>;
export type NftSeriesBody = Static<typeof contract.NftSeriesBody>;

/**
 * The console's answers, as the contract declares them (`packages/contract/src/nft.ts`): an artist
 * (`GET /admin/nft/artists`) with the account its royalties go to (null: held by the venue); a
 * collection; an artwork (`GET /admin/nft/artworks`) with the editions its first sales offer; a
 * blind-box series (`GET /admin/nft/series`) with the terms of its sale; a won auction's order
 * (`GET /admin/nft/orders`) with its buyer; what creating a series answers: the commitment to its secret
 * seed (sha256, hex).
 */
export type NftAdminArtist = contract.NftAdminArtist;
export type NftAdminCollection = contract.NftCollection;
export type NftAdminArtwork = contract.NftAdminArtwork;
export type NftAdminSeries = contract.NftAdminSeries;
export type NftAdminOrder = contract.NftAdminOrder;
export type NftSeriesCreated = contract.NftSeriesCreated;

export const useNftArtists = () => useRecords<NftAdminArtist>(nftKey, "/admin/nft/artists");
export const useNftCollections = () => useRecords<NftAdminCollection>(nftKey, "/admin/nft/collections");
export const useNftArtworks = () => useRecords<NftAdminArtwork>(nftKey, "/admin/nft/artworks");
/** First sales and resales, fixed-price and auctions. */
export const useNftSales = () => useRecords<NftSale>(nftKey, "/admin/nft/sales");
export const useNftSeries = () => useRecords<NftAdminSeries>(nftKey, "/admin/nft/series");
/** Won auctions: payments `due`, `paid` or `forfeited`. */
export const useNftOrders = (status: NftOrderStatus) =>
  useRecords<NftAdminOrder>(nftKey, "/admin/nft/orders", { status });

/** `POST /admin/nft/artists[/:id]` (audited). */
export const useSaveNftArtist = () =>
  useSaveRecord<NftArtistBody, contract.NftSaved>(nftKey, "/admin/nft/artists");
/** `POST /admin/nft/collections[/:id]`. */
export const useSaveNftCollection = () =>
  useSaveRecord<NftCollectionBody, contract.NftSaved>(nftKey, "/admin/nft/collections");
/** `POST /admin/nft/artworks[/:id]`: audio and video need a poster; editions never below minted or offered. */
export const useSaveNftArtwork = () =>
  useSaveRecord<NftArtworkBody, contract.NftSaved>(nftKey, "/admin/nft/artworks");
/** `POST /admin/nft/sales` (`id: null`; a sale is not changed once created). */
export const useCreateNftSale = () =>
  useSaveRecord<NftSaleBody, contract.NftSaved>(nftKey, "/admin/nft/sales");
/** `POST /admin/nft/series` (`id: null`): the server draws the seed and answers its commitment. */
export const useCreateNftSeries = () =>
  useSaveRecord<NftSeriesBody, NftSeriesCreated>(nftKey, "/admin/nft/series");

/**
 * `POST /admin/nft/series/:id/reveal`: publishes the seed of an ended or sold-out series. A refusal
 * shows as the console's notice.
 */
export function useRevealNftSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      request<contract.NftRevealed>(`/admin/nft/series/${id}/reveal`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nftKey }),
  });
}

/**
 * `POST /admin/nft/media` (multipart, field `file`): an artwork's file, checked by its content. Silent:
 * the form shows a refusal (NFT_MEDIA_INVALID) on the field.
 */
export function useUploadNftMedia() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return request<NftMedia>("/admin/nft/media", { method: "POST", body: form });
    },
    meta: { silent: true },
  });
}
