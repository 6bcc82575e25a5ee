import type {
  NftAdminArtwork,
  NftAdminOrder,
  NftAdminSeries,
  NftArtistBody,
  NftArtwork,
  NftArtworkBody,
  NftCollectionSaveBody,
  NftSale,
  NftSaleBody,
  NftSeriesBody,
} from "@bourse/contract";
import { parseRate } from "@bourse/engine";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import { failure, success } from "../../http/outcome.ts";
import { isEmail, normalizeEmail } from "../auth/index.ts";
import type { NftService } from "./nft.service.ts";

/**
 * The console's NFT market: artists and collections (presentation, audited), artworks, first sales and
 * blind-box series (commands: they decide what may be sold), and won auctions' payments.
 */
export function createNftConsole(nft: NftService, core: Core) {
  const { db, commands, clock, media } = nft;

  async function saveArtist(
    operatorId: number,
    id: number | null,
    b: Static<typeof NftArtistBody>,
    ip: string,
  ) {
    const royalty = parseRate(b.royalty_rate);
    if (!royalty || royalty.num * 2n > royalty.den)
      return failure("REQUEST_INVALID_FIELD", { field: "royalty_rate" });
    let userId: number | null = null;
    if (b.user_email?.trim()) {
      const email = normalizeEmail(b.user_email);
      if (!isEmail(email)) return failure("REQUEST_INVALID_FIELD", { field: "user_email" });
      const [user] = await db.query<{ id: number }>(
        "SELECT id::int AS id FROM users WHERE lower(email) = $1",
        [email],
      );
      if (!user) return failure("NFT_USER_NOT_FOUND", { field: "user_email" });
      userId = user.id;
    }
    return db.tx(async (q) => {
      const [row] = await q.query<{ id: number }>(
        id === null
          ? "INSERT INTO nft_artists (name, avatar, bio, royalty_rate, user_id) VALUES ($1, $2, $3, $4, $5) RETURNING id"
          : "UPDATE nft_artists SET name = $1, avatar = $2, bio = $3, royalty_rate = $4, user_id = $5 WHERE id = $6 RETURNING id",
        [
          b.name.trim(),
          b.avatar.trim(),
          b.bio.trim(),
          b.royalty_rate.trim(),
          userId,
          ...(id === null ? [] : [id]),
        ],
      );
      if (!row) return failure("NFT_ARTIST_NOT_FOUND");
      await writeAudit(q, {
        operatorId,
        action: id === null ? "nft.artist.create" : "nft.artist.update",
        targetType: "nft_artist",
        targetId: row.id,
        before: null,
        after: { ...b, user_id: userId },
        ip,
      });
      return success({ id: row.id });
    });
  }

  async function saveCollection(
    operatorId: number,
    id: number | null,
    b: Static<typeof NftCollectionSaveBody>,
    ip: string,
  ) {
    const [artist] = await db.query("SELECT 1 FROM nft_artists WHERE id = $1", [b.artist_id]);
    if (!artist) return failure("NFT_ARTIST_NOT_FOUND", { field: "artist_id" });
    return db.tx(async (q) => {
      const [row] = await q.query<{ id: number }>(
        id === null
          ? "INSERT INTO nft_collections (artist_id, name, cover, description) VALUES ($1, $2, $3, $4) RETURNING id"
          : "UPDATE nft_collections SET artist_id = $1, name = $2, cover = $3, description = $4 WHERE id = $5 RETURNING id",
        [b.artist_id, b.name.trim(), b.cover.trim(), b.description.trim(), ...(id === null ? [] : [id])],
      );
      if (!row) return failure("NFT_COLLECTION_NOT_FOUND");
      await writeAudit(q, {
        operatorId,
        action: id === null ? "nft.collection.create" : "nft.collection.update",
        targetType: "nft_collection",
        targetId: row.id,
        before: null,
        after: b,
        ip,
      });
      return success({ id: row.id });
    });
  }

  async function collections() {
    return nft.collectionRows("ORDER BY c.id DESC", []);
  }

  /** An artwork's file decides its kind; audio and video need an uploaded image as their poster. */
  async function saveArtwork(
    operatorId: number,
    id: number | null,
    b: Static<typeof NftArtworkBody>,
    ip: string,
  ) {
    const [collection] = await db.query("SELECT 1 FROM nft_collections WHERE id = $1", [b.collection_id]);
    if (!collection) return failure("NFT_COLLECTION_NOT_FOUND", { field: "collection_id" });
    const file = await media.describe(b.media);
    if (!file) return failure("NFT_MEDIA_INVALID", { field: "media", max_mb: 50 });
    let poster = b.media.trim();
    let thumb = file.thumb;
    if (file.type === "audio" || file.type === "video") {
      const still = b.poster?.trim() ? await media.describe(b.poster) : undefined;
      if (!still || (still.type !== "image" && still.type !== "gif"))
        return failure("NFT_POSTER_REQUIRED", { field: "poster" });
      poster = (b.poster ?? "").trim();
      thumb = still.thumb;
    }
    const answer = await core.submit(
      commands.artworkSave,
      {
        id,
        collection: b.collection_id,
        title: b.title.trim(),
        description: b.description.trim(),
        type: file.type,
        rarity: b.rarity,
        media: b.media.trim(),
        poster,
        thumb: thumb || poster,
        editions: b.editions,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  async function artworks(): Promise<NftAdminArtwork[]> {
    const rows = await db.query<{ artwork: NftArtwork }>(
      `SELECT (SELECT json_build_object('id', w.id, 'title', w.title, 'description', w.description,
          'artwork_type', w.artwork_type, 'rarity', w.rarity, 'media', w.media, 'poster', w.poster, 'thumb', w.thumb,
          'editions', w.editions, 'minted', (SELECT count(*)::int FROM nft_items i WHERE i.artwork_id = w.id),
          'artist', json_build_object('id', a.id, 'name', a.name, 'avatar', a.avatar),
          'collection', json_build_object('id', c.id, 'name', c.name))) AS artwork
       FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id JOIN nft_artists a ON a.id = c.artist_id
       ORDER BY w.id DESC`,
    );
    return rows.map((r) => ({ ...r.artwork, offered: nft.state.artworks.get(r.artwork.id)?.reserved ?? 0 }));
  }

  /** A sale's price and times, checked and in units of its coin. */
  async function terms(b: { currency_id: number; price: string; start_at: string; end_at: string }) {
    const [coin] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      b.currency_id,
    ]);
    if (!coin) return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
    const price = nft.amount(b.price, coin.decimals, "price");
    if (!price.ok) return price;
    const startAt = Date.parse(b.start_at);
    const endAt = Date.parse(b.end_at);
    if (!Number.isFinite(startAt)) return failure("REQUEST_INVALID_FIELD", { field: "start_at" });
    if (!Number.isFinite(endAt)) return failure("REQUEST_INVALID_FIELD", { field: "end_at" });
    if (endAt <= startAt || endAt <= clock().getTime())
      return failure("NFT_END_BEFORE_START", { field: "end_at" });
    return success({ scale: coin.decimals, price: price.value, startAt, endAt });
  }

  async function saveSale(operatorId: number, b: Static<typeof NftSaleBody>, ip: string) {
    const t = await terms(b);
    if (!t.ok) return t;
    let raise = 0n;
    let margin = 0n;
    if (b.kind === "auction") {
      const r = nft.amount(b.per_increase ?? "", t.value.scale, "per_increase");
      if (!r.ok) return failure("NFT_RAISE_INVALID", { field: "per_increase" });
      const m = nft.amount(b.margin ?? "", t.value.scale, "margin");
      if (!m.ok || m.value > t.value.price) return failure("REQUEST_INVALID_FIELD", { field: "margin" });
      raise = r.value;
      margin = m.value;
    }
    const [artist] = await db.query<{ royalty: string; user_id: string | null }>(
      `SELECT a.royalty_rate::text AS royalty, a.user_id::text FROM nft_artworks w
         JOIN nft_collections c ON c.id = w.collection_id JOIN nft_artists a ON a.id = c.artist_id WHERE w.id = $1`,
      [b.artwork_id],
    );
    if (!artist) return failure("NFT_ARTWORK_NOT_FOUND", { field: "artwork_id" });
    const answer = await core.submit(
      commands.saleSave,
      {
        kind: b.kind,
        artwork: b.artwork_id,
        quantity: b.kind === "auction" ? 1 : (b.quantity ?? 1),
        currency: b.currency_id,
        scale: t.value.scale,
        price: String(t.value.price),
        raise: String(raise),
        margin: String(margin),
        startAt: t.value.startAt,
        endAt: t.value.endAt,
        ...(await nft.currentTerms()),
        // a first sale pays the venue: no royalty
        royalty: "0",
        royaltyUser: null,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** The latest sales of a kind (`first`: fixed-price and auctions, first sales and resales; `blind`). */
  async function sales(kind: "first" | "blind"): Promise<NftSale[]> {
    const now = clock();
    const rows = await db.query<Parameters<NftService["view"]>[0]>(
      `${nft.SALE_SQL} WHERE ${kind === "blind" ? "s.kind = 'blind'" : "s.kind <> 'blind'"} ORDER BY s.id DESC LIMIT 500`,
      [now, null],
    );
    return rows.map((r) => nft.view(r, now));
  }

  /** The blind-box series, each with the terms of its sale (every blind sale shows its series). */
  async function series(): Promise<NftAdminSeries[]> {
    return (await sales("blind")).flatMap((v) =>
      v.series
        ? [
            {
              ...v.series,
              price: v.price,
              currency_type: v.currency_type,
              start_at: v.start_at,
              end_at: v.end_at,
              state: v.state,
            },
          ]
        : [],
    );
  }

  /** A series: the server draws its seed and answers only the commitment. */
  async function saveSeries(operatorId: number, b: Static<typeof NftSeriesBody>, ip: string) {
    const t = await terms(b);
    if (!t.ok) return t;
    const total = b.table.reduce((n, r) => n + r.count, 0);
    if (total > 10_000) return failure("REQUEST_INVALID_FIELD", { field: "table" });
    const { seed, commitment } = nft.newSeed();
    const answer = await core.submit(
      commands.seriesSave,
      {
        title: b.name.trim(),
        cover: b.cover.trim(),
        description: b.description.trim(),
        seed,
        commitment,
        table: b.table.map((r) => ({ artwork: r.artwork_id, count: r.count })),
        currency: b.currency_id,
        scale: t.value.scale,
        price: String(t.value.price),
        raise: "0",
        margin: "0",
        startAt: t.value.startAt,
        endAt: t.value.endAt,
        ...(await nft.currentTerms()),
        royalty: "0",
        royaltyUser: null,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Reveals a series' seed: it ends now if it is sold out; before its end otherwise it is refused. */
  async function reveal(operatorId: number, id: number, ip: string) {
    const sale = nft.state.sales.get(id);
    if (!sale) {
      const [ended] = await db.query("SELECT 1 FROM nft_sales WHERE id = $1 AND kind = 'blind'", [id]);
      return ended ? success({ id, revealed: true as const }) : failure("NFT_SALE_NOT_FOUND");
    }
    if (sale.kind !== "blind") return failure("NFT_SALE_NOT_FOUND");
    if (sale.sold < sale.quantity && clock().getTime() < sale.endAt) return failure("NFT_SERIES_NOT_ENDED");
    const answer = await core.submit(commands.endSale, { sale: id }, { system: "nft" }, `nft-sale-end:${id}`);
    if (!answer.ok) return answer;
    await writeAudit(db, {
      operatorId,
      action: "nft.series.reveal",
      targetType: "nft_sale",
      targetId: id,
      before: null,
      after: { entry: answer.entryId },
      ip,
    });
    return success({ id, revealed: true as const });
  }

  /** Won auctions with their buyer, and the server's time for the console's countdowns. */
  async function orders(status: "due" | "paid" | "forfeited" | undefined): Promise<NftAdminOrder[]> {
    const rows = await db.query<Omit<NftAdminOrder, "now">>(
      `${nft.ORDER_SQL.replace("SELECT o.id::int AS id,", "SELECT o.id::int AS id, u.email,").replace(
        "FROM nft_orders o",
        "FROM nft_orders o JOIN users u ON u.id = o.buyer_id",
      )} WHERE o.pay_by IS NOT NULL AND ($1::text IS NULL OR o.status = $1) ORDER BY o.id DESC LIMIT 500`,
      [status ?? null],
    );
    const now = clock().toISOString();
    return rows.map((r) => ({ ...r, now }));
  }

  return {
    artists: nft.adminArtists,
    saveArtist,
    collections,
    saveCollection,
    artworks,
    saveArtwork,
    sales: () => sales("first"),
    saveSale,
    series,
    saveSeries,
    reveal,
    orders,
    storeMedia: media.store,
  };
}

export type NftConsole = ReturnType<typeof createNftConsole>;
