import { Type } from "typebox";
import { Decimal, OwnedId, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

/**
 * The NFT market (spec §7 "NFT", under `/bind_box/`): artists, collections and artworks; sales
 * ("boxes" in the legacy calls) of three kinds: a fixed price per edition, an auction of one edition with
 * a margin, and a blind-box series whose draws are committed before the sale and verifiable after it.
 * Owners resell what they hold. `docs/nft-api.md` maps every call.
 */

export const ARTWORK_TYPES = ["image", "gif", "audio", "video"] as const;
export type ArtworkType = (typeof ARTWORK_TYPES)[number];
export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export type Rarity = (typeof RARITIES)[number];
export const Rarity = Type.Union([
  Type.Literal("common"),
  Type.Literal("rare"),
  Type.Literal("epic"),
  Type.Literal("legendary"),
]);

/** A sale's kind: `fixed` (a price per edition), `auction` (one edition, bids), `blind` (boxes of a series). */
export const NFT_SALE_KINDS = ["fixed", "auction", "blind"] as const;
export type NftSaleKind = (typeof NFT_SALE_KINDS)[number];
/** The legacy label: `normal` for fixed and blind sales, `auction` for auctions. */
export type NftPayType = "normal" | "auction";
/** The legacy timing flag: 2 before the start, 1 in the window, 0 ended or sold out. */
export type NftSellStatus = 0 | 1 | 2;
/** Where a sale stands: `upcoming`, `live`, `ended` (its window is over), `sold_out`. */
export type NftSaleState = "upcoming" | "live" | "ended" | "sold_out";

const Page = { ...PageQuery };
/** A sale (a "box" in the legacy calls): anyone may name one. */
const SaleRef = PublicRefId("nft-sale");
const ArtistRef = PublicRefId("nft-artist");
const CollectionRef = PublicRefId("nft-collection");

/** `POST /bind_box/getBoxList`: the sales, filtered; `keyword` searches titles, artists and collections. */
export const NftBoxListBody = Type.Object({
  type: Type.Optional(
    Type.Union([Type.Literal("normal"), Type.Literal("auction"), Type.Literal("blind")], {
      description: "normal: fixed-price sales; auction; blind: blind boxes",
    }),
  ),
  status: Type.Optional(Type.Union([Type.Literal("upcoming"), Type.Literal("live"), Type.Literal("ended")])),
  sort: Type.Optional(
    Type.Union([Type.Literal("new"), Type.Literal("hot"), Type.Literal("ending")], {
      description: "new (default), hot (most bids and favourites), ending (soonest end first)",
    }),
  ),
  keyword: Type.Optional(Text(60, { description: "present and blank is refused: NFT_KEYWORD_REQUIRED" })),
  artist_id: Type.Optional(ArtistRef),
  collection_id: Type.Optional(CollectionRef),
  ...Page,
});

/** `POST /bind_box/getBoxDetail`, `collect`, `marginNFT`: a sale by its id. */
export const NftIdBody = Type.Object({ id: SaleRef });

/** `POST /bind_box/getArtistDetail`: an artist by its id. */
export const NftArtistIdBody = Type.Object({ id: ArtistRef });

/** `POST /bind_box/openBlindBox`: one of one's blind boxes. */
export const NftBoxIdBody = Type.Object({ id: OwnedId("nft-box") });

/** `POST /bind_box/payNFTOrder`: one of one's won auctions. */
export const NftOrderIdBody = Type.Object({ id: OwnedId("nft-order") });

/** `POST /bind_box/getArtist`: artists, optionally searched. */
export const NftArtistListBody = Type.Object({ keyword: Type.Optional(Text(60)), ...Page });

/** `POST /bind_box/getCollection`: the collections, or one (`id`) with its artworks. */
export const NftCollectionBody = Type.Object({
  id: Type.Optional(CollectionRef),
  artist_id: Type.Optional(ArtistRef),
  ...Page,
});

/** `POST /bind_box/buyNFT`: one edition of a fixed sale, or one box of a blind-box series. */
export const NftBuyBody = Type.Object({
  id: SaleRef,
  price: Type.Optional(
    Decimal(
      "nft_sales.price",
      "the price the client showed; a different current price is refused (NFT_PRICE_CHANGED)",
    ),
  ),
});

/** `POST /bind_box/auctionNFT`: a bid. */
export const NftBidBody = Type.Object({
  id: SaleRef,
  price: Decimal("nft_bids.price", "the bid, in the sale's coin: at least the current bid plus the raise"),
});

/** `POST /bind_box/getBindBoxQuotationLog`: a sale's bids, newest first. */
export const NftBidLogBody = Type.Object({ id: SaleRef, ...Page });

/** `POST /bind_box/getMyNFTs`. */
export const NftMineBody = Type.Object({
  type: Type.Optional(
    Type.Union(
      [Type.Literal("owned"), Type.Literal("boxes"), Type.Literal("collect"), Type.Literal("sold")],
      {
        description:
          "owned (default): editions one holds, listed or not; boxes: blind boxes, opened or not; collect: favourites; sold: one's finished resales",
      },
    ),
  ),
  /** one edition one holds (`owned`), by its id */
  id: Type.Optional(OwnedId("nft-item")),
  ...Page,
});

/** `POST /bind_box/resellNFT`: lists an edition one holds. */
export const NftResellBody = Type.Object({
  id: OwnedId("nft-item"),
  pay_type: Type.Optional(
    Type.Union([Type.Literal("normal"), Type.Literal("auction")], { default: "normal" }),
  ),
  price: Decimal("nft_sales.price", "the fixed price, or the auction's start price"),
  per_increase: Type.Optional(
    Decimal("nft_sales.per_increase", "the auction's least raise per bid", { empty: true }),
  ),
  start_time: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 8_640_000_000_000, description: "unix seconds; default now" }),
  ),
  end_time: Type.Integer({ minimum: 0, maximum: 8_640_000_000_000, description: "unix seconds" }),
});

/** `POST /bind_box/getNeedPayNFTOrder`: one's orders; `due` (default) those still to pay. */
export const NftOrdersBody = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("due"), Type.Literal("all")])),
  /** one order by its id, whatever its status */
  id: Type.Optional(OwnedId("nft-order")),
  ...Page,
});

/** `POST /bind_box/readNFTOrderMessage`: marks one message read, or all with no id. */
export const NftReadBody = Type.Object({ id: Type.Optional(OwnedId("nft-message")) });

/** `POST /bind_box/getNFTMessages`: one's messages, newest first. */
export const NftMessagesBody = Type.Object({ ...Page });

/**
 * `GET /nft/series/:id/proof`: a blind-box series (a sale) anyone may verify; it shows boxes by number,
 * never their buyers.
 */
export const NftSeriesParams = Type.Object({ id: PublicRefId("nft-series") });

// ---- answers ----

export interface NftArtistRef {
  id: number;
  name: string;
  avatar: string;
}

export interface NftArtist extends NftArtistRef {
  bio: string;
  royalty_rate: string;
  artworks: number;
  collections: number;
}

export interface NftCollectionRef {
  id: number;
  name: string;
}

export interface NftCollection extends NftCollectionRef {
  cover: string;
  description: string;
  artist: NftArtistRef;
  artworks: number;
}

export interface NftArtwork {
  id: number;
  title: string;
  description: string;
  artwork_type: ArtworkType;
  rarity: Rarity;
  /** the media itself (image, GIF, audio or video) */
  media: string;
  /** a still for lists and the player's poster (the image itself for images) */
  poster: string;
  /** a small still (400 px wide webp) for lists */
  thumb: string;
  editions: number;
  minted: number;
  artist: NftArtistRef;
  collection: NftCollectionRef;
}

/** A blind box series as a sale shows it: its committed seed and its rarity table. */
export interface NftSeries {
  id: number;
  name: string;
  cover: string;
  description: string;
  total: number;
  sold: number;
  /** sha256 of the secret seed, published before the sale */
  commitment: string;
  /** the seed once revealed (after the series ends), else null */
  seed: string | null;
  table: { artwork: NftArtwork; count: number }[];
}

/** A sale ("box"). */
export interface NftSale {
  id: number;
  kind: NftSaleKind;
  pay_type: NftPayType;
  title: string;
  /** what is sold (null for a blind box) */
  artwork: NftArtwork | null;
  series: NftSeries | null;
  /** the edition sold (an auction or a resale), null when editions are minted as they sell */
  item: { id: number; edition: number; code: string } | null;
  /** null: the venue (a first sale) */
  seller: string | null;
  currency_id: number;
  currency_type: string;
  /** the fixed or box price, or the auction's start price */
  price: string;
  /** the auction's leading bid, null before the first */
  current_bid: string | null;
  /** what the next bid must be at least (auctions) */
  min_bid: string | null;
  per_increase: string | null;
  margin: string | null;
  start_at: string;
  end_at: string;
  /** the server's time, for countdowns */
  now: string;
  state: NftSaleState;
  sell_status: NftSellStatus;
  /** editions or boxes left in a fixed or blind sale */
  remaining: number | null;
  total: number | null;
  bids: number;
  favourites: number;
  collected: boolean;
}

export interface NftOwnerEvent {
  kind: "mint" | "sale" | "auction" | "box";
  /** masked owners: "a***@example.com"; null for the venue */
  from: string | null;
  to: string;
  price: string | null;
  currency_type: string | null;
  at: string;
}

export interface NftSaleDetail extends NftSale {
  /** the edition's owners, newest first (an edition's sale), or the artwork's latest sales */
  history: NftOwnerEvent[];
  /** the signed-in user's part in an auction */
  mine: { joined: boolean; leading: boolean; bid: string | null } | null;
}

export interface NftBid {
  id: number;
  sale_id: number;
  title: string;
  bidder: string;
  price: string;
  currency_type: string;
  at: string;
  /** the leading bid of the sale */
  leading: boolean;
}

/** An edition one holds, or a blind box. */
export interface NftItem {
  id: number;
  code: string;
  edition: number;
  artwork: NftArtwork;
  /** the sale it is listed in, if any (a resale in progress cannot be withdrawn) */
  listed_sale_id: number | null;
  acquired_at: string;
}

export interface NftBox {
  id: number;
  series_id: number;
  series: string;
  cover: string;
  number: number;
  opened: boolean;
  /** what it held, once opened */
  item: NftItem | null;
  bought_at: string;
}

export type NftOrderStatus = "due" | "paid" | "forfeited";

export interface NftOrder {
  id: number;
  sale_id: number;
  title: string;
  artwork: NftArtwork;
  price: string;
  margin: string;
  /** what is left to pay: price − margin */
  due: string;
  currency_type: string;
  status: NftOrderStatus;
  pay_by: string;
  now: string;
  paid_at: string | null;
}

export type NftMessageKind = "outbid" | "won" | "payment_due" | "sold" | "forfeited" | "refunded";

export interface NftMessage {
  id: number;
  kind: NftMessageKind;
  sale_id: number | null;
  order_id: number | null;
  title: string;
  /** figures the message shows: amounts (`price`, `due`, `received`, `margin`) in `coin`, `pay_by` */
  data: Record<string, string>;
  read: boolean;
  at: string;
}

export interface NftProof {
  rule: { name: "blind-box-draw"; version: 1; text: string };
  /** `reveal_at`: when the series ends and its seed is revealed (ISO time) */
  series: { id: number; name: string; total: number; sold: number; ended: boolean; reveal_at: string };
  commitment: string;
  seed: string | null;
  table: { artwork_id: number; title: string; rarity: Rarity; count: number }[];
  /** every sold box: its number, and once revealed the artwork drawn */
  boxes: { number: number; artwork_id: number | null; opened: boolean }[];
}

// ---- console ----

export const NftArtistBody = Type.Object({
  name: Text(60, { minLength: 1 }),
  avatar: Text(300),
  bio: Text(2000, { multiline: true }),
  royalty_rate: Text(12, { description: "e.g. 0.05 for 5 % of every resale, at most 0.5" }),
  /** the artist's account on the venue, to receive royalties; empty: held by the venue for the artist */
  user_email: Type.Optional(Text(254)),
});

export const NftCollectionSaveBody = Type.Object({
  artist_id: RefId,
  name: Text(80, { minLength: 1 }),
  cover: Text(300),
  description: Text(2000, { multiline: true }),
});

export const NftArtworkBody = Type.Object({
  collection_id: RefId,
  title: Text(80, { minLength: 1 }),
  description: Text(2000, { multiline: true }),
  rarity: Rarity,
  /** an upload's answer (`POST /admin/nft/media`) */
  media: Text(300),
  /** required for audio and video: an uploaded image */
  poster: Type.Optional(Text(300)),
  editions: Type.Integer({ minimum: 1, maximum: 100_000 }),
});

export const NftSaleBody = Type.Object({
  kind: Type.Union([Type.Literal("fixed"), Type.Literal("auction")]),
  artwork_id: RefId,
  currency_id: RefId,
  /** editions offered (fixed); an auction sells one */
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  price: Decimal("nft_sales.price", "the fixed price, or the auction's start price"),
  per_increase: Type.Optional(
    Decimal("nft_sales.per_increase", "the auction's least raise", { empty: true }),
  ),
  margin: Type.Optional(
    Decimal("nft_sales.margin", "the auction's margin, at most the start price", { empty: true }),
  ),
  start_at: Text(40, { description: "ISO 8601" }),
  end_at: Text(40, { description: "ISO 8601" }),
});

export const NftSeriesBody = Type.Object({
  name: Text(80, { minLength: 1 }),
  cover: Text(300),
  description: Text(2000, { multiline: true }),
  currency_id: RefId,
  price: Decimal("nft_sales.price", "one box's price"),
  start_at: Text(40),
  end_at: Text(40),
  table: Type.Array(
    Type.Object({ artwork_id: RefId, count: Type.Integer({ minimum: 1, maximum: 100_000 }) }),
    {
      minItems: 1,
      maxItems: 50,
    },
  ),
});

export const NftAdminOrdersQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal("due"), Type.Literal("paid"), Type.Literal("forfeited")])),
});

/** `POST /admin/nft/media`: an uploaded file's answer. */
export interface NftMedia {
  url: string;
  artwork_type: ArtworkType | "image";
  thumb: string;
  mime: string;
  size: number;
}
