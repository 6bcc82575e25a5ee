import { fitsColumn, type NumericColumn, RefId } from "@bourse/contract";
import { type AuctionTerms, auctionStart, parseRate, type Rate } from "@bourse/engine";
import { Type } from "typebox";
import type { Caller } from "../../core/command.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { failure } from "../../http/outcome.ts";
import type { LiveSale, NftState } from "./nft.store.ts";

/** What the NFT commands share: argument shapes, a sale's terms, its row, and the engine's refusals in words. */

export const Units = Type.String({ pattern: "^[0-9]{1,40}$" });
export const Time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });
export const RateText = Type.String({ pattern: "^[0-9]{1,2}(\\.[0-9]{1,8})?$" });
export const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);

/** A sale's terms when it is created: the settings of the moment, kept with it. */
export const SaleTerms = {
  currency: RefId,
  scale: Type.Integer({ minimum: 0, maximum: 18 }),
  price: Units,
  raise: Units,
  margin: Units,
  startAt: Time,
  endAt: Time,
  extendWithin: Time,
  extendBy: Time,
  payWithin: Time,
  fee: RateText,
  /** a resale's royalty: its rate and the artist's account (null: held in the venue's nft account) */
  royalty: RateText,
  royaltyUser: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
};

/** A sale's money terms and row, over the writer's state (its ids). */
export function saleKit(s: NftState) {
  const text = (sale: Pick<LiveSale, "scale">, v: bigint) => unitsToDecimal(v, sale.scale);
  const rate = (t: string): Rate => parseRate(t) ?? { num: 0n, den: 1n };

  function insertSale(
    q: Queryable,
    sale: LiveSale,
    extra: { title?: string; cover?: string; description?: string; commitment?: string | null },
    at: Date,
  ) {
    const t = sale.terms;
    return q.query(
      `INSERT INTO nft_sales (id, kind, artwork_id, item_id, seller_id, currency_id, price, per_increase, margin, quantity,
         start_at, end_at, extend_within_ms, extend_by_ms, pay_within_ms, fee_rate, royalty_rate, title, cover,
         description, seed, commitment, created_at, royalty_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
      [
        sale.id,
        sale.kind,
        sale.artworkId,
        sale.itemId,
        sale.sellerId,
        sale.currencyId,
        text(sale, sale.price),
        t ? text(sale, t.raise) : null,
        t ? text(sale, t.margin) : null,
        sale.quantity,
        new Date(sale.startAt),
        new Date(sale.endAt),
        t?.extendWithin ?? 0,
        t?.extendBy ?? 0,
        t?.payWithin ?? 0,
        rateText(sale.fee),
        rateText(sale.royalty),
        extra.title ?? "",
        extra.cover ?? "",
        extra.description ?? "",
        sale.seed,
        extra.commitment ?? null,
        at,
        sale.royaltyUser,
      ],
    );
  }

  /** A new sale's money terms from a command's arguments. */
  function newSale(
    a: {
      currency: number;
      scale: number;
      price: string;
      raise: string;
      margin: string;
      startAt: number;
      endAt: number;
      extendWithin: number;
      extendBy: number;
      payWithin: number;
      fee: string;
      royalty: string;
      royaltyUser: number | null;
    },
    fields: Pick<LiveSale, "kind" | "artworkId" | "itemId" | "sellerId" | "quantity">,
  ): LiveSale {
    const price = BigInt(a.price);
    const terms: AuctionTerms | null =
      fields.kind === "auction"
        ? {
            startPrice: price,
            raise: BigInt(a.raise),
            margin: BigInt(a.margin),
            startAt: a.startAt,
            endAt: a.endAt,
            extendWithin: a.extendWithin,
            extendBy: a.extendBy,
            payWithin: a.payWithin,
          }
        : null;
    return {
      id: ++s.ids.sale,
      ...fields,
      currencyId: a.currency,
      scale: a.scale,
      price,
      sold: 0,
      startAt: a.startAt,
      endAt: a.endAt,
      fee: rate(a.fee),
      royalty: rate(a.royalty),
      royaltyUser: a.royaltyUser,
      terms,
      auction: terms ? auctionStart(terms) : null,
      margins: new Map(),
      seed: null,
      table: [],
      draws: null,
    };
  }

  /** What an auction's terms allow (checked by the service first; here so no command can break them). */
  const auctionValid = (a: {
    price: string;
    raise: string;
    margin: string;
    startAt: number;
    endAt: number;
  }) =>
    BigInt(a.raise) >= 1n &&
    BigInt(a.margin) >= 1n &&
    BigInt(a.margin) <= BigInt(a.price) &&
    a.startAt < a.endAt;

  return { text, rate, insertSale, newSale, auctionValid };
}

/**
 * Whether a price in a sale's units is one `column` stores. Requests are held to the columns already
 * (`Decimal` in @bourse/contract); this keeps any command, whoever sends it, from a commit the database
 * refuses, which would refuse the batch's later commands with it and reload the writer's memory.
 */
export const storable = (column: NumericColumn, units: bigint | string, scale: number) =>
  fitsColumn(column, unitsToDecimal(BigInt(units), scale));

/** The request field of a new sale's money terms that the sales table cannot store, or undefined. */
export function unstorableTerm(a: { scale: number; price: string; raise: string; margin: string }) {
  if (!storable("nft_sales.price", a.price, a.scale)) return "price";
  if (!storable("nft_sales.per_increase", a.raise, a.scale)) return "per_increase";
  if (!storable("nft_sales.margin", a.margin, a.scale)) return "margin";
  return undefined;
}

/** The engine's refusal of a join or a bid, as the app shows it. */
export function refusal(reason: string, sale: LiveSale, minimum?: bigint) {
  const text = (v: bigint) => unitsToDecimal(v, sale.scale);
  switch (reason) {
    case "OWN_ITEM":
      return failure("NFT_OWN_ITEM");
    case "NOT_LIVE":
      return failure("NFT_NOT_IN_SALE_TIME");
    case "NOT_JOINED":
      return failure("NFT_NOT_JOINED", { margin: text(sale.terms?.margin ?? 0n) });
    case "ALREADY_JOINED":
      return failure("NFT_ALREADY_JOINED");
    case "ALREADY_HIGH":
      return failure("NFT_ALREADY_LEADING");
    default:
      return failure("NFT_BID_TOO_LOW", { field: "price", minimum: text(minimum ?? 0n) });
  }
}

/** A rate as the database keeps it (numeric text). */
function rateText(r: Rate): string {
  const whole = r.num / r.den;
  let rest = r.num % r.den;
  if (rest === 0n) return String(whole);
  let digits = "";
  for (let i = 0; i < 8 && rest !== 0n; i++) {
    rest *= 10n;
    digits += String(rest / r.den);
    rest %= r.den;
  }
  return `${whole}.${digits}`;
}
