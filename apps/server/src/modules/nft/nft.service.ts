import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import type {
  NftAdminArtist,
  NftArtist,
  NftArtwork,
  NftBid,
  NftBox,
  NftCollection,
  NftCollectionAnswer,
  NftCurrency,
  NftItem,
  NftMessage,
  NftOrder,
  NftOwnerEvent,
  NftProof,
  NftSale,
  NftSaleState,
  NftSellStatus,
  NftSeries,
} from "@bourse/contract";
import { parseRate, seedCommitment } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { readSetting, readSettings } from "../../settings/settings.read.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import { type NftNotice, registerNftCommands } from "./nft.commands.ts";
import type { NftMediaStore } from "./nft.media.ts";
import { loadNft, type NftState } from "./nft.store.ts";

/** An account shown to others: the first letter and the domain of its email. */
const masked = (column: string) =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE left(${column}, 1) || '***' || substring(${column} from position('@' in ${column})) END`;

/** An artwork as `NftArtwork`, from `nft_artworks w` (the artist and collection joined in). */
const ARTWORK = (
  id: string,
) => `(SELECT json_build_object('id', aw.id, 'title', aw.title, 'description', aw.description,
    'artwork_type', aw.artwork_type, 'rarity', aw.rarity, 'media', aw.media, 'poster', aw.poster, 'thumb', aw.thumb,
    'editions', aw.editions, 'minted', (SELECT count(*)::int FROM nft_items ai WHERE ai.artwork_id = aw.id),
    'artist', json_build_object('id', aa.id, 'name', aa.name, 'avatar', aa.avatar),
    'collection', json_build_object('id', ac.id, 'name', ac.name))
  FROM nft_artworks aw JOIN nft_collections ac ON ac.id = aw.collection_id JOIN nft_artists aa ON aa.id = ac.artist_id
  WHERE aw.id = ${id})`;

/** What a sale's row holds; `$1` is now, `$2` the signed-in user (or null). */
const SALE_SQL = `
  SELECT s.id, s.kind, s.seller_id, s.currency_id, $1::timestamptz AS at, count(*) OVER ()::int AS total_rows, cur.name AS currency_type, cur.decimals AS scale,
    ${num("s.price")} AS price, ${num("s.per_increase")} AS per_increase, ${num("s.margin")} AS margin,
    ${num("s.high_price")} AS high_price, s.high_bidder::int AS high_bidder, s.quantity, s.sold, s.bids,
    ${iso("s.start_at")} AS start_at, ${iso("s.end_at")} AS end_at, s.ended_entry IS NOT NULL AS ended,
    s.title AS series_title, s.cover, s.description, s.commitment,
    CASE WHEN s.ended_entry IS NOT NULL THEN s.seed END AS seed,
    ${ARTWORK("coalesce(s.artwork_id, i.artwork_id)")} AS artwork,
    CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id, 'edition', i.edition,
      'code', i.artwork_id || '-' || i.edition) END AS item,
    ${masked("u.email")} AS seller,
    (SELECT count(*)::int FROM nft_favourites f WHERE f.sale_id = s.id) AS favourites,
    EXISTS (SELECT 1 FROM nft_favourites f WHERE f.sale_id = s.id AND f.user_id = $2) AS collected,
    CASE WHEN s.kind = 'blind' THEN (SELECT json_agg(json_build_object('artwork', ${ARTWORK("t.artwork_id")}, 'count', t.count)
      ORDER BY t.position) FROM nft_series_slots t WHERE t.sale_id = s.id) END AS series_table,
    CASE WHEN s.kind = 'auction' AND $2::bigint IS NOT NULL THEN json_build_object(
      'joined', EXISTS (SELECT 1 FROM nft_margins m WHERE m.sale_id = s.id AND m.user_id = $2),
      'leading', s.high_bidder = $2,
      'bid', (SELECT ${num("max(b.price)")} FROM nft_bids b WHERE b.sale_id = s.id AND b.user_id = $2)) END AS mine
  FROM nft_sales s JOIN currencies cur ON cur.id = s.currency_id
    LEFT JOIN nft_items i ON i.id = s.item_id LEFT JOIN users u ON u.id = s.seller_id`;

interface SaleRow {
  id: number;
  /** the rows the query matched in all (for paging) */
  total_rows: number;
  kind: "fixed" | "auction" | "blind";
  currency_id: number;
  currency_type: string;
  scale: number;
  price: string;
  per_increase: string | null;
  margin: string | null;
  high_price: string | null;
  quantity: number;
  sold: number;
  bids: number;
  start_at: string;
  end_at: string;
  ended: boolean;
  series_title: string;
  cover: string;
  description: string;
  commitment: string | null;
  seed: string | null;
  artwork: NftArtwork | null;
  item: { id: number; edition: number; code: string } | null;
  seller: string | null;
  favourites: number;
  collected: boolean;
  series_table: NftSeries["table"] | null;
  mine: { joined: boolean; leading: boolean; bid: string | null } | null;
}

/** The state a sale shows, in SQL (`$1` is now): the same rule as `view`. */
const LIVE_SQL = "s.ended_entry IS NULL AND s.start_at <= $1 AND $1 < s.end_at";
const UPCOMING_SQL = "s.ended_entry IS NULL AND $1 < s.start_at";
const ENDED_SQL = "(s.ended_entry IS NOT NULL OR s.end_at <= $1)";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const MINUTE = 60_000;

export interface NftDeps {
  db: Db;
  core: Core;
  clock: () => Date;
  media: NftMediaStore;
}

/**
 * The NFT market (`docs/nft-api.md`): the catalogue, sales of three kinds, auctions with margins and a
 * deadline to pay, blind boxes drawn from a committed seed, resales with royalties, favourites and
 * messages. Money moves only through the commands of `nft.commands.ts`; `due` is the scheduler's job
 * `nft` (ends sales, forfeits late payments, reminds winners).
 */
export async function createNftService({ db, core, clock, media }: NftDeps) {
  const state: NftState = await loadNft(db);
  core.onReload(async (q: Queryable) => {
    const next = await loadNft(q);
    Object.assign(state, { ...next, ids: state.ids });
    for (const k of Object.keys(state.ids) as (keyof NftState["ids"])[])
      state.ids[k] = Math.max(state.ids[k], next.ids[k]);
  });
  const events = new EventEmitter();
  const notify = (n: NftNotice) => {
    const notice: UserNotice = {
      userId: n.userId,
      kind: "nft",
      message: { id: n.id, kind: n.kind, sale_id: n.saleId, order_id: n.orderId },
    };
    events.emit("user", notice);
  };
  const commands = registerNftCommands(core, state, notify);

  /** The terms a new sale keeps: the settings of the moment. */
  async function currentTerms() {
    const s = await readSettings(db, [
      "nft_fee_rate",
      "nft_extend_within_minutes",
      "nft_extend_by_minutes",
      "nft_pay_hours",
    ]);
    return {
      extendWithin: s.nft_extend_within_minutes * MINUTE,
      extendBy: s.nft_extend_by_minutes * MINUTE,
      payWithin: s.nft_pay_hours * 60 * MINUTE,
      fee: s.nft_fee_rate,
    };
  }

  function view(r: SaleRow, now: Date): NftSale {
    const t = now.getTime();
    const start = Date.parse(r.start_at);
    const end = Date.parse(r.end_at);
    const soldOut = r.kind !== "auction" && r.sold >= r.quantity;
    const st: NftSaleState = soldOut
      ? "sold_out"
      : r.ended || t >= end
        ? "ended"
        : t < start
          ? "upcoming"
          : "live";
    const sellStatus: NftSellStatus = st === "upcoming" ? 2 : st === "live" ? 1 : 0;
    const units = (v: string) => {
      const p = parse(v, r.scale);
      return p.ok ? p.value.units : 0n;
    };
    const minBid =
      r.kind === "auction"
        ? r.high_price === null
          ? r.price
          : unitsToDecimal(units(r.high_price) + units(r.per_increase ?? "0"), r.scale)
        : null;
    return {
      id: r.id,
      kind: r.kind,
      pay_type: r.kind === "auction" ? ("auction" as const) : ("normal" as const),
      title: r.kind === "blind" ? r.series_title : (r.artwork?.title ?? ""),
      artwork: r.kind === "blind" ? null : r.artwork,
      series:
        r.kind === "blind"
          ? {
              id: r.id,
              name: r.series_title,
              cover: r.cover,
              description: r.description,
              total: r.quantity,
              sold: r.sold,
              commitment: r.commitment ?? "",
              seed: r.seed,
              table: r.series_table ?? [],
            }
          : null,
      item: r.item,
      seller: r.seller,
      currency_id: r.currency_id,
      currency_type: r.currency_type,
      price: r.price,
      current_bid: r.high_price,
      min_bid: minBid,
      per_increase: r.per_increase,
      margin: r.margin,
      start_at: r.start_at,
      end_at: r.end_at,
      now: now.toISOString(),
      state: st,
      sell_status: sellStatus,
      remaining: r.kind === "auction" ? null : r.quantity - r.sold,
      total: r.kind === "auction" ? null : r.quantity,
      bids: r.bids,
      favourites: r.favourites,
      collected: r.collected,
    };
  }

  /** `getBoxList`: the sales, by default those not ended. */
  async function list(
    q: {
      type?: "normal" | "auction" | "blind" | undefined;
      status?: "upcoming" | "live" | "ended" | undefined;
      sort?: "new" | "hot" | "ending" | undefined;
      keyword?: string | undefined;
      artist_id?: number | undefined;
      collection_id?: number | undefined;
      page: number;
      limit: number;
    },
    userId: number | null,
  ) {
    if (q.keyword !== undefined && q.keyword.trim() === "")
      return failure("NFT_KEYWORD_REQUIRED", { field: "keyword" });
    const now = clock();
    const where: string[] = [];
    const params: unknown[] = [now, userId];
    const param = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (q.type) where.push(`s.kind = ${param(q.type === "normal" ? "fixed" : q.type)}`);
    where.push(
      q.status === "ended"
        ? ENDED_SQL
        : q.status === "upcoming"
          ? UPCOMING_SQL
          : q.status === "live"
            ? LIVE_SQL
            : "s.ended_entry IS NULL AND $1 < s.end_at",
    );
    const owner = `(SELECT c.artist_id FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id
      WHERE w.id = coalesce(s.artwork_id, i.artwork_id))`;
    if (q.artist_id) where.push(`${owner} = ${param(q.artist_id)}`);
    if (q.collection_id)
      where.push(
        `(SELECT w.collection_id FROM nft_artworks w WHERE w.id = coalesce(s.artwork_id, i.artwork_id)) = ${param(q.collection_id)}`,
      );
    if (q.keyword !== undefined) {
      const like = param(`%${escapeLike(q.keyword.trim())}%`);
      where.push(`(s.title ILIKE ${like} OR EXISTS (SELECT 1 FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id
        JOIN nft_artists a ON a.id = c.artist_id WHERE (w.id = coalesce(s.artwork_id, i.artwork_id)
          OR w.id IN (SELECT t.artwork_id FROM nft_series_slots t WHERE t.sale_id = s.id))
        AND (w.title ILIKE ${like} OR c.name ILIKE ${like} OR a.name ILIKE ${like})))`);
    }
    const order =
      q.sort === "hot"
        ? "s.bids + (SELECT count(*) FROM nft_favourites f WHERE f.sale_id = s.id) DESC, s.id DESC"
        : q.sort === "ending"
          ? "s.end_at ASC, s.id"
          : "s.id DESC";
    const filter = `WHERE ${where.join(" AND ")}`;
    const rows = await db.query<SaleRow>(
      `${SALE_SQL} ${filter} ORDER BY ${order} LIMIT ${param(q.limit)} OFFSET ${param(offsetOf(q.page, q.limit))}`,
      params,
    );
    return success({
      ...pageOf(
        rows.map((r) => view(r, now)),
        rows[0]?.total_rows ?? 0,
        q.page,
        q.limit,
      ),
      now: now.toISOString(),
    });
  }

  async function saleRow(id: number, userId: number | null) {
    const [row] = await db.query<SaleRow>(`${SALE_SQL} WHERE s.id = $3`, [clock(), userId, id]);
    return row;
  }

  /** `getBoxDetail`: one sale with its edition's (or artwork's) history and the user's part. */
  async function detail(id: number, userId: number | null) {
    const row = await saleRow(id, userId);
    if (!row) return failure("NFT_SALE_NOT_FOUND");
    const history = await db.query<NftOwnerEvent>(
      `SELECT t.kind, ${masked("f.email")} AS "from", ${masked("u.email")} AS "to", ${num("t.price")} AS price,
         c.name AS currency_type, ${iso("t.created_at")} AS at
       FROM nft_transfers t JOIN nft_items i ON i.id = t.item_id JOIN users u ON u.id = t.to_id
         LEFT JOIN users f ON f.id = t.from_id LEFT JOIN currencies c ON c.id = t.currency_id
       WHERE ($1::bigint IS NOT NULL AND t.item_id = $1) OR ($1::bigint IS NULL AND i.artwork_id = $2)
       ORDER BY t.id DESC LIMIT 20`,
      [row.item?.id ?? null, row.artwork?.id ?? null],
    );
    return success({ ...view(row, clock()), history, mine: row.mine });
  }

  /** `getArtist`. */
  async function artists(keyword: string | undefined, page: number, limit: number) {
    const like = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : null;
    const rows = await db.query<NftArtist>(
      `SELECT a.id, a.name, a.avatar, a.bio, ${num("a.royalty_rate")} AS royalty_rate,
         (SELECT count(*)::int FROM nft_collections c WHERE c.artist_id = a.id) AS collections,
         (SELECT count(*)::int FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id WHERE c.artist_id = a.id) AS artworks
       FROM nft_artists a WHERE $1::text IS NULL OR a.name ILIKE $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
      [like, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nft_artists a WHERE $1::text IS NULL OR a.name ILIKE $1",
      [like],
    );
    return pageOf(rows, count?.n ?? 0, page, limit);
  }

  async function collectionRows(where: string, params: unknown[]) {
    return db.query<NftCollection>(
      `SELECT c.id, c.name, c.cover, c.description, json_build_object('id', a.id, 'name', a.name, 'avatar', a.avatar) AS artist,
         (SELECT count(*)::int FROM nft_artworks w WHERE w.collection_id = c.id) AS artworks
       FROM nft_collections c JOIN nft_artists a ON a.id = c.artist_id ${where}`,
      params,
    );
  }

  /** The live and upcoming sales of an artist or a collection. */
  async function salesOf(filter: { artist_id?: number; collection_id?: number }, userId: number | null) {
    const answer = await list({ ...filter, page: 1, limit: 50 }, userId);
    return answer.ok ? answer.value.data : [];
  }

  /** `getArtistDetail`. */
  async function artistDetail(id: number, userId: number | null) {
    const [artist] = (await artists(undefined, 1, 100_000)).data.filter((a) => a.id === id);
    if (!artist) return failure("NFT_ARTIST_NOT_FOUND");
    const collections = await collectionRows("WHERE c.artist_id = $1 ORDER BY c.id DESC", [id]);
    return success({ artist, collections, sales: await salesOf({ artist_id: id }, userId) });
  }

  /** `getCollection`: the collections, or one with its artworks and sales. */
  async function collections(
    q: { id?: number | undefined; artist_id?: number | undefined; page: number; limit: number },
    userId: number | null,
  ): Promise<Outcome<NftCollectionAnswer>> {
    if (q.id !== undefined) {
      const [collection] = await collectionRows("WHERE c.id = $1", [q.id]);
      if (!collection) return failure("NFT_COLLECTION_NOT_FOUND");
      const artworks = await db.query<{ artwork: NftArtwork }>(
        `SELECT ${ARTWORK("x.id")} AS artwork FROM nft_artworks x WHERE x.collection_id = $1 ORDER BY x.id`,
        [q.id],
      );
      return success({
        collection,
        artworks: artworks.map((r) => r.artwork),
        sales: await salesOf({ collection_id: q.id }, userId),
      });
    }
    const rows = await collectionRows(
      "WHERE $1::int IS NULL OR c.artist_id = $1 ORDER BY c.id DESC LIMIT $2 OFFSET $3",
      [q.artist_id ?? null, q.limit, offsetOf(q.page, q.limit)],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nft_collections c WHERE $1::int IS NULL OR c.artist_id = $1",
      [q.artist_id ?? null],
    );
    return success(pageOf(rows, count?.n ?? 0, q.page, q.limit));
  }

  /** `collect`: adds the sale to one's favourites, or takes it out. */
  async function collect(userId: number, saleId: number) {
    const [sale] = await db.query("SELECT 1 FROM nft_sales WHERE id = $1", [saleId]);
    if (!sale) return failure("NFT_SALE_NOT_FOUND");
    const removed = await db.query(
      "DELETE FROM nft_favourites WHERE user_id = $1 AND sale_id = $2 RETURNING 1",
      [userId, saleId],
    );
    if (removed.length === 0)
      await db.query(
        "INSERT INTO nft_favourites (user_id, sale_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [userId, saleId, clock()],
      );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nft_favourites WHERE sale_id = $1",
      [saleId],
    );
    return success({ collected: removed.length === 0, favourites: count?.n ?? 0 });
  }

  /** `getNftCurrency`: the coins sales are priced in. */
  async function currencies() {
    const names = await readSetting(db, "nft_currencies");
    return db.query<NftCurrency>(
      "SELECT id, name, decimals FROM currencies WHERE name = ANY($1::text[]) ORDER BY id",
      [names],
    );
  }

  /** An amount in a sale's coin: its units, or the refusal naming the field. */
  function amount(text: string, scale: number, field: string) {
    const p = parse(text.trim(), scale);
    if (!p.ok)
      return p.code === "MONEY_TOO_PRECISE"
        ? failure("WALLET_AMOUNT_TOO_PRECISE", { field, decimals: scale })
        : failure("REQUEST_INVALID_FIELD", { field });
    if (p.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field });
    return success(p.value.units);
  }

  /** The sale a user acts on (live, or still to be paid); not found when there is none. */
  const saleOf = (id: number) => state.sales.get(id);

  /** Why a sale the writer no longer holds cannot be bought: sold out, over, or there is none. */
  async function gone(id: number, kind: "auction" | "sale") {
    const [row] = await db.query<{ sold_out: boolean }>(
      `SELECT s.kind <> 'auction' AND s.sold >= s.quantity AS sold_out FROM nft_sales s
       WHERE s.id = $1 AND (s.kind = 'auction') = $2`,
      [id, kind === "auction"],
    );
    return failure(!row ? "NFT_SALE_NOT_FOUND" : row.sold_out ? "NFT_SOLD_OUT" : "NFT_NOT_IN_SALE_TIME");
  }

  async function buy(userId: number, input: { id: number; price?: string | undefined }) {
    const sale = saleOf(input.id);
    if (!sale || sale.kind === "auction") return gone(input.id, "sale");
    let price: string | null = null;
    if (input.price !== undefined) {
      const p = amount(input.price, sale.scale, "price");
      if (!p.ok) return p;
      price = String(p.value);
    }
    const answer = await core.submit(commands.buy, { sale: sale.id, price }, { user: userId });
    // sold out or over while this request waited for the writer
    if (!answer.ok) return answer.code === "NFT_SALE_NOT_FOUND" ? gone(sale.id, "sale") : answer;
    const r = answer.reply as { order_id: number; item_id: number | null; box_id: number | null };
    return success({
      order_id: r.order_id,
      item: r.item_id === null ? null : await itemView(userId, r.item_id),
      box: r.box_id === null ? null : await boxView(userId, r.box_id),
    });
  }

  async function join(userId: number, id: number) {
    if (!saleOf(id)?.terms) return gone(id, "auction");
    const answer = await core.submit(commands.join, { sale: id }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  async function bid(userId: number, input: { id: number; price: string }) {
    const sale = saleOf(input.id);
    if (!sale?.terms) return gone(input.id, "auction");
    const p = amount(input.price, sale.scale, "price");
    if (!p.ok) return p;
    const answer = await core.submit(
      commands.bid,
      { sale: sale.id, price: String(p.value) },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** `getBindBoxQuotationLog` / `getMyBindBoxQuotationLog`: bids, newest first, bidders masked. */
  async function bids(filter: { saleId?: number; userId?: number }, page: number, limit: number) {
    const where = filter.saleId !== undefined ? "b.sale_id = $1" : "b.user_id = $1";
    const key = filter.saleId ?? filter.userId;
    const rows = await db.query<NftBid>(
      `SELECT b.id::int AS id, b.sale_id, coalesce(nullif(s.title, ''), w.title) AS title, ${masked("u.email")} AS bidder,
         ${num("b.price")} AS price, c.name AS currency_type, ${iso("b.created_at")} AS at,
         (b.user_id = s.high_bidder AND b.price = s.high_price) AS leading
       FROM nft_bids b JOIN nft_sales s ON s.id = b.sale_id JOIN users u ON u.id = b.user_id
         JOIN currencies c ON c.id = s.currency_id
         LEFT JOIN nft_items i ON i.id = s.item_id LEFT JOIN nft_artworks w ON w.id = coalesce(s.artwork_id, i.artwork_id)
       WHERE ${where} ORDER BY b.id DESC LIMIT $2 OFFSET $3`,
      [key, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM nft_bids b WHERE ${where}`,
      [key],
    );
    return pageOf(rows, count?.n ?? 0, page, limit);
  }

  const ITEM_SQL = `SELECT i.id::int AS id, i.artwork_id || '-' || i.edition AS code, i.edition, ${ARTWORK("i.artwork_id")} AS artwork,
      (SELECT s.id FROM nft_sales s WHERE s.item_id = i.id AND (s.ended_entry IS NULL
        OR EXISTS (SELECT 1 FROM nft_orders o WHERE o.sale_id = s.id AND o.status = 'due'))) AS listed_sale_id,
      ${iso("i.acquired_at")} AS acquired_at
    FROM nft_items i`;
  const BOX_SQL = `SELECT b.id::int AS id, b.sale_id AS series_id, s.title AS series, s.cover, b.number,
      b.item_id IS NOT NULL AS opened, b.item_id::int AS item_id, ${iso("b.bought_at")} AS bought_at
    FROM nft_boxes b JOIN nft_sales s ON s.id = b.sale_id`;

  async function itemView(userId: number, id: number) {
    const [row] = await db.query<NftItem>(`${ITEM_SQL} WHERE i.id = $1 AND i.owner_id = $2`, [id, userId]);
    return row ?? null;
  }
  /** A box's row (`BOX_SQL`): the box, and the edition it held once opened. */
  type BoxRow = Omit<NftBox, "item"> & { item_id: number | null };
  async function boxOf(userId: number, { item_id, ...box }: BoxRow): Promise<NftBox> {
    return { ...box, item: item_id === null ? null : await itemView(userId, item_id) };
  }
  async function boxView(userId: number, id: number) {
    const [row] = await db.query<BoxRow>(`${BOX_SQL} WHERE b.id = $1 AND b.owner_id = $2`, [id, userId]);
    return row ? boxOf(userId, row) : null;
  }

  /** `getMyNFTs`. */
  async function mine(
    userId: number,
    type: "owned" | "boxes" | "collect" | "sold",
    page: number,
    limit: number,
    /** one edition one holds (`owned`) */
    id: number | null = null,
  ) {
    const offset = offsetOf(page, limit);
    if (type === "boxes") {
      const rows = await db.query<BoxRow>(
        `${BOX_SQL} WHERE b.owner_id = $1 ORDER BY b.item_id IS NOT NULL, b.id DESC LIMIT $2 OFFSET $3`,
        [userId, limit, offset],
      );
      const [count] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM nft_boxes WHERE owner_id = $1",
        [userId],
      );
      const data = await Promise.all(rows.map((r) => boxOf(userId, r)));
      return pageOf(data, count?.n ?? 0, page, limit);
    }
    if (type === "collect" || type === "sold") {
      const where =
        type === "collect"
          ? "s.id IN (SELECT f.sale_id FROM nft_favourites f WHERE f.user_id = $2)"
          : "s.seller_id = $2 AND s.ended_entry IS NOT NULL";
      const now = clock();
      const rows = await db.query<SaleRow>(
        `${SALE_SQL} WHERE ${where} ORDER BY s.id DESC LIMIT $3 OFFSET $4`,
        [now, userId, limit, offset],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM nft_sales s WHERE ${where.replaceAll("$2", "$1")}`,
        [userId],
      );
      return pageOf(
        rows.map((r) => view(r, now)),
        count?.n ?? 0,
        page,
        limit,
      );
    }
    const rows = await db.query<NftItem>(
      `${ITEM_SQL} WHERE i.owner_id = $1 AND ($4::bigint IS NULL OR i.id = $4)
       ORDER BY i.acquired_at DESC, i.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset, id],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nft_items WHERE owner_id = $1 AND ($2::bigint IS NULL OR id = $2)",
      [userId, id],
    );
    return pageOf(rows, count?.n ?? 0, page, limit);
  }

  /** `openBlindBox`. */
  async function openBox(userId: number, id: number) {
    if (!state.boxes.has(id)) {
      const [box] = await db.query<{ opened: boolean }>(
        "SELECT item_id IS NOT NULL AS opened FROM nft_boxes WHERE id = $1 AND owner_id = $2",
        [id, userId],
      );
      return failure(box?.opened ? "NFT_BOX_OPENED" : "NFT_BOX_NOT_FOUND");
    }
    const answer = await core.submit(commands.open, { box: id }, { user: userId });
    if (!answer.ok) return answer;
    const box = await boxView(userId, id);
    // the box is one's and was opened just now: it reads back
    if (!box) throw new Error(`nft: box ${id} of user ${userId} not found after opening`);
    return success({ box });
  }

  /** `resellNFT`: lists an edition one holds (times in unix seconds). */
  async function resell(
    userId: number,
    input: {
      id: number;
      pay_type?: "normal" | "auction" | undefined;
      price: string;
      per_increase?: string | undefined;
      start_time?: number | undefined;
      end_time: number;
    },
  ) {
    const item = state.items.get(input.id);
    if (item?.owner !== userId) return failure("NFT_ITEM_NOT_FOUND");
    const [sale] = await db.query<{
      currency_id: number;
      decimals: number;
      royalty: string;
      user_id: string | null;
    }>(
      `SELECT cur.id AS currency_id, cur.decimals, a.royalty_rate::text AS royalty, a.user_id::text
       FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id JOIN nft_artists a ON a.id = c.artist_id,
         currencies cur
       WHERE w.id = $1 AND cur.name = $2`,
      [item.artworkId, (await currencies())[0]?.name ?? "USDT"],
    );
    if (!sale) return failure("NFT_ITEM_NOT_FOUND");
    const auction = input.pay_type === "auction";
    const price = amount(input.price, sale.decimals, "price");
    if (!price.ok) return price;
    let raise = 0n;
    let margin = 0n;
    if (auction) {
      const r = amount(input.per_increase ?? "", sale.decimals, "per_increase");
      if (!r.ok || r.value >= price.value) return failure("NFT_RAISE_INVALID", { field: "per_increase" });
      raise = r.value;
      const rate = parseRate(await readSetting(db, "nft_resale_margin_rate")) ?? { num: 1n, den: 10n };
      // rounded up: a margin of at least one unit, at most the start price
      margin = (price.value * rate.num + rate.den - 1n) / rate.den;
      if (margin < 1n) margin = 1n;
      if (margin > price.value) margin = price.value;
    }
    const now = clock().getTime();
    const startAt = input.start_time === undefined ? now : Math.max(input.start_time * 1000, now);
    const endAt = input.end_time * 1000;
    if (endAt <= startAt) return failure("NFT_END_BEFORE_START", { field: "end_time" });
    const terms = await currentTerms();
    const answer = await core.submit(
      commands.resell,
      {
        item: item.id,
        kind: auction ? "auction" : "fixed",
        currency: sale.currency_id,
        scale: sale.decimals,
        price: String(price.value),
        raise: String(raise),
        margin: String(margin),
        startAt,
        endAt,
        ...terms,
        royalty: sale.royalty,
        royaltyUser: sale.user_id === null ? null : Number(sale.user_id),
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  const ORDER_SQL = `SELECT o.id::int AS id, o.sale_id, coalesce(nullif(s.title, ''), w.title) AS title,
      ${ARTWORK("w.id")} AS artwork, ${num("o.price")} AS price, ${num("o.margin")} AS margin,
      ${num("o.price - o.margin")} AS due, c.name AS currency_type, o.status, ${iso("o.pay_by")} AS pay_by,
      ${iso("o.paid_at")} AS paid_at
    FROM nft_orders o JOIN nft_sales s ON s.id = o.sale_id JOIN currencies c ON c.id = s.currency_id
      LEFT JOIN nft_items i ON i.id = s.item_id LEFT JOIN nft_artworks w ON w.id = coalesce(s.artwork_id, i.artwork_id)`;

  /** `getNeedPayNFTOrder`: one's won auctions; `due` those still to pay. */
  async function orders(
    userId: number,
    status: "due" | "all",
    page: number,
    limit: number,
    id: number | null = null,
  ) {
    // one order by its id, whatever its status
    const where = `o.buyer_id = $1 AND o.pay_by IS NOT NULL AND ($2::text = 'all' OR $3::bigint IS NOT NULL OR o.status = 'due')
      AND ($3::bigint IS NULL OR o.id = $3)`;
    const rows = await db.query<NftOrder>(
      `${ORDER_SQL} WHERE ${where} ORDER BY o.status = 'due' DESC, o.id DESC LIMIT $4 OFFSET $5`,
      [userId, status, id, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM nft_orders o WHERE ${where}`,
      [userId, status, id],
    );
    return { ...pageOf(rows, count?.n ?? 0, page, limit), now: clock().toISOString() };
  }

  async function pay(userId: number, id: number) {
    const o = state.due.get(id);
    if (o?.buyer !== userId) {
      const [late] = await db.query(
        "SELECT status FROM nft_orders WHERE id = $1 AND buyer_id = $2 AND status = 'forfeited'",
        [id, userId],
      );
      if (late) return failure("NFT_PAYMENT_LATE");
      const [paid] = await db.query("SELECT 1 FROM nft_orders WHERE id = $1 AND buyer_id = $2", [id, userId]);
      return failure(paid ? "NFT_ORDER_NOT_DUE" : "NFT_ORDER_NOT_FOUND");
    }
    const answer = await core.submit(commands.pay, { order: id }, { user: userId });
    if (!answer.ok) return answer;
    const r = answer.reply as { item_id: number };
    return success({ item: await itemView(userId, r.item_id) });
  }

  /** `getNFTMessages`. */
  async function messages(userId: number, page: number, limit: number) {
    const rows = await db.query<NftMessage>(
      `SELECT m.id::int AS id, m.kind, m.sale_id, m.order_id::int AS order_id,
         coalesce(nullif(s.title, ''), w.title, '') AS title,
         CASE WHEN cur.name IS NULL THEN m.data ELSE m.data || jsonb_build_object('coin', cur.name) END AS data,
         m.read, ${iso("m.created_at")} AS at
       FROM nft_messages m LEFT JOIN nft_sales s ON s.id = m.sale_id LEFT JOIN currencies cur ON cur.id = s.currency_id
         LEFT JOIN nft_items i ON i.id = s.item_id LEFT JOIN nft_artworks w ON w.id = coalesce(s.artwork_id, i.artwork_id)
       WHERE m.user_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number; unread: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE NOT read)::int AS unread FROM nft_messages WHERE user_id = $1",
      [userId],
    );
    return { ...pageOf(rows, count?.n ?? 0, page, limit), unread: count?.unread ?? 0 };
  }

  /** `readNFTOrderMessage`: one message read, or every one. */
  async function read(userId: number, id: number | undefined) {
    if (id !== undefined) {
      const done = await db.query(
        "UPDATE nft_messages SET read = true WHERE id = $1 AND user_id = $2 RETURNING 1",
        [id, userId],
      );
      if (done.length === 0) return failure("REQUEST_INVALID_FIELD", { field: "id" });
    } else await db.query("UPDATE nft_messages SET read = true WHERE user_id = $1 AND NOT read", [userId]);
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM nft_messages WHERE user_id = $1 AND NOT read",
      [userId],
    );
    return success({ unread: count?.n ?? 0 });
  }

  /** The published rule of blind boxes (engine `nft/blindbox.ts`). */
  const DRAW_RULE = {
    name: "blind-box-draw" as const,
    version: 1 as const,
    text:
      "commitment = sha256(seed bytes). Expand the table in order (artwork a repeated count times); for i = 1 … n take " +
      'the (HMAC-SHA256(key = seed bytes, message = "box:" + i) read as an unsigned 256-bit integer mod remaining)-th ' +
      "remaining slot (0-based). Box n holds the slot taken at step n.",
  };

  /** `GET /nft/series/:id/proof`: anyone can redo every draw once the seed is out. */
  async function proof(id: number): Promise<Outcome<NftProof>> {
    const row = await saleRow(id, null);
    if (row?.kind !== "blind") return failure("NFT_SALE_NOT_FOUND");
    const now = clock();
    const revealed = row.seed !== null;
    const table = await db.query<NftProof["table"][number]>(
      `SELECT t.artwork_id, w.title, w.rarity, t.count FROM nft_series_slots t JOIN nft_artworks w ON w.id = t.artwork_id
       WHERE t.sale_id = $1 ORDER BY t.position`,
      [id],
    );
    const boxes = await db.query<{ number: number; artwork_id: number; opened: boolean }>(
      "SELECT number, artwork_id, item_id IS NOT NULL AS opened FROM nft_boxes WHERE sale_id = $1 ORDER BY number",
      [id],
    );
    return success({
      rule: DRAW_RULE,
      series: {
        id,
        name: row.series_title,
        total: row.quantity,
        sold: row.sold,
        ended: row.ended || now.getTime() >= Date.parse(row.end_at),
        // the seed is revealed when the series ends (the scheduler's `nft` job, at its next check)
        reveal_at: row.end_at,
      },
      commitment: row.commitment ?? "",
      seed: row.seed,
      table,
      // what an unopened box holds is told only once the seed is public
      boxes: boxes.map((b) => ({
        number: b.number,
        artwork_id: revealed || b.opened ? b.artwork_id : null,
        opened: b.opened,
      })),
    });
  }

  /**
   * The scheduler's job `nft`: sales whose time is over end (`nft-sale-end:<sale>`), winners past their
   * deadline forfeit (`nft-forfeit:<order>`), and a winner 6 hours from the deadline is reminded once.
   */
  async function due(now: Date) {
    if (!core.leading) return 0;
    let ran = 0;
    const t = now.getTime();
    for (const sale of [...state.sales.values()]) {
      if (t < (sale.auction?.endAt ?? sale.endAt)) continue;
      const answer = await core.submit(
        commands.endSale,
        { sale: sale.id },
        { system: "nft" },
        `nft-sale-end:${sale.id}`,
      );
      if (!answer.ok) throw new Error(`nft-sale-end:${sale.id}: ${answer.code}`);
      ran++;
    }
    for (const o of [...state.due.values()]) {
      if (t >= o.payBy) {
        const answer = await core.submit(
          commands.forfeit,
          { order: o.id },
          { system: "nft" },
          `nft-forfeit:${o.id}`,
        );
        if (!answer.ok) throw new Error(`nft-forfeit:${o.id}: ${answer.code}`);
        ran++;
      } else if (!o.reminded && o.payBy - t <= 6 * 60 * MINUTE) {
        const answer = await core.submit(
          commands.remind,
          { order: o.id },
          { system: "nft" },
          `nft-remind:${o.id}`,
        );
        if (!answer.ok) throw new Error(`nft-remind:${o.id}: ${answer.code}`);
        if (!answer.duplicate) ran++;
      }
    }
    return ran;
  }

  // ---- console ----

  async function adminArtists() {
    return db.query<NftAdminArtist>(
      `SELECT a.id, a.name, a.avatar, a.bio, ${num("a.royalty_rate")} AS royalty_rate, u.email AS user_email,
         (SELECT count(*)::int FROM nft_collections c WHERE c.artist_id = a.id) AS collections,
         (SELECT count(*)::int FROM nft_artworks w JOIN nft_collections c ON c.id = w.collection_id WHERE c.artist_id = a.id) AS artworks
       FROM nft_artists a LEFT JOIN users u ON u.id = a.user_id ORDER BY a.id DESC`,
    );
  }

  return {
    state,
    commands,
    events,
    currentTerms,
    list,
    detail,
    artists,
    artistDetail,
    collections,
    collect,
    currencies,
    buy,
    join,
    bid,
    bids,
    mine,
    openBox,
    resell,
    orders,
    pay,
    messages,
    read,
    proof,
    due,
    adminArtists,
    collectionRows,
    amount,
    itemView,
    ORDER_SQL,
    SALE_SQL,
    view,
    media,
    db,
    clock,
    newSeed: () => {
      const seed = randomBytes(32).toString("hex");
      return { seed, commitment: seedCommitment(seed) };
    },
  };
}

export type NftService = Awaited<ReturnType<typeof createNftService>>;
