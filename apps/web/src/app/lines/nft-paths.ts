/**
 * The NFT market's hash-route paths (spec §7 "NFT", docs/nft-api.md): the market, an artist, a sale
 * (image and GIF artworks, or audio and video ones), buying, paying a won auction, reselling, one's
 * NFTs, one's bids, orders and messages, and a blind-box series' proof checked in the browser. Apart
 * from app/paths.ts, so that they stay out of the first screen.
 */
export const nftPaths = {
  /** The market: live sales ending soonest, sales by kind, collections, artists and search; guests may look. */
  home: "/pages/nft/nft",
  /** One artist (`?id=`): bio, royalty, collections and sales; guests may look. */
  artistDetail: "/pages/nft/artistDetail",
  /** One sale of an image or GIF artwork, or a blind-box series (`?id=<sale id>`); guests may look. */
  artworkDetail: "/pages/nft/artworkDetail",
  /** One sale of an audio or video artwork (`?id=<sale id>`), with its player; guests may look. */
  artworkDetailVideo: "/pages/nft/artworkDetail_video",
  /** Buying one edition of a fixed-price sale, or one blind box (`?id=<sale id>`). */
  purchase: "/pages/nft/purchase",
  /** Paying the rest of a won auction (`?id=<order id>`) before its deadline. */
  purchaseOne: "/pages/nft/purchase_one",
  /** Listing an edition one holds (`?id=<item id>`) at a fixed price or as an auction. */
  resell: "/pages/nft/resell",
  /** One's NFTs (`?tab=owned|boxes|collect|sold`): editions, blind boxes, favourites, finished resales. */
  myNft: "/pages/nft/myNft",
  /** One's bids, won auctions and messages (`?tab=bids|orders|messages`). */
  mine: "/pages/nft/mine",
  /** A blind-box series' proof (`?id=<series id>`), every box recomputed in the browser; guests may look. */
  verify: "/pages/nft/verify",
} as const;

/** The tabs of one's NFTs. */
export type MyNftTab = "owned" | "boxes" | "collect" | "sold";
/** The tabs of one's bids, orders and messages. */
export type NftMineTab = "bids" | "orders" | "messages";

/** A screen about one thing, by its id. */
export const withNftId = (path: string, id: number) => `${path}?id=${id}`;

/**
 * A sale's screen: audio and video artworks have their own (with the player), every other sale (an
 * image or GIF artwork, a blind-box series) the artwork screen.
 */
export function saleDetailPath(sale: { id: number; artwork: { artwork_type: string } | null }): string {
  const type = sale.artwork?.artwork_type;
  return withNftId(
    type === "audio" || type === "video" ? nftPaths.artworkDetailVideo : nftPaths.artworkDetail,
    sale.id,
  );
}

/** One's NFTs on a tab. */
export const myNftTab = (tab: MyNftTab) => `${nftPaths.myNft}?tab=${tab}`;

/** One's bids, orders or messages. */
export const nftMineTab = (tab: NftMineTab) => `${nftPaths.mine}?tab=${tab}`;
