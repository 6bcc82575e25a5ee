import { type Static, type TSchema, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Nullable, OwnedId, PageQuery, PublicRefId, RefId, Text } from "./bounds.ts";

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

const Paging = { ...PageQuery };
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
  ...Paging,
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
export const NftArtistListBody = Type.Object({ keyword: Type.Optional(Text(60)), ...Paging });

/** `POST /bind_box/getCollection`: the collections, or one (`id`) with its artworks. */
export const NftCollectionBody = Type.Object({
  id: Type.Optional(CollectionRef),
  artist_id: Type.Optional(ArtistRef),
  ...Paging,
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
export const NftBidLogBody = Type.Object({ id: SaleRef, ...Paging });

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
  ...Paging,
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
  ...Paging,
});

/** `POST /bind_box/readNFTOrderMessage`: marks one message read, or all with no id. */
export const NftReadBody = Type.Object({ id: Type.Optional(OwnedId("nft-message")) });

/** `POST /bind_box/getNFTMessages`: one's messages, newest first. */
export const NftMessagesBody = Type.Object({ ...Paging });

/**
 * `GET /nft/series/:id/proof`: a blind-box series (a sale) anyone may verify; it shows boxes by number,
 * never their buyers.
 */
export const NftSeriesParams = Type.Object({ id: PublicRefId("nft-series") });

// ---- answers ----

const Time = (description?: string) =>
  Type.String({ description: description ? `${description}, ISO 8601 UTC` : "ISO 8601 UTC" });
const Amount = (description?: string) =>
  Type.String({ description: description ? `${description}, decimal text` : "decimal text" });
/** `t`, or null, described. */
const OrNull = <T extends TSchema>(t: T, description: string) =>
  Type.Union([t, Type.Null()], { description });

export const ArtworkType = Type.Union([
  Type.Literal("image"),
  Type.Literal("gif"),
  Type.Literal("audio"),
  Type.Literal("video"),
]);
export const NftSaleKind = Type.Union([
  Type.Literal("fixed"),
  Type.Literal("auction"),
  Type.Literal("blind"),
]);
export const NftSaleState = Type.Union([
  Type.Literal("upcoming"),
  Type.Literal("live"),
  Type.Literal("ended"),
  Type.Literal("sold_out"),
]);

/** An artist as a sale, a collection or an artwork names it. */
export const NftArtistRef = Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() });
export type NftArtistRef = Static<typeof NftArtistRef>;

/** An artist (`getArtist`, `getArtistDetail`): its royalty on every resale and what it made. */
export const NftArtist = Type.Object({
  ...NftArtistRef.properties,
  bio: Type.String(),
  royalty_rate: Type.String({ description: 'of every resale, a fraction: "0.05" = 5 %' }),
  artworks: Type.Integer(),
  collections: Type.Integer(),
});
export type NftArtist = Static<typeof NftArtist>;

export const NftCollectionRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type NftCollectionRef = Static<typeof NftCollectionRef>;

/** A collection (`getCollection`) with its artist and how many artworks it holds. */
export const NftCollection = Type.Object({
  ...NftCollectionRef.properties,
  cover: Type.String(),
  description: Type.String(),
  artist: NftArtistRef,
  artworks: Type.Integer(),
});
export type NftCollection = Static<typeof NftCollection>;

/** An artwork: its media, its editions (how many may exist, how many are minted), artist and collection. */
export const NftArtwork = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  artwork_type: ArtworkType,
  rarity: Rarity,
  media: Type.String({ description: "the media itself (image, GIF, audio or video)" }),
  poster: Type.String({
    description: "a still for lists and the player's poster (the image itself for images)",
  }),
  thumb: Type.String({ description: "a small still (400 px wide webp) for lists" }),
  editions: Type.Integer(),
  minted: Type.Integer(),
  artist: NftArtistRef,
  collection: NftCollectionRef,
});
export type NftArtwork = Static<typeof NftArtwork>;

/** A blind box series as a sale shows it: its committed seed and its rarity table. */
export const NftSeries = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  total: Type.Integer(),
  sold: Type.Integer(),
  commitment: Type.String({ description: "sha256 of the secret seed, published before the sale" }),
  seed: Nullable(Type.String({ description: "the seed once revealed (after the series ends), else null" })),
  table: Type.Array(Type.Object({ artwork: NftArtwork, count: Type.Integer() })),
});
export type NftSeries = Static<typeof NftSeries>;

/** A sale ("box"): `getBoxList`, an artist's or a collection's sales, one's favourites and finished resales. */
export const NftSale = Type.Object({
  id: Type.Integer(),
  kind: NftSaleKind,
  pay_type: Type.Union([Type.Literal("normal"), Type.Literal("auction")], {
    description: "the legacy label: normal for fixed and blind sales",
  }),
  title: Type.String(),
  artwork: OrNull(NftArtwork, "what is sold (null for a blind box)"),
  series: Nullable(NftSeries),
  item: OrNull(
    Type.Object({ id: Type.Integer(), edition: Type.Integer(), code: Type.String() }),
    "the edition sold (an auction or a resale), null when editions are minted as they sell",
  ),
  seller: Nullable(Type.String({ description: "masked; null: the venue (a first sale)" })),
  currency_id: Type.Integer(),
  currency_type: Type.String({ description: "the coin's name" }),
  price: Amount("the fixed or box price, or the auction's start price"),
  current_bid: Nullable(Amount("the auction's leading bid, null before the first")),
  min_bid: Nullable(Amount("what the next bid must be at least (auctions)")),
  per_increase: Nullable(Amount("the auction's least raise")),
  margin: Nullable(Amount("the auction's margin")),
  start_at: Time(),
  end_at: Time(),
  now: Time("the server's time, for countdowns"),
  state: NftSaleState,
  sell_status: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
    description: "legacy: 2 before the start, 1 in the window, 0 ended or sold out",
  }),
  remaining: Nullable(Type.Integer({ description: "editions or boxes left in a fixed or blind sale" })),
  total: Nullable(Type.Integer()),
  bids: Type.Integer(),
  favourites: Type.Integer(),
  collected: Type.Boolean({ description: "in the signed-in user's favourites" }),
});
export type NftSale = Static<typeof NftSale>;

/** A change of an edition's owner. */
export const NftOwnerEvent = Type.Object({
  kind: Type.Union([
    Type.Literal("mint"),
    Type.Literal("sale"),
    Type.Literal("auction"),
    Type.Literal("box"),
  ]),
  from: Nullable(Type.String({ description: 'masked owners: "a***@example.com"; null for the venue' })),
  to: Nullable(Type.String({ description: "masked; null for an account without an email" })),
  price: Nullable(Amount()),
  currency_type: Nullable(Type.String()),
  at: Time(),
});
export type NftOwnerEvent = Static<typeof NftOwnerEvent>;

/** `getBoxDetail`: a sale with its history and the signed-in user's part in an auction. */
export const NftSaleDetail = Type.Object({
  ...NftSale.properties,
  history: Type.Array(NftOwnerEvent, {
    description: "the edition's owners, newest first (an edition's sale), or the artwork's latest sales",
  }),
  mine: OrNull(
    Type.Object({
      joined: Type.Boolean(),
      leading: Nullable(Type.Boolean({ description: "null before the first bid" })),
      bid: Nullable(Amount("one's highest bid")),
    }),
    "the signed-in user's part in an auction",
  ),
});
export type NftSaleDetail = Static<typeof NftSaleDetail>;

/** A bid (`getBindBoxQuotationLog`, `getMyBindBoxQuotationLog`). */
export const NftBid = Type.Object({
  id: Type.Integer(),
  sale_id: Type.Integer(),
  title: Type.String(),
  bidder: Nullable(Type.String({ description: "masked; null for an account without an email" })),
  price: Amount(),
  currency_type: Type.String(),
  at: Time(),
  leading: Type.Boolean({ description: "the leading bid of the sale" }),
});
export type NftBid = Static<typeof NftBid>;

/** An edition one holds. */
export const NftItem = Type.Object({
  id: Type.Integer(),
  code: Type.String({ description: "<artwork>-<edition>" }),
  edition: Type.Integer(),
  artwork: NftArtwork,
  listed_sale_id: Nullable(
    Type.Integer({
      description: "the sale it is listed in, if any (a resale in progress cannot be withdrawn)",
    }),
  ),
  acquired_at: Time(),
});
export type NftItem = Static<typeof NftItem>;

/** A blind box one bought. */
export const NftBox = Type.Object({
  id: Type.Integer(),
  series_id: Type.Integer(),
  series: Type.String({ description: "the series' name" }),
  cover: Type.String(),
  number: Type.Integer(),
  opened: Type.Boolean(),
  item: OrNull(NftItem, "what it held, once opened"),
  bought_at: Time(),
});
export type NftBox = Static<typeof NftBox>;

export const NftOrderStatus = Type.Union([
  Type.Literal("due"),
  Type.Literal("paid"),
  Type.Literal("forfeited"),
]);
export type NftOrderStatus = Static<typeof NftOrderStatus>;

/** A won auction (`getNeedPayNFTOrder`). */
export const NftOrder = Type.Object({
  id: Type.Integer(),
  sale_id: Type.Integer(),
  title: Type.String(),
  artwork: NftArtwork,
  price: Amount(),
  margin: Amount(),
  due: Amount("what is left to pay: price − margin"),
  currency_type: Type.String(),
  status: NftOrderStatus,
  pay_by: Time(),
  paid_at: Nullable(Time()),
});
export type NftOrder = Static<typeof NftOrder>;

export const NftMessageKind = Type.Union([
  Type.Literal("outbid"),
  Type.Literal("won"),
  Type.Literal("payment_due"),
  Type.Literal("sold"),
  Type.Literal("forfeited"),
  Type.Literal("refunded"),
]);
export type NftMessageKind = Static<typeof NftMessageKind>;

/** One of one's messages (`getNFTMessages`). */
export const NftMessage = Type.Object({
  id: Type.Integer(),
  kind: NftMessageKind,
  sale_id: Nullable(Type.Integer()),
  order_id: Nullable(Type.Integer()),
  title: Type.String(),
  data: Type.Record(Type.String(), Type.String(), {
    description:
      "figures the message shows: amounts (`price`, `due`, `received`, `margin`) in `coin`, `pay_by`",
  }),
  read: Type.Boolean(),
  at: Time(),
});
export type NftMessage = Static<typeof NftMessage>;

/** `GET /nft/series/:id/proof`: what anyone needs to redo every draw of a blind-box series. */
export const NftProof = Type.Object({
  rule: Type.Object({ name: Type.Literal("blind-box-draw"), version: Type.Literal(1), text: Type.String() }),
  series: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    total: Type.Integer(),
    sold: Type.Integer(),
    ended: Type.Boolean(),
    reveal_at: Time("when the series ends and its seed is revealed"),
  }),
  commitment: Type.String({ description: "sha256 of the seed" }),
  seed: Nullable(Type.String({ description: "once revealed" })),
  table: Type.Array(
    Type.Object({ artwork_id: Type.Integer(), title: Type.String(), rarity: Rarity, count: Type.Integer() }),
  ),
  boxes: Type.Array(
    Type.Object({
      number: Type.Integer(),
      artwork_id: Nullable(Type.Integer({ description: "the artwork drawn, once revealed or opened" })),
      opened: Type.Boolean(),
    }),
    { description: "every sold box" },
  ),
});
export type NftProof = Static<typeof NftProof>;

/** `getBoxList`: a page of sales and the server's time. */
export const NftSalePage = Type.Object({
  ...Page(NftSale).properties,
  now: Time("the server's time, for countdowns"),
});
export type NftSalePage = Static<typeof NftSalePage>;

/** `getArtist`: a page of artists. */
export const NftArtistPage = Page(NftArtist);
export type NftArtistPage = Static<typeof NftArtistPage>;

/** `getArtistDetail`: the artist, its collections, its live and upcoming sales. */
export const NftArtistDetail = Type.Object({
  artist: NftArtist,
  collections: Type.Array(NftCollection),
  sales: Type.Array(NftSale),
});
export type NftArtistDetail = Static<typeof NftArtistDetail>;

/** `getCollection` with an id: the collection, its artworks and its live and upcoming sales. */
export const NftCollectionDetail = Type.Object({
  collection: NftCollection,
  artworks: Type.Array(NftArtwork),
  sales: Type.Array(NftSale),
});
export type NftCollectionDetail = Static<typeof NftCollectionDetail>;
/** `getCollection` without an id: a page of collections. */
export const NftCollectionPage = Page(NftCollection);
export type NftCollectionPage = Static<typeof NftCollectionPage>;
/** `getCollection`: one collection (`id`) or a page of them. */
export const NftCollectionAnswer = Type.Union([NftCollectionDetail, NftCollectionPage]);
export type NftCollectionAnswer = Static<typeof NftCollectionAnswer>;

/** `collect`: whether the sale is now among one's favourites, and its count of them. */
export const NftCollected = Type.Object({ collected: Type.Boolean(), favourites: Type.Integer() });
export type NftCollected = Static<typeof NftCollected>;

/** `getNftCurrency`: a coin sales are priced in. */
export const NftCurrency = Type.Object({ id: Type.Integer(), name: Type.String(), decimals: Type.Integer() });
export type NftCurrency = Static<typeof NftCurrency>;

/** `buyNFT`: the order, and the edition bought (fixed) or the box (blind). */
export const NftBought = Type.Object({
  order_id: Type.Integer(),
  item: OrNull(NftItem, "the edition bought; null for a blind box"),
  box: OrNull(NftBox, "the box bought; null for an edition"),
});
export type NftBought = Static<typeof NftBought>;

/** `marginNFT`: the margin frozen. */
export const NftJoined = Type.Object({ margin: Amount() });
export type NftJoined = Static<typeof NftJoined>;

/** `auctionNFT`: the bid taken, the auction's end (a late bid moves it) and the next least bid. */
export const NftBidPlaced = Type.Object({
  id: Type.Integer(),
  price: Amount(),
  end_at: Time(),
  min_bid: Amount(),
});
export type NftBidPlaced = Static<typeof NftBidPlaced>;

/** `getBindBoxQuotationLog`, `getMyBindBoxQuotationLog`: a page of bids, newest first. */
export const NftBidPage = Page(NftBid);
export type NftBidPage = Static<typeof NftBidPage>;

/** `getMyNFTs`: a page of editions (`owned`), of blind boxes (`boxes`) or of sales (`collect`, `sold`). */
export const NftItemPage = Page(NftItem);
export type NftItemPage = Static<typeof NftItemPage>;
export const NftBoxPage = Page(NftBox);
export type NftBoxPage = Static<typeof NftBoxPage>;
export const NftSaleListPage = Page(NftSale);
export type NftSaleListPage = Static<typeof NftSaleListPage>;
export const NftMinePage = Type.Union([NftItemPage, NftBoxPage, NftSaleListPage]);
export type NftMinePage = Static<typeof NftMinePage>;

/** `openBlindBox`: the box, with the edition it held. */
export const NftOpened = Type.Object({ box: NftBox });
export type NftOpened = Static<typeof NftOpened>;

/** `resellNFT`: the new sale. */
export const NftListed = Type.Object({ sale_id: Type.Integer() });
export type NftListed = Static<typeof NftListed>;

/** `getNeedPayNFTOrder`: a page of one's won auctions and the server's time. */
export const NftOrderPage = Type.Object({
  ...Page(NftOrder).properties,
  now: Time("the server's time, for countdowns"),
});
export type NftOrderPage = Static<typeof NftOrderPage>;

/** `readNFTOrderMessage`: how many of one's messages are left unread. */
export const NftUnread = Type.Object({ unread: Type.Integer() });
export type NftUnread = Static<typeof NftUnread>;

/** `payNFTOrder`: the edition, now one's. */
export const NftPaid = Type.Object({ item: Nullable(NftItem) });
export type NftPaid = Static<typeof NftPaid>;

/** `getNFTMessages`: a page of one's messages, newest first, and how many are unread. */
export const NftMessagePage = Type.Object({ ...Page(NftMessage).properties, unread: Type.Integer() });
export type NftMessagePage = Static<typeof NftMessagePage>;

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
export const NftMedia = Type.Object({
  url: Type.String(),
  artwork_type: ArtworkType,
  thumb: Type.String({ description: "the 400 px still of an image or GIF; empty for audio and video" }),
  mime: Type.String(),
  size: Type.Integer({ description: "bytes" }),
});
export type NftMedia = Static<typeof NftMedia>;

/** `GET /admin/nft/artists`: an artist with the account its royalties go to (null: held by the venue). */
export const NftAdminArtist = Type.Object({ ...NftArtist.properties, user_email: Nullable(Type.String()) });
export type NftAdminArtist = Static<typeof NftAdminArtist>;

/** `GET /admin/nft/artworks`: an artwork with the editions its open first sales offer. */
export const NftAdminArtwork = Type.Object({ ...NftArtwork.properties, offered: Type.Integer() });
export type NftAdminArtwork = Static<typeof NftAdminArtwork>;

/** `GET /admin/nft/series`: a blind-box series with the terms of its sale. */
export const NftAdminSeries = Type.Object({
  ...NftSeries.properties,
  price: Amount("one box's price"),
  currency_type: Type.String(),
  start_at: Time(),
  end_at: Time(),
  state: NftSaleState,
});
export type NftAdminSeries = Static<typeof NftAdminSeries>;

/** `GET /admin/nft/orders`: a won auction's order with its buyer. */
export const NftAdminOrder = Type.Object({
  ...NftOrder.properties,
  email: Nullable(Type.String()),
  now: Time("the server's time, for the countdown to `pay_by`"),
});
export type NftAdminOrder = Static<typeof NftAdminOrder>;

/** What saving an artist, a collection, an artwork or a first sale answers: its id. */
export const NftSaved = Type.Object({ id: Type.Integer() });
export type NftSaved = Static<typeof NftSaved>;

/** `POST /admin/nft/series`: the series and the commitment to its secret seed (sha256, hex). */
export const NftSeriesCreated = Type.Object({
  id: Type.Integer(),
  commitment: Type.String(),
  total: Type.Integer({ description: "the boxes it offers" }),
});
export type NftSeriesCreated = Static<typeof NftSeriesCreated>;

/** `POST /admin/nft/series/:id/reveal`: the series has ended and its seed is public. */
export const NftRevealed = Type.Object({ id: Type.Integer(), revealed: Type.Literal(true) });
export type NftRevealed = Static<typeof NftRevealed>;
