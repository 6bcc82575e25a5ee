import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import type { Rate } from "../lever/math.ts";
import type { AuctionBid, AuctionRefusal, AuctionTerms } from "./auction.ts";
import type { RaritySlot } from "./blindbox.ts";
import type { SaleSplit } from "./sale.ts";

/**
 * A deliberately naive recomputation of the NFT math (auction.ts, sale.ts, blindbox.ts), for tests only.
 * It shares no helper with them: the auction is replayed from its full bid history, splits are found by
 * search, blind boxes are drawn from the expanded list of items. A slip in one shows up as a difference.
 */

/* ---------------------------------------------------------------- auction */

export type RefAuctionEvent =
  | { kind: "join"; user: number; at: number }
  | { kind: "bid"; bidder: number; price: bigint; at: number };

/** What happened to one event: a join is accepted as { ok: true }, a bid with its outbid and extended. */
export type RefDecision =
  | { ok: true; outbid?: number | null; extended?: boolean }
  | { ok: false; reason: AuctionRefusal; minimum?: bigint };

export interface RefAuctionRun {
  decisions: RefDecision[];
  winner: AuctionBid | null;
  endAt: number;
  joined: number[];
  bids: number;
  release: number[];
  due: bigint;
  payBy: number | null;
}

/** Replays the events one by one, keeping every accepted bid and counting the extensions. */
export function referenceAuction(
  terms: AuctionTerms,
  seller: number | null,
  events: readonly RefAuctionEvent[],
): RefAuctionRun {
  const history: AuctionBid[] = [];
  const joined: number[] = [];
  let extensions = 0;
  const end = () => terms.endAt + extensions * terms.extendBy;
  const hasJoined = (user: number) => joined.some((u) => u === user);
  const leader = () => (history.length === 0 ? null : history[history.length - 1]!);
  const minimum = () => {
    if (history.length === 0) return terms.startPrice;
    let best = history[0]!.price;
    for (const b of history) if (b.price > best) best = b.price;
    return best + terms.raise;
  };

  const decisions: RefDecision[] = [];
  for (const e of events) {
    if (e.kind === "join") {
      if (e.user === seller) decisions.push({ ok: false, reason: "OWN_ITEM" });
      else if (!(e.at < end())) decisions.push({ ok: false, reason: "NOT_LIVE" });
      else if (hasJoined(e.user)) decisions.push({ ok: false, reason: "ALREADY_JOINED" });
      else {
        joined.push(e.user);
        decisions.push({ ok: true });
      }
      continue;
    }
    const live = terms.startAt <= e.at && e.at < end();
    const lead = leader();
    if (e.bidder === seller) decisions.push({ ok: false, reason: "OWN_ITEM" });
    else if (!live) decisions.push({ ok: false, reason: "NOT_LIVE" });
    else if (!hasJoined(e.bidder)) decisions.push({ ok: false, reason: "NOT_JOINED" });
    else if (lead !== null && lead.bidder === e.bidder) decisions.push({ ok: false, reason: "ALREADY_HIGH" });
    else if (e.price < minimum()) decisions.push({ ok: false, reason: "TOO_LOW", minimum: minimum() });
    else {
      const before = end();
      if (before - e.at <= terms.extendWithin) extensions++;
      history.push({ bidder: e.bidder, price: e.price, at: e.at });
      decisions.push({ ok: true, outbid: lead === null ? null : lead.bidder, extended: end() !== before });
    }
  }

  const winner = leader();
  const release: number[] = [];
  for (const user of joined) if (winner === null || user !== winner.bidder) release.push(user);
  return {
    decisions,
    winner,
    endAt: end(),
    joined,
    bids: history.length,
    release,
    due: winner === null ? 0n : winner.price - terms.margin,
    payBy: winner === null ? null : end() + terms.payWithin,
  };
}

/* ---------------------------------------------------------------- sale */

/** The largest k ≥ 0 with k ≤ price × rate, by doubling then halving (price ≥ 0, rate ≥ 0). */
function floorBySearch(price: bigint, rate: Rate): bigint {
  const fits = (k: bigint) => k * rate.den <= price * rate.num;
  let low = 0n;
  let high = 1n;
  while (fits(high)) high *= 2n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** The split as it reads, or "invalid" where sale.ts throws. */
export function referenceSaleSplit(price: bigint, royalty: Rate, fee: Rate): SaleSplit | "invalid" {
  if (price < 0n || royalty.den <= 0n || fee.den <= 0n || royalty.num < 0n || fee.num < 0n) return "invalid";
  // both rates over the common denominator royalty.den × fee.den
  const common = royalty.den * fee.den;
  if (royalty.num * fee.den + fee.num * royalty.den > common) return "invalid";
  const r = floorBySearch(price, royalty);
  const f = floorBySearch(price, fee);
  return { royalty: r, fee: f, seller: price - r - f };
}

/* ---------------------------------------------------------------- blind boxes */

function bytesOf(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** The bytes as one unsigned big-endian integer, a byte at a time. */
function unsigned(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const b of bytes) value = value * 256n + BigInt(b);
  return value;
}

export function referenceDrawValue(seedHex: string, box: number): bigint {
  const message = new TextEncoder().encode(`box:${box}`);
  return unsigned(hmac(sha256, bytesOf(seedHex), message));
}

/** Expands the table into the list of its items, then takes one out per box with splice. */
export function referenceDrawBoxes(seedHex: string, table: readonly RaritySlot[], upTo: number): number[] {
  const items: number[] = [];
  for (const slot of table) for (let k = 0; k < slot.count; k++) items.push(slot.artwork);
  const drawn: number[] = [];
  for (let i = 1; i <= upTo; i++) {
    const index = referenceDrawValue(seedHex, i) % BigInt(items.length);
    drawn.push(items.splice(Number(index), 1)[0]!);
  }
  return drawn;
}
