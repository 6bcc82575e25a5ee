import { RefId } from "@bourse/contract";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import { failure } from "../../http/outcome.ts";
import { SaleTerms, saleKit, unstorableTerm } from "./nft.sale-kit.ts";
import { type NftState, reserve } from "./nft.store.ts";

/**
 * The operator's NFT commands: artworks (their editions), first sales and blind-box series. They change
 * what may be sold; the trading commands (`nft.commands.ts`) sell it.
 */
export function registerNftCatalogueCommands(core: Core, s: NftState) {
  const { text, insertSale, newSale, auctionValid } = saleKit(s);

  /**
   * An operator creates (`id` null) or changes an artwork. Its editions may not go below what is minted
   * and offered; the media's kind was decided from the file by the service.
   */
  const artworkSave = core.register({
    kind: "nft.artwork.save",
    args: Type.Object({
      id: Type.Union([RefId, Type.Null()]),
      collection: RefId,
      title: Type.String({ maxLength: 80 }),
      description: Type.String({ maxLength: 2000 }),
      type: Type.Union([
        Type.Literal("image"),
        Type.Literal("gif"),
        Type.Literal("audio"),
        Type.Literal("video"),
      ]),
      rarity: Type.String({ pattern: "^(common|rare|epic|legendary)$" }),
      media: Type.String({ maxLength: 300 }),
      poster: Type.String({ maxLength: 300 }),
      thumb: Type.String({ maxLength: 300 }),
      editions: Type.Integer({ minimum: 1, maximum: 100_000 }),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const before = a.id === null ? undefined : s.artworks.get(a.id);
      if (a.id !== null && !before) return failure("NFT_ARTWORK_NOT_FOUND");
      if (before && a.editions < before.minted + before.reserved)
        return failure("NFT_EDITIONS_LEFT", {
          field: "editions",
          remaining: before.minted + before.reserved,
        });
      const w = before ?? { id: ++s.ids.artwork, editions: a.editions, minted: 0, reserved: 0 };
      w.editions = a.editions;
      s.artworks.set(w.id, w);
      const { ip, id: _, ...row } = a;
      return {
        ok: true,
        entry: { kind: "nft_artwork", postings: [] },
        userId: null,
        reply: { id: w.id },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO nft_artworks (id, collection_id, title, description, artwork_type, rarity, media, poster, thumb, editions, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (id) DO UPDATE SET collection_id = EXCLUDED.collection_id, title = EXCLUDED.title,
               description = EXCLUDED.description, artwork_type = EXCLUDED.artwork_type, rarity = EXCLUDED.rarity,
               media = EXCLUDED.media, poster = EXCLUDED.poster, thumb = EXCLUDED.thumb, editions = EXCLUDED.editions`,
            [
              w.id,
              a.collection,
              a.title,
              a.description,
              a.type,
              a.rarity,
              a.media,
              a.poster,
              a.thumb,
              a.editions,
              ctx.now,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "nft.artwork.update" : "nft.artwork.create",
            targetType: "nft_artwork",
            targetId: w.id,
            before: null,
            after: { ...row, entry: entryId },
            ip,
          });
        },
      };
    },
  });

  /** An operator offers editions of an artwork (fixed) or one edition at auction: a first sale. */
  const saleSave = core.register({
    kind: "nft.sale.save",
    args: Type.Object({
      kind: Type.Union([Type.Literal("fixed"), Type.Literal("auction")]),
      artwork: RefId,
      quantity: Type.Integer({ minimum: 1, maximum: 100_000 }),
      ...SaleTerms,
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const w = s.artworks.get(a.artwork);
      if (!w) return failure("NFT_ARTWORK_NOT_FOUND", { field: "artwork_id" });
      const quantity = a.kind === "auction" ? 1 : a.quantity;
      const left = w.editions - w.minted - w.reserved;
      if (quantity > left)
        return failure("NFT_EDITIONS_LEFT", { field: "quantity", remaining: Math.max(left, 0) });
      if (a.endAt <= a.startAt || a.endAt <= ctx.now.getTime())
        return failure("NFT_END_BEFORE_START", { field: "end_at" });
      if (a.kind === "auction" && !auctionValid(a))
        return failure("NFT_RAISE_INVALID", { field: "per_increase" });
      const unfit = unstorableTerm(a);
      if (unfit) return failure("REQUEST_INVALID_FIELD", { field: unfit });
      const sale = newSale(a, {
        kind: a.kind,
        artworkId: w.id,
        itemId: null,
        sellerId: null,
        quantity,
      });
      s.sales.set(sale.id, sale);
      reserve(s, sale, 1);
      return {
        ok: true,
        entry: { kind: "nft_sale", postings: [] },
        userId: null,
        reference: `nft:${sale.id}`,
        reply: { id: sale.id },
        write: async (q, entryId) => {
          await insertSale(q, sale, {}, ctx.now);
          await writeAudit(q, {
            operatorId: operator,
            action: "nft.sale.create",
            targetType: "nft_sale",
            targetId: sale.id,
            before: null,
            after: {
              kind: sale.kind,
              artwork_id: w.id,
              quantity,
              price: text(sale, sale.price),
              entry: entryId,
            },
            ip: a.ip,
          });
        },
      };
    },
  });

  /** An operator creates a blind-box series: its seed (drawn by the service) and rarity table. */
  const seriesSave = core.register({
    kind: "nft.series.save",
    args: Type.Object({
      title: Type.String({ maxLength: 80 }),
      cover: Type.String({ maxLength: 300 }),
      description: Type.String({ maxLength: 2000 }),
      seed: Type.String({ pattern: "^[0-9a-f]{64}$" }),
      commitment: Type.String({ pattern: "^[0-9a-f]{64}$" }),
      table: Type.Array(
        Type.Object({ artwork: RefId, count: Type.Integer({ minimum: 1, maximum: 100_000 }) }),
        {
          minItems: 1,
          maxItems: 50,
        },
      ),
      ...SaleTerms,
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const need = new Map<number, number>();
      for (const t of a.table) need.set(t.artwork, (need.get(t.artwork) ?? 0) + t.count);
      for (const [id, count] of need) {
        const w = s.artworks.get(id);
        if (!w) return failure("NFT_ARTWORK_NOT_FOUND", { field: "table" });
        const left = w.editions - w.minted - w.reserved;
        if (count > left)
          return failure("NFT_EDITIONS_LEFT", { field: "table", remaining: Math.max(left, 0) });
      }
      if (a.endAt <= a.startAt || a.endAt <= ctx.now.getTime())
        return failure("NFT_END_BEFORE_START", { field: "end_at" });
      const unfit = unstorableTerm(a);
      if (unfit) return failure("REQUEST_INVALID_FIELD", { field: unfit });
      const quantity = a.table.reduce((n, t) => n + t.count, 0);
      const sale = newSale(a, {
        kind: "blind",
        artworkId: null,
        itemId: null,
        sellerId: null,
        quantity,
      });
      sale.seed = a.seed;
      sale.table = a.table.map((t) => ({ artwork: t.artwork, count: t.count }));
      s.sales.set(sale.id, sale);
      for (const [id, count] of need) {
        const w = s.artworks.get(id);
        if (w) w.reserved += count;
      }
      return {
        ok: true,
        entry: { kind: "nft_series", postings: [] },
        userId: null,
        reference: `nft:${sale.id}`,
        reply: { id: sale.id, commitment: a.commitment, total: quantity },
        write: async (q, entryId) => {
          await insertSale(
            q,
            sale,
            { title: a.title, cover: a.cover, description: a.description, commitment: a.commitment },
            ctx.now,
          );
          await q.query(
            `INSERT INTO nft_series_slots (sale_id, position, artwork_id, count)
             SELECT $1, r.position, r.artwork_id, r.count FROM jsonb_to_recordset($2::jsonb) AS r(position int, artwork_id int, count int)`,
            [
              sale.id,
              JSON.stringify(
                a.table.map((t, i) => ({ position: i + 1, artwork_id: t.artwork, count: t.count })),
              ),
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: "nft.series.create",
            targetType: "nft_sale",
            targetId: sale.id,
            before: null,
            after: { title: a.title, total: quantity, commitment: a.commitment, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  return { artworkSave, saleSave, seriesSave };
}
