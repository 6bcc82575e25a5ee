import { RefId } from "@bourse/contract";
import {
  auctionOutcome,
  drawBoxes,
  joinAuction,
  type Posting,
  placeBid,
  saleSplit,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { Type } from "typebox";
import type { FeePaid } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import type { Queryable } from "../../db/db.ts";
import { failure } from "../../http/outcome.ts";
import { registerNftCatalogueCommands } from "./nft.catalogue.commands.ts";
import { refusal, SaleTerms, saleKit, storable, Units, unstorableTerm, userOf } from "./nft.sale-kit.ts";
import { type DueOrder, type LiveSale, type NftState, reserve } from "./nft.store.ts";

/**
 * The NFT market's commands, as data. Every payment, margin, royalty and fee is a posting of one of
 * them on the spot account (`change`); bids, listings and box openings are commands too, so that one
 * writer orders every race (the last edition, two bids at once) and each has one outcome.
 */

export type NftMessageKind = "outbid" | "won" | "payment_due" | "sold" | "forfeited" | "refunded";
export interface NftNotice {
  id: number;
  userId: number;
  kind: NftMessageKind;
  saleId: number | null;
  orderId: number | null;
}

export function registerNftCommands(core: Core, s: NftState, notify: (n: NftNotice) => void) {
  const CHANGE = "change" as const;
  const { text, insertSale, newSale, auctionValid } = saleKit(s);

  /** A message row for the command's transaction, and its notice once the entry is durable. */
  function messages() {
    const rows: (NftNotice & { data: Record<string, string> })[] = [];
    return {
      add(userId: number, kind: NftMessageKind, saleId: number | null, orderId: number | null, data = {}) {
        rows.push({ id: ++s.ids.message, userId, kind, saleId, orderId, data });
      },
      async write(q: Queryable, at: Date) {
        if (rows.length === 0) return;
        await q.query(
          `INSERT INTO nft_messages (id, user_id, kind, sale_id, order_id, data, created_at)
           SELECT r.id, r.user_id, r.kind, r.sale_id, r.order_id, r.data, $2
           FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, user_id bigint, kind text, sale_id int, order_id bigint, data jsonb)`,
          [
            JSON.stringify(
              rows.map((r) => ({
                id: r.id,
                user_id: r.userId,
                kind: r.kind,
                sale_id: r.saleId,
                order_id: r.orderId,
                data: r.data,
              })),
            ),
            at,
          ],
        );
      },
      committed() {
        for (const { data: _, ...n } of rows) notify(n);
      },
    };
  }

  /**
   * Who is paid for `price` of a sale: the venue's nft account for a first sale; for a resale the
   * seller, the artist's royalty (its account, or held in the venue's) and the venue's fee.
   */
  function proceeds(sale: LiveSale, price: bigint) {
    const pay: Posting[] = [];
    const add = (account: string, amount: bigint) => {
      if (amount > 0n) pay.push({ account, currency: sale.currencyId, amount });
    };
    if (sale.sellerId === null) {
      add(systemAccount("nft"), price);
      return { pay, royalty: 0n, fee: 0n, seller: 0n };
    }
    const split = saleSplit(price, sale.royalty, sale.fee);
    const artist = sale.royaltyUser;
    add(userAccount(sale.sellerId, CHANGE), split.seller);
    add(artist === null ? systemAccount("nft") : userAccount(artist, CHANGE), split.royalty);
    add(systemAccount("fees"), split.fee);
    return { pay, ...split };
  }

  /** A resale's fee, paid by its seller out of the price (a first sale charges none). */
  const feesOf = (sale: LiveSale, fee: bigint): FeePaid[] =>
    sale.sellerId !== null && fee > 0n
      ? [{ payer: sale.sellerId, currency: sale.currencyId, amount: fee, product: "nft" }]
      : [];

  /** Mints the next edition of an artwork to `owner`. */
  function mint(artworkId: number, owner: number) {
    const w = s.artworks.get(artworkId);
    if (!w) throw new Error(`nft: artwork ${artworkId} is not loaded`);
    w.minted += 1;
    const item = { id: ++s.ids.item, artworkId, edition: w.minted, owner, listedSale: null };
    s.items.set(item.id, item);
    return item;
  }

  const insertItem = (
    q: Queryable,
    item: { id: number; artworkId: number; edition: number; owner: number },
    at: Date,
  ) =>
    q.query(
      "INSERT INTO nft_items (id, artwork_id, edition, owner_id, acquired_at) VALUES ($1, $2, $3, $4, $5)",
      [item.id, item.artworkId, item.edition, item.owner, at],
    );
  const transfer = (
    q: Queryable,
    t: {
      item: number;
      kind: string;
      from: number | null;
      to: number;
      price: string | null;
      currency: number | null;
    },
    at: Date,
  ) =>
    q.query(
      "INSERT INTO nft_transfers (item_id, kind, from_id, to_id, price, currency_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [t.item, t.kind, t.from, t.to, t.price, t.currency, at],
    );

  /** A due order ends (paid or forfeited): it and its ended auction leave memory. */
  function closeDue(o: DueOrder) {
    s.due.delete(o.id);
    s.awaiting.delete(o.saleId);
  }
  /** The winner's margin hold was used (its payment or its forfeit). */
  const marginUsed = (q: Queryable, saleId: number, user: number) =>
    q.query("UPDATE nft_margins SET released = true WHERE sale_id = $1 AND user_id = $2", [saleId, user]);

  /** The artwork every box of a series holds (drawn once, kept while the series is in memory). */
  function drawsOf(sale: LiveSale): number[] {
    if (!sale.draws) sale.draws = drawBoxes(sale.seed ?? "", sale.table, sale.quantity);
    return sale.draws;
  }

  /** Takes a sale out of the live ones (sold out or its time is over); answers what its write records. */
  function end(sale: LiveSale) {
    s.sales.delete(sale.id);
    if (sale.itemId !== null) {
      const item = s.items.get(sale.itemId);
      if (item?.listedSale === sale.id) item.listedSale = null;
    } else if (sale.kind === "blind") {
      // the unsold boxes' draws are no longer offered
      const sold = new Map<number, number>();
      for (const a of drawsOf(sale).slice(0, sale.sold)) sold.set(a, (sold.get(a) ?? 0) + 1);
      for (const t of sale.table) {
        const w = s.artworks.get(t.artwork);
        if (w) w.reserved -= t.count - (sold.get(t.artwork) ?? 0);
      }
    } else if (sale.kind === "fixed") reserve(s, sale, -1);
    return (q: Queryable, entryId: number, at: Date) =>
      q.query("UPDATE nft_sales SET ended_entry = $2, ended_at = $3, sold = $4, end_at = $5 WHERE id = $1", [
        sale.id,
        entryId,
        at,
        sale.sold,
        new Date(sale.auction?.endAt ?? sale.endAt),
      ]);
  }

  /** An owner lists an edition it holds, at a fixed price or at auction; it cannot be withdrawn. */
  const resell = core.register({
    kind: "nft.resell",
    args: Type.Object({
      item: Type.Integer({ minimum: 1 }),
      kind: Type.Union([Type.Literal("fixed"), Type.Literal("auction")]),
      ...SaleTerms,
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const item = s.items.get(a.item);
      if (item?.owner !== user) return failure("NFT_ITEM_NOT_FOUND");
      if (item.listedSale !== null) return failure("NFT_ALREADY_LISTED");
      if (a.endAt <= a.startAt || a.endAt <= ctx.now.getTime())
        return failure("NFT_END_BEFORE_START", { field: "end_time" });
      if (a.kind === "auction" && !auctionValid(a))
        return failure("NFT_RAISE_INVALID", { field: "per_increase" });
      const unfit = unstorableTerm(a);
      if (unfit) return failure("REQUEST_INVALID_FIELD", { field: unfit });
      const sale = newSale(a, {
        kind: a.kind,
        artworkId: item.artworkId,
        itemId: item.id,
        sellerId: user,
        quantity: 1,
      });
      s.sales.set(sale.id, sale);
      item.listedSale = sale.id;
      return {
        ok: true,
        entry: { kind: "nft_resell", postings: [] },
        reference: `nft:${sale.id}`,
        reply: { sale_id: sale.id },
        write: async (q) => {
          await insertSale(q, sale, {}, ctx.now);
        },
      };
    },
  });

  /** One edition of a fixed sale, or one box of a series, paid from the spot account. */
  const buy = core.register({
    kind: "nft.buy",
    args: Type.Object({ sale: RefId, price: Type.Union([Units, Type.Null()]) }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const sale = s.sales.get(a.sale);
      if (!sale || sale.kind === "auction") return failure("NFT_SALE_NOT_FOUND");
      const now = ctx.now.getTime();
      if (sale.sold >= sale.quantity) return failure("NFT_SOLD_OUT");
      if (now < sale.startAt || now >= sale.endAt) return failure("NFT_NOT_IN_SALE_TIME");
      if (sale.sellerId === user) return failure("NFT_OWN_ITEM");
      if (a.price !== null && BigInt(a.price) !== sale.price)
        return failure("NFT_PRICE_CHANGED", { field: "price", price: text(sale, sale.price) });
      const artworkId =
        sale.kind === "blind" ? (drawsOf(sale)[sale.sold] as number) : (sale.artworkId as number);
      const paid = proceeds(sale, sale.price);
      const result = ctx.ledger.exchange({
        entryKind: sale.kind === "blind" ? "nft_box_buy" : "nft_buy",
        pay: [
          { account: userAccount(user, CHANGE), currency: sale.currencyId, amount: -sale.price },
          ...paid.pay,
        ],
      });
      if (!result.ok) return result;
      sale.sold += 1;
      const orderId = ++s.ids.order;
      const msg = messages();
      let item: { id: number; artworkId: number; edition: number; owner: number } | null = null;
      let box: { id: number; number: number } | null = null;
      let minted = false;
      if (sale.kind === "blind") {
        box = { id: ++s.ids.box, number: sale.sold };
        s.boxes.set(box.id, { id: box.id, saleId: sale.id, number: box.number, owner: user, artworkId });
      } else if (sale.itemId !== null) {
        const held = s.items.get(sale.itemId);
        if (!held) throw new Error(`nft: item ${sale.itemId} is not loaded`);
        held.owner = user;
        item = held;
        msg.add(sale.sellerId as number, "sold", sale.id, orderId, {
          price: text(sale, sale.price),
          received: text(sale, paid.seller),
        });
      } else {
        item = mint(artworkId, user);
        minted = true;
        const w = s.artworks.get(artworkId);
        if (w) w.reserved -= 1;
      }
      const ended = sale.sold >= sale.quantity ? end(sale) : null;
      const seller = sale.sellerId;
      return {
        ...result,
        reference: `nft:${sale.id}`,
        reply: { order_id: orderId, item_id: item?.id ?? null, box_id: box?.id ?? null },
        fees: feesOf(sale, paid.fee),
        write: async (q, entryId) => {
          if (item && minted) await insertItem(q, item, ctx.now);
          if (item && !minted)
            await q.query("UPDATE nft_items SET owner_id = $2, acquired_at = $3 WHERE id = $1", [
              item.id,
              user,
              ctx.now,
            ]);
          if (box)
            await q.query(
              "INSERT INTO nft_boxes (id, sale_id, number, owner_id, artwork_id, bought_at) VALUES ($1, $2, $3, $4, $5, $6)",
              [box.id, sale.id, box.number, user, artworkId, ctx.now],
            );
          if (item)
            await transfer(
              q,
              {
                item: item.id,
                kind: minted ? "mint" : "sale",
                from: seller,
                to: user,
                price: text(sale, sale.price),
                currency: sale.currencyId,
              },
              ctx.now,
            );
          await q.query(
            `INSERT INTO nft_orders (id, sale_id, buyer_id, seller_id, price, status, item_id, box_id, royalty, fee, proceeds,
               entry_id, created_at, paid_at)
             VALUES ($1, $2, $3, $4, $5, 'paid', $6, $7, $8, $9, $10, $11, $12, $12)`,
            [
              orderId,
              sale.id,
              user,
              seller,
              text(sale, sale.price),
              item?.id ?? null,
              box?.id ?? null,
              text(sale, paid.royalty),
              text(sale, paid.fee),
              text(sale, seller === null ? sale.price : paid.seller),
              entryId,
              ctx.now,
            ],
          );
          await q.query("UPDATE nft_sales SET sold = $2 WHERE id = $1", [sale.id, sale.sold]);
          if (ended) await ended(q, entryId, ctx.now);
          await msg.write(q, ctx.now);
        },
        committed: msg.committed,
      };
    },
  });

  /** Joins an auction: its margin is frozen in the spot account until the end (or used if one wins). */
  const join = core.register({
    kind: "nft.join",
    args: Type.Object({ sale: RefId }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const sale = s.sales.get(a.sale);
      if (!sale?.terms || !sale.auction) return failure("NFT_SALE_NOT_FOUND");
      const joined = joinAuction(sale.terms, sale.auction, user, sale.sellerId, ctx.now.getTime());
      if (!joined.ok) return refusal(joined.reason, sale);
      const hold = holdId(ctx);
      const result = ctx.ledger.exchange({
        entryKind: "nft_margin",
        open: [{ id: hold, user, kind: CHANGE, currency: sale.currencyId, amount: sale.terms.margin }],
      });
      if (!result.ok) return result;
      sale.auction = joined.state;
      sale.margins.set(user, hold);
      return {
        ...result,
        reference: `nft:${sale.id}`,
        reply: { margin: text(sale, sale.terms.margin) },
        write: async (q) => {
          await q.query(
            "INSERT INTO nft_margins (sale_id, user_id, amount, hold_id, created_at) VALUES ($1, $2, $3, $4, $5)",
            [sale.id, user, text(sale, sale.terms?.margin ?? 0n), hold, ctx.now],
          );
        },
      };
    },
  });

  /** A bid: at least the leading one plus the raise; late bids move the end. */
  const bid = core.register({
    kind: "nft.bid",
    args: Type.Object({ sale: RefId, price: Units }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const sale = s.sales.get(a.sale);
      if (!sale?.terms || !sale.auction) return failure("NFT_SALE_NOT_FOUND");
      if (!storable("nft_bids.price", a.price, sale.scale))
        return failure("REQUEST_INVALID_FIELD", { field: "price" });
      const placed = placeBid(
        sale.terms,
        sale.auction,
        { bidder: user, price: BigInt(a.price), at: ctx.now.getTime() },
        sale.sellerId,
      );
      if (!placed.ok) return refusal(placed.reason, sale, placed.minimum);
      sale.auction = placed.state;
      const bidId = ++s.ids.bid;
      const msg = messages();
      if (placed.outbid !== null)
        msg.add(placed.outbid, "outbid", sale.id, null, { price: text(sale, BigInt(a.price)) });
      const state = placed.state;
      return {
        ok: true,
        entry: { kind: "nft_bid", postings: [] },
        reference: `nft:${sale.id}`,
        reply: {
          id: bidId,
          price: text(sale, BigInt(a.price)),
          end_at: new Date(state.endAt).toISOString(),
          min_bid: text(sale, BigInt(a.price) + sale.terms.raise),
        },
        write: async (q) => {
          await q.query(
            "INSERT INTO nft_bids (id, sale_id, user_id, price, created_at) VALUES ($1, $2, $3, $4, $5)",
            [bidId, sale.id, user, text(sale, BigInt(a.price)), ctx.now],
          );
          await q.query(
            "UPDATE nft_sales SET high_price = $2, high_bidder = $3, bids = $4, end_at = $5 WHERE id = $1",
            [sale.id, text(sale, BigInt(a.price)), user, state.bids, new Date(state.endAt)],
          );
          await msg.write(q, ctx.now);
        },
        committed: msg.committed,
      };
    },
  });

  /**
   * A sale's time is over (`nft-sale-end:<sale>`): an auction's margins return but the winner's, who gets
   * an order to pay the rest; a fixed sale's unsold editions and a series' unsold boxes are no longer
   * offered; an unsold resale's edition is its owner's to list again. A series' seed is public from now.
   */
  const endSale = core.register({
    kind: "nft.sale.end",
    args: Type.Object({ sale: RefId }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const sale = s.sales.get(a.sale);
      if (!sale) return failure("NFT_SALE_NOT_FOUND");
      const now = ctx.now.getTime();
      const endAt = sale.auction?.endAt ?? sale.endAt;
      if (now < endAt && sale.sold < sale.quantity) return failure("NFT_NOT_IN_SALE_TIME");
      const msg = messages();
      let order: DueOrder | null = null;
      const release: string[] = [];
      const released: number[] = [];
      if (sale.terms && sale.auction) {
        const outcome = auctionOutcome(sale.terms, sale.auction);
        for (const u of outcome.release) {
          const hold = sale.margins.get(u);
          if (hold) {
            release.push(hold);
            released.push(u);
            msg.add(u, "refunded", sale.id, null, { margin: text(sale, sale.terms.margin) });
          }
        }
        const winner = outcome.winner;
        if (winner) {
          order = {
            id: ++s.ids.order,
            saleId: sale.id,
            buyer: winner.bidder,
            price: winner.price,
            margin: sale.terms.margin,
            hold: sale.margins.get(winner.bidder) as string,
            payBy: outcome.payBy as number,
            reminded: false,
          };
          s.due.set(order.id, order);
          msg.add(winner.bidder, "won", sale.id, order.id, {
            price: text(sale, winner.price),
            due: text(sale, outcome.due),
            pay_by: new Date(order.payBy).toISOString(),
          });
          sale.sold = 1;
        }
      }
      const result = ctx.ledger.exchange({ entryKind: "nft_sale_end", release });
      if (!result.ok) return result;
      const ended = end(sale);
      if (order) {
        // the edition stays with the sale (listed, or counted against its artwork) until paid or forfeited
        s.awaiting.set(sale.id, sale);
        const item = sale.itemId === null ? undefined : s.items.get(sale.itemId);
        if (item) item.listedSale = sale.id;
      } else if (sale.kind === "auction" && sale.itemId === null && sale.artworkId !== null) {
        const w = s.artworks.get(sale.artworkId);
        if (w) w.reserved -= 1;
      }
      const due = order;
      return {
        ...result,
        userId: null,
        reference: `nft:${sale.id}`,
        reply: {
          sale: sale.id,
          winner: due?.buyer ?? null,
          order: due?.id ?? null,
          released: released.length,
        },
        write: async (q, entryId) => {
          await ended(q, entryId, ctx.now);
          if (released.length > 0)
            await q.query(
              "UPDATE nft_margins SET released = true WHERE sale_id = $1 AND user_id = ANY($2::bigint[])",
              [sale.id, released],
            );
          if (due)
            await q.query(
              `INSERT INTO nft_orders (id, sale_id, buyer_id, seller_id, price, margin, status, pay_by, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, 'due', $7, $8)`,
              [
                due.id,
                sale.id,
                due.buyer,
                sale.sellerId,
                text(sale, due.price),
                text(sale, due.margin),
                new Date(due.payBy),
                ctx.now,
              ],
            );
          await msg.write(q, ctx.now);
        },
        committed: msg.committed,
      };
    },
  });

  /** The winner pays the rest: its margin and the difference, split as a sale; the edition is its. */
  const pay = core.register({
    kind: "nft.pay",
    args: Type.Object({ order: Type.Integer({ minimum: 1 }) }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const o = s.due.get(a.order);
      if (o?.buyer !== user) return failure("NFT_ORDER_NOT_FOUND");
      if (ctx.now.getTime() >= o.payBy) return failure("NFT_PAYMENT_LATE");
      const sale = s.awaiting.get(o.saleId);
      if (!sale) throw new Error(`nft: the sale of order ${o.id} is not loaded`);
      const artworkId = sale.artworkId as number;
      const paid = proceeds(sale, o.price);
      const result = ctx.ledger.exchange({
        entryKind: "nft_pay",
        use: [{ hold: o.hold, amount: o.margin }],
        pay: [
          { account: userAccount(user, CHANGE), currency: sale.currencyId, amount: -(o.price - o.margin) },
          ...paid.pay,
        ],
        release: [o.hold],
      });
      if (!result.ok) return result;
      closeDue(o);
      const msg = messages();
      let item: { id: number; artworkId: number; edition: number; owner: number };
      let minted = false;
      if (sale.itemId !== null) {
        const held = s.items.get(sale.itemId);
        if (!held) throw new Error(`nft: item ${sale.itemId} is not loaded`);
        held.owner = user;
        held.listedSale = null;
        item = held;
        msg.add(sale.sellerId as number, "sold", sale.id, o.id, {
          price: text(sale, o.price),
          received: text(sale, paid.seller),
        });
      } else {
        item = mint(artworkId, user);
        minted = true;
        const w = s.artworks.get(artworkId);
        if (w) w.reserved -= 1;
      }
      return {
        ...result,
        reference: `nft:${sale.id}`,
        reply: { order_id: o.id, item_id: item.id },
        fees: feesOf(sale, paid.fee),
        write: async (q, entryId) => {
          if (minted) await insertItem(q, item, ctx.now);
          else
            await q.query("UPDATE nft_items SET owner_id = $2, acquired_at = $3 WHERE id = $1", [
              item.id,
              user,
              ctx.now,
            ]);
          await transfer(
            q,
            {
              item: item.id,
              kind: "auction",
              from: sale.sellerId,
              to: user,
              price: text(sale, o.price),
              currency: sale.currencyId,
            },
            ctx.now,
          );
          await q.query(
            `UPDATE nft_orders SET status = 'paid', item_id = $2, royalty = $3, fee = $4, proceeds = $5, entry_id = $6, paid_at = $7
             WHERE id = $1`,
            [
              o.id,
              item.id,
              text(sale, paid.royalty),
              text(sale, paid.fee),
              text(sale, sale.sellerId === null ? o.price : paid.seller),
              entryId,
              ctx.now,
            ],
          );
          await marginUsed(q, sale.id, user);
          await msg.write(q, ctx.now);
        },
        committed: msg.committed,
      };
    },
  });

  /**
   * The time to pay has passed (`nft-forfeit:<order>`): the winner's margin goes to the venue (a first
   * sale) or to the seller (a resale), and the edition stays unsold.
   */
  const forfeit = core.register({
    kind: "nft.forfeit",
    args: Type.Object({ order: Type.Integer({ minimum: 1 }) }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const o = s.due.get(a.order);
      if (!o) return failure("NFT_ORDER_NOT_FOUND");
      if (ctx.now.getTime() < o.payBy) return failure("NFT_ORDER_NOT_DUE");
      const sale = s.awaiting.get(o.saleId);
      if (!sale) throw new Error(`nft: the sale of order ${o.id} is not loaded`);
      const to = sale.sellerId === null ? systemAccount("nft") : userAccount(sale.sellerId, CHANGE);
      const result = ctx.ledger.exchange({
        entryKind: "nft_forfeit",
        use: [{ hold: o.hold, amount: o.margin }],
        pay: [{ account: to, currency: sale.currencyId, amount: o.margin }],
        release: [o.hold],
      });
      if (!result.ok) return result;
      closeDue(o);
      if (sale.itemId !== null) {
        const item = s.items.get(sale.itemId);
        if (item) item.listedSale = null;
      } else if (sale.artworkId !== null) {
        const w = s.artworks.get(sale.artworkId);
        if (w) w.reserved -= 1;
      }
      const msg = messages();
      msg.add(o.buyer, "forfeited", sale.id, o.id, { margin: text(sale, o.margin) });
      return {
        ...result,
        userId: o.buyer,
        reference: `nft:${sale.id}`,
        reply: { order_id: o.id },
        write: async (q, entryId) => {
          await q.query("UPDATE nft_orders SET status = 'forfeited', entry_id = $2 WHERE id = $1", [
            o.id,
            entryId,
          ]);
          await marginUsed(q, sale.id, o.buyer);
          await msg.write(q, ctx.now);
        },
        committed: msg.committed,
      };
    },
  });

  /** A winner close to its deadline is reminded, once (`nft-remind:<order>`). */
  const remind = core.register({
    kind: "nft.remind",
    args: Type.Object({ order: Type.Integer({ minimum: 1 }) }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const o = s.due.get(a.order);
      if (!o || o.reminded) return failure("NFT_ORDER_NOT_FOUND");
      o.reminded = true;
      const msg = messages();
      msg.add(o.buyer, "payment_due", o.saleId, o.id, { pay_by: new Date(o.payBy).toISOString() });
      return {
        ok: true,
        entry: { kind: "nft_remind", postings: [] },
        userId: o.buyer,
        reference: `nft:${o.saleId}`,
        reply: { order_id: o.id },
        write: (q) => msg.write(q, ctx.now),
        committed: msg.committed,
      };
    },
  });

  /** Opens one's box: the next edition of the artwork drawn for its number is minted to its owner. */
  const open = core.register({
    kind: "nft.box.open",
    args: Type.Object({ box: Type.Integer({ minimum: 1 }) }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const box = s.boxes.get(a.box);
      if (box?.owner !== user) return failure("NFT_BOX_NOT_FOUND");
      s.boxes.delete(box.id);
      const item = mint(box.artworkId, user);
      const w = s.artworks.get(box.artworkId);
      if (w) w.reserved -= 1;
      return {
        ok: true,
        entry: { kind: "nft_box_open", postings: [] },
        reference: `nft:${box.saleId}`,
        reply: { box_id: box.id, item_id: item.id, artwork_id: box.artworkId, edition: item.edition },
        write: async (q) => {
          await insertItem(q, item, ctx.now);
          await transfer(
            q,
            { item: item.id, kind: "box", from: null, to: user, price: null, currency: null },
            ctx.now,
          );
          await q.query("UPDATE nft_boxes SET item_id = $2, opened_at = $3 WHERE id = $1", [
            box.id,
            item.id,
            ctx.now,
          ]);
        },
      };
    },
  });

  return {
    ...registerNftCatalogueCommands(core, s),
    resell,
    buy,
    join,
    bid,
    endSale,
    pay,
    forfeit,
    remind,
    open,
  };
}

export type NftCommands = ReturnType<typeof registerNftCommands>;
