/**
 * NFT English auction, pure: the server applies these to the stored state, the client previews with
 * them. Times are ms timestamps that come in with each command; money is integer units of the payment
 * coin.
 *
 * - To bid, a user first joins: the margin is frozen. Joining is allowed any time before the end, also
 *   before the start. The seller may neither join nor bid on its own item.
 * - Bids are accepted while startAt ≤ at < the current end. The first bid is at least the start price,
 *   every later one at least the leading price + raise; the leader may not outbid itself.
 * - Soft close: a bid within the last extendWithin ms (end − at ≤ extendWithin) moves the end by
 *   extendBy, as often as that happens.
 * - At the end every joined user except the winner gets the margin back; the winner's margin counts
 *   toward the price, the rest is due by end + payWithin. Paying later forfeits the margin.
 *
 * States are never changed in place: every step returns a new state. Bad terms throw a RangeError.
 */

export interface AuctionTerms {
  /** the first bid must be ≥ this (units of the payment coin) */
  startPrice: bigint;
  /** each later bid must be ≥ current high + raise; ≥ 1 */
  raise: bigint;
  /** frozen when a user joins; 0 < margin ≤ startPrice */
  margin: bigint;
  /** ms; bids are accepted when startAt ≤ at < the current end */
  startAt: number;
  /** ms, the initial end */
  endAt: number;
  /** ms: a bid with end − at ≤ extendWithin … */
  extendWithin: number;
  /** ms: … moves the end to end + extendBy */
  extendBy: number;
  /** ms: the winner pays by end + payWithin or forfeits the margin */
  payWithin: number;
}

export interface AuctionBid {
  bidder: number;
  price: bigint;
  at: number;
}

export interface AuctionState {
  /** the current end (after extensions) */
  endAt: number;
  /** the leading bid */
  high: AuctionBid | null;
  /** users whose margin is frozen, in joining order, no duplicates */
  joined: number[];
  /** count of accepted bids */
  bids: number;
}

export type AuctionRefusal =
  | "NOT_LIVE"
  | "NOT_JOINED"
  | "ALREADY_JOINED"
  | "OWN_ITEM"
  | "TOO_LOW"
  | "ALREADY_HIGH";

export interface AuctionOutcome {
  winner: AuctionBid | null;
  /** users whose margins return at the end: every joined user except the winner */
  release: number[];
  /** what the winner still pays: winner.price − margin (0n when no winner) */
  due: bigint;
  /** state.endAt + payWithin, null when no winner */
  payBy: number | null;
}

function checkTime(value: number, what: string, min = Number.MIN_SAFE_INTEGER) {
  if (!Number.isSafeInteger(value) || value < min) throw new RangeError(`auction ${what} is out of range`);
}

function checkTerms(terms: AuctionTerms) {
  if (terms.raise < 1n) throw new RangeError("auction raise must be at least 1");
  if (terms.margin <= 0n) throw new RangeError("auction margin must be positive");
  if (terms.margin > terms.startPrice) throw new RangeError("auction margin must not exceed the start price");
  checkTime(terms.startAt, "start");
  checkTime(terms.endAt, "end");
  if (terms.startAt >= terms.endAt) throw new RangeError("auction must start before it ends");
  checkTime(terms.extendWithin, "extension window", 0);
  checkTime(terms.extendBy, "extension", 0);
  checkTime(terms.payWithin, "payment window", 0);
}

/** A new auction: no bids, nobody joined, the initial end. */
export function auctionStart(terms: AuctionTerms): AuctionState {
  checkTerms(terms);
  return { endAt: terms.endAt, high: null, joined: [], bids: 0 };
}

/** The least acceptable bid: the start price before any bid, then the leading price + raise. */
export function minimumBid(terms: AuctionTerms, state: AuctionState): bigint {
  return state.high === null ? terms.startPrice : state.high.price + terms.raise;
}

/** A user joins (its margin is frozen by the caller). Allowed early; refused from the current end on. */
export function joinAuction(
  terms: AuctionTerms,
  state: AuctionState,
  user: number,
  seller: number | null,
  at: number,
): { ok: true; state: AuctionState } | { ok: false; reason: AuctionRefusal } {
  checkTerms(terms);
  if (user === seller) return { ok: false, reason: "OWN_ITEM" };
  if (at >= state.endAt) return { ok: false, reason: "NOT_LIVE" };
  if (state.joined.includes(user)) return { ok: false, reason: "ALREADY_JOINED" };
  return { ok: true, state: { ...state, joined: [...state.joined, user] } };
}

/**
 * A bid. Checked in this order: the seller's own item, the auction live at `at`, the bidder joined,
 * the bidder not already leading, the price at least the minimum (reported on refusal). `outbid` is the
 * previous leader; `extended` says the soft close moved the end.
 */
export function placeBid(
  terms: AuctionTerms,
  state: AuctionState,
  bid: AuctionBid,
  seller: number | null,
):
  | { ok: true; state: AuctionState; outbid: number | null; extended: boolean }
  | { ok: false; reason: AuctionRefusal; minimum?: bigint } {
  checkTerms(terms);
  if (bid.bidder === seller) return { ok: false, reason: "OWN_ITEM" };
  if (bid.at < terms.startAt || bid.at >= state.endAt) return { ok: false, reason: "NOT_LIVE" };
  if (!state.joined.includes(bid.bidder)) return { ok: false, reason: "NOT_JOINED" };
  if (state.high !== null && state.high.bidder === bid.bidder) return { ok: false, reason: "ALREADY_HIGH" };
  const minimum = minimumBid(terms, state);
  if (bid.price < minimum) return { ok: false, reason: "TOO_LOW", minimum };
  const extended = terms.extendBy > 0 && state.endAt - bid.at <= terms.extendWithin;
  return {
    ok: true,
    state: {
      endAt: extended ? state.endAt + terms.extendBy : state.endAt,
      high: { ...bid },
      joined: [...state.joined],
      bids: state.bids + 1,
    },
    outbid: state.high === null ? null : state.high.bidder,
    extended,
  };
}

/** Who won, whose margins return, and what the winner still owes by when. */
export function auctionOutcome(terms: AuctionTerms, state: AuctionState): AuctionOutcome {
  checkTerms(terms);
  const winner = state.high === null ? null : { ...state.high };
  if (winner === null) return { winner, release: [...state.joined], due: 0n, payBy: null };
  return {
    winner,
    release: state.joined.filter((user) => user !== winner.bidder),
    due: winner.price - terms.margin,
    payBy: state.endAt + terms.payWithin,
  };
}

/** The winner has not paid in time: at ≥ end + payWithin. Never late without a winner (nothing is due). */
export function isPaymentLate(terms: AuctionTerms, state: AuctionState, at: number): boolean {
  checkTerms(terms);
  return state.high !== null && at >= state.endAt + terms.payWithin;
}
