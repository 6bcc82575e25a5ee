import type { NftSaleKind } from "@bourse/contract";
import { type AuctionState, type AuctionTerms, parseRate, type RaritySlot, type Rate } from "@bourse/engine";
import { decimalToUnits } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";

/** An artwork as the writer keeps it: how many editions may exist, are minted, and are offered in open first sales. */
export interface LiveArtwork {
  id: number;
  editions: number;
  minted: number;
  /** editions offered in first sales not yet ended (fixed: unsold; auction: one; blind: unopened draws) */
  reserved: number;
}

/** An edition and who holds it; `listedSale` while a resale of it is open. */
export interface LiveItem {
  id: number;
  artworkId: number;
  edition: number;
  owner: number;
  listedSale: number | null;
}

/** A sale that has not ended, in units of its coin (10^-scale). */
export interface LiveSale {
  id: number;
  kind: NftSaleKind;
  artworkId: number | null;
  itemId: number | null;
  sellerId: number | null;
  currencyId: number;
  scale: number;
  price: bigint;
  quantity: number;
  sold: number;
  startAt: number;
  endAt: number;
  fee: Rate;
  royalty: Rate;
  /** who receives a resale's royalty (the artist's account), or null: the venue's nft account */
  royaltyUser: number | null;
  /** auctions: the engine's terms and state, and each joined user's margin hold */
  terms: AuctionTerms | null;
  auction: AuctionState | null;
  margins: Map<number, string>;
  /** blind boxes: the secret seed, the rarity table, and (once needed) what every box holds */
  seed: string | null;
  table: RaritySlot[];
  draws: number[] | null;
}

/** A won auction not yet paid: the winner's margin hold is used by the payment or the forfeit. */
export interface DueOrder {
  id: number;
  saleId: number;
  buyer: number;
  price: bigint;
  margin: bigint;
  hold: string;
  payBy: number;
  /** told that the deadline is near */
  reminded: boolean;
}

export interface NftState {
  artworks: Map<number, LiveArtwork>;
  items: Map<number, LiveItem>;
  sales: Map<number, LiveSale>;
  due: Map<number, DueOrder>;
  /** ended auctions whose winner has yet to pay (or forfeit) */
  awaiting: Map<number, LiveSale>;
  /** unopened boxes: owner, series, number and the artwork drawn for it (told when opened) */
  boxes: Map<number, { id: number; saleId: number; number: number; owner: number; artworkId: number }>;
  ids: {
    artwork: number;
    sale: number;
    item: number;
    order: number;
    box: number;
    bid: number;
    message: number;
  };
}

const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;
const rate = (text: string) => parseRate(text) ?? { num: 0n, den: 1n };

/** Reads what the writer needs (at start, and when the core rebuilds its memory). */
export async function loadNft(q: Queryable): Promise<NftState> {
  const artworks = await q.query<{ id: number; editions: number; minted: number }>(
    `SELECT w.id, w.editions, (SELECT count(*)::int FROM nft_items i WHERE i.artwork_id = w.id) AS minted
     FROM nft_artworks w`,
  );
  const items = await q.query<{ id: string; artwork_id: number; edition: number; owner_id: string }>(
    "SELECT id::text, artwork_id, edition, owner_id::text FROM nft_items",
  );
  const sales = await q.query<{
    id: number;
    kind: NftSaleKind;
    artwork_id: number | null;
    item_id: string | null;
    seller_id: string | null;
    currency_id: number;
    scale: number;
    price: string;
    per_increase: string | null;
    margin: string | null;
    quantity: number;
    sold: number;
    start_at: string;
    end_at: string;
    extend_within_ms: string;
    extend_by_ms: string;
    pay_within_ms: string;
    fee_rate: string;
    royalty_rate: string;
    royalty_user_id: string | null;
    high_price: string | null;
    high_bidder: string | null;
    high_at: string | null;
    bids: number;
    seed: string | null;
    ended: boolean;
    slots: { artwork: number; count: number; opened: number }[];
    margins: { user: string; hold: string }[];
  }>(
    `SELECT s.id, s.kind, s.artwork_id, s.item_id::text, s.seller_id::text, s.currency_id, c.decimals AS scale,
       s.price::text, s.per_increase::text, s.margin::text, s.quantity, s.sold, ${ms("s.start_at")} AS start_at,
       ${ms("s.end_at")} AS end_at, s.extend_within_ms::text, s.extend_by_ms::text, s.pay_within_ms::text,
       s.fee_rate::text, s.royalty_rate::text, s.royalty_user_id::text, s.high_price::text, s.high_bidder::text,
       (SELECT ${ms("max(b.created_at)")} FROM nft_bids b WHERE b.sale_id = s.id) AS high_at, s.bids, s.seed,
       s.ended_entry IS NOT NULL AS ended,
       coalesce((SELECT json_agg(json_build_object('artwork', t.artwork_id, 'count', t.count, 'opened',
           (SELECT count(*) FROM nft_boxes b WHERE b.sale_id = s.id AND b.artwork_id = t.artwork_id AND b.item_id IS NOT NULL))
           ORDER BY t.position) FROM nft_series_slots t WHERE t.sale_id = s.id), '[]') AS slots,
       coalesce((SELECT json_agg(json_build_object('user', m.user_id::text, 'hold', m.hold_id) ORDER BY m.created_at, m.user_id)
         FROM nft_margins m WHERE m.sale_id = s.id AND NOT m.released), '[]') AS margins
     FROM nft_sales s JOIN currencies c ON c.id = s.currency_id
     WHERE s.ended_entry IS NULL OR EXISTS (SELECT 1 FROM nft_orders o WHERE o.sale_id = s.id AND o.status = 'due')
     ORDER BY s.id`,
  );
  const due = await q.query<{
    id: string;
    sale_id: number;
    buyer_id: string;
    price: string;
    margin: string;
    hold_id: string;
    pay_by: string;
    scale: number;
    reminded: boolean;
  }>(
    `SELECT o.id::text, o.sale_id, o.buyer_id::text, o.price::text, o.margin::text, m.hold_id, ${ms("o.pay_by")} AS pay_by,
       c.decimals AS scale,
       EXISTS (SELECT 1 FROM nft_messages g WHERE g.order_id = o.id AND g.kind = 'payment_due') AS reminded
     FROM nft_orders o JOIN nft_sales s ON s.id = o.sale_id JOIN currencies c ON c.id = s.currency_id
       JOIN nft_margins m ON m.sale_id = o.sale_id AND m.user_id = o.buyer_id
     WHERE o.status = 'due'`,
  );
  const boxes = await q.query<{
    id: string;
    sale_id: number;
    number: number;
    owner_id: string;
    artwork_id: number;
  }>("SELECT id::text, sale_id, number, owner_id::text, artwork_id FROM nft_boxes WHERE item_id IS NULL");
  const [max] = await q.query<Record<"artwork" | "sale" | "item" | "ord" | "box" | "bid" | "msg", string>>(
    `SELECT coalesce((SELECT max(id) FROM nft_artworks), 0)::text AS artwork,
       coalesce((SELECT max(id) FROM nft_sales), 0)::text AS sale,
       coalesce((SELECT max(id) FROM nft_items), 0)::text AS item,
       coalesce((SELECT max(id) FROM nft_orders), 0)::text AS ord,
       coalesce((SELECT max(id) FROM nft_boxes), 0)::text AS box,
       coalesce((SELECT max(id) FROM nft_bids), 0)::text AS bid,
       coalesce((SELECT max(id) FROM nft_messages), 0)::text AS msg`,
  );
  const state: NftState = {
    artworks: new Map(),
    items: new Map(),
    sales: new Map(),
    due: new Map(),
    awaiting: new Map(),
    boxes: new Map(),
    ids: {
      artwork: Number(max?.artwork ?? 0),
      sale: Number(max?.sale ?? 0),
      item: Number(max?.item ?? 0),
      order: Number(max?.ord ?? 0),
      box: Number(max?.box ?? 0),
      bid: Number(max?.bid ?? 0),
      message: Number(max?.msg ?? 0),
    },
  };
  for (const w of artworks)
    state.artworks.set(w.id, {
      id: w.id,
      editions: w.editions,
      minted: w.minted,
      reserved: 0,
    });
  for (const i of items)
    state.items.set(Number(i.id), {
      id: Number(i.id),
      artworkId: i.artwork_id,
      edition: i.edition,
      owner: Number(i.owner_id),
      listedSale: null,
    });
  for (const s of sales) {
    const table = s.slots.map((t) => ({ artwork: t.artwork, count: t.count }));
    const units = (v: string | null) => (v === null ? 0n : decimalToUnits(v, s.scale));
    const price = units(s.price);
    const terms: AuctionTerms | null =
      s.kind === "auction"
        ? {
            startPrice: price,
            raise: units(s.per_increase),
            margin: units(s.margin),
            startAt: Number(s.start_at),
            endAt: Number(s.start_at) + 1,
            extendWithin: Number(s.extend_within_ms),
            extendBy: Number(s.extend_by_ms),
            payWithin: Number(s.pay_within_ms),
          }
        : null;
    const margins = new Map(s.margins.map((m) => [Number(m.user), m.hold]));
    const sale: LiveSale = {
      id: s.id,
      kind: s.kind,
      artworkId: s.artwork_id,
      itemId: s.item_id === null ? null : Number(s.item_id),
      sellerId: s.seller_id === null ? null : Number(s.seller_id),
      currencyId: s.currency_id,
      scale: s.scale,
      price,
      quantity: s.quantity,
      sold: s.sold,
      startAt: Number(s.start_at),
      endAt: Number(s.end_at),
      fee: rate(s.fee_rate),
      royalty: rate(s.royalty_rate),
      royaltyUser: s.royalty_user_id === null ? null : Number(s.royalty_user_id),
      terms,
      auction: terms
        ? {
            endAt: Number(s.end_at),
            high:
              s.high_price !== null && s.high_bidder !== null
                ? { bidder: Number(s.high_bidder), price: units(s.high_price), at: Number(s.high_at ?? 0) }
                : null,
            joined: [...margins.keys()],
            bids: s.bids,
          }
        : null,
      margins,
      seed: s.seed,
      table,
      draws: null,
    };
    if (terms) terms.endAt = Math.max(terms.startAt + 1, sale.endAt);
    if (s.ended) {
      // an auction whose winner has yet to pay: its edition stays listed, or counted against its artwork
      state.awaiting.set(s.id, sale);
      const item = sale.itemId === null ? undefined : state.items.get(sale.itemId);
      if (item) item.listedSale = sale.id;
      else if (sale.artworkId !== null) {
        const w = state.artworks.get(sale.artworkId);
        if (w) w.reserved += 1;
      }
      continue;
    }
    state.sales.set(s.id, sale);
    if (sale.itemId !== null) {
      const item = state.items.get(sale.itemId);
      if (item) item.listedSale = sale.id;
    } else if (sale.kind === "blind") {
      // a live series holds back what its boxes may still bring: the table less what was opened
      for (const t of s.slots) {
        const w = state.artworks.get(t.artwork);
        if (w) w.reserved += t.count - Number(t.opened);
      }
    } else reserve(state, sale, 1);
  }
  for (const o of due)
    state.due.set(Number(o.id), {
      id: Number(o.id),
      saleId: o.sale_id,
      buyer: Number(o.buyer_id),
      price: decimalToUnits(o.price, o.scale),
      margin: decimalToUnits(o.margin, o.scale),
      hold: o.hold_id,
      payBy: Number(o.pay_by),
      reminded: o.reminded,
    });
  for (const b of boxes) {
    state.boxes.set(Number(b.id), {
      id: Number(b.id),
      saleId: b.sale_id,
      number: b.number,
      owner: Number(b.owner_id),
      artworkId: b.artwork_id,
    });
    // the boxes of ended series still to open (a live series' are in its table)
    if (!state.sales.has(b.sale_id)) {
      const w = state.artworks.get(b.artwork_id);
      if (w) w.reserved += 1;
    }
  }
  return state;
}

/**
 * Counts (`sign` 1) or uncounts (−1) the editions a fixed or auction first sale still offers against its
 * artwork (a series holds back its table, less the boxes opened).
 */
export function reserve(state: NftState, sale: LiveSale, sign: 1 | -1) {
  if (sale.itemId !== null || sale.kind === "blind") return;
  const w = sale.artworkId === null ? undefined : state.artworks.get(sale.artworkId);
  if (w) w.reserved += sign * (sale.quantity - sale.sold);
}
