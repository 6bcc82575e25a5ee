import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AuctionState,
  type AuctionTerms,
  auctionOutcome,
  auctionStart,
  isPaymentLate,
  joinAuction,
  minimumBid,
  placeBid,
} from "./auction.ts";
import { type RefAuctionEvent, type RefDecision, referenceAuction } from "./reference.ts";

/** 100 to open, raises of 10, margin 20; live 1,000..10,000 ms; the last 300 ms extend by 200. */
const TERMS: AuctionTerms = {
  startPrice: 100n,
  raise: 10n,
  margin: 20n,
  startAt: 1_000,
  endAt: 10_000,
  extendWithin: 300,
  extendBy: 200,
  payWithin: 5_000,
};
const SELLER = 9;

/** Joins the users (early, at 0), failing the test on a refusal. */
function joined(terms: AuctionTerms, ...users: number[]): AuctionState {
  let state = auctionStart(terms);
  for (const user of users) {
    const r = joinAuction(terms, state, user, SELLER, 0);
    if (!r.ok) throw new Error(`join refused: ${r.reason}`);
    state = r.state;
  }
  return state;
}

/** Places a bid that must be accepted. */
function accepted(terms: AuctionTerms, state: AuctionState, bidder: number, price: bigint, at: number) {
  const r = placeBid(terms, state, { bidder, price, at }, SELLER);
  if (!r.ok) throw new Error(`bid refused: ${r.reason}`);
  return r;
}

describe("NFT English auction", () => {
  it("starts empty at the initial end, with the start price as the minimum", () => {
    const state = auctionStart(TERMS);
    expect(state).toEqual({ endAt: 10_000, high: null, joined: [], bids: 0 });
    expect(minimumBid(TERMS, state)).toBe(100n);
  });

  it("accepts a first bid at exactly the start price and refuses one unit less", () => {
    const state = joined(TERMS, 1);
    expect(placeBid(TERMS, state, { bidder: 1, price: 99n, at: 1_000 }, SELLER)).toEqual({
      ok: false,
      reason: "TOO_LOW",
      minimum: 100n,
    });
    const r = accepted(TERMS, state, 1, 100n, 1_000);
    expect(r).toEqual({
      ok: true,
      state: { endAt: 10_000, high: { bidder: 1, price: 100n, at: 1_000 }, joined: [1], bids: 1 },
      outbid: null,
      extended: false,
    });
    expect(minimumBid(TERMS, r.state)).toBe(110n);
  });

  it("enforces the raise and reports the minimum; the outbid leader is named", () => {
    let state = joined(TERMS, 1, 2);
    state = accepted(TERMS, state, 1, 150n, 2_000).state;
    expect(placeBid(TERMS, state, { bidder: 2, price: 159n, at: 2_001 }, SELLER)).toEqual({
      ok: false,
      reason: "TOO_LOW",
      minimum: 160n,
    });
    const r = accepted(TERMS, state, 2, 160n, 2_001);
    expect(r.outbid).toBe(1);
    expect(r.state.high).toEqual({ bidder: 2, price: 160n, at: 2_001 });
    expect(r.state.bids).toBe(2);
  });

  it("refuses the leader bidding against itself, even above the minimum", () => {
    let state = joined(TERMS, 1);
    state = accepted(TERMS, state, 1, 100n, 2_000).state;
    expect(placeBid(TERMS, state, { bidder: 1, price: 1_000n, at: 2_001 }, SELLER)).toEqual({
      ok: false,
      reason: "ALREADY_HIGH",
    });
  });

  it("refuses the seller: joining or bidding on its own item", () => {
    const state = joined(TERMS, 1);
    expect(joinAuction(TERMS, state, SELLER, SELLER, 2_000)).toEqual({ ok: false, reason: "OWN_ITEM" });
    expect(placeBid(TERMS, state, { bidder: SELLER, price: 100n, at: 2_000 }, SELLER)).toEqual({
      ok: false,
      reason: "OWN_ITEM",
    });
    // without a seller (a venue listing), nobody is refused as the owner
    expect(joinAuction(TERMS, state, SELLER, null, 2_000).ok).toBe(true);
  });

  it("refuses a bid from a user who has not joined, and a second join", () => {
    const state = joined(TERMS, 1);
    expect(placeBid(TERMS, state, { bidder: 2, price: 100n, at: 2_000 }, SELLER)).toEqual({
      ok: false,
      reason: "NOT_JOINED",
    });
    expect(joinAuction(TERMS, state, 1, SELLER, 2_000)).toEqual({ ok: false, reason: "ALREADY_JOINED" });
  });

  it("allows joining early but not from the end on; bids only from the start to before the end", () => {
    const state = auctionStart(TERMS);
    expect(joinAuction(TERMS, state, 1, SELLER, 0).ok).toBe(true);
    expect(joinAuction(TERMS, state, 1, SELLER, 9_999).ok).toBe(true);
    expect(joinAuction(TERMS, state, 1, SELLER, 10_000)).toEqual({ ok: false, reason: "NOT_LIVE" });
    const one = joined(TERMS, 1);
    expect(placeBid(TERMS, one, { bidder: 1, price: 100n, at: 999 }, SELLER)).toEqual({
      ok: false,
      reason: "NOT_LIVE",
    });
    expect(placeBid(TERMS, one, { bidder: 1, price: 100n, at: 10_000 }, SELLER)).toEqual({
      ok: false,
      reason: "NOT_LIVE",
    });
    expect(placeBid(TERMS, one, { bidder: 1, price: 100n, at: 9_999 }, SELLER).ok).toBe(true);
  });

  it("checks in order: own item, live, joined, already high, too low", () => {
    let state = joined(TERMS, 1);
    state = accepted(TERMS, state, 1, 100n, 2_000).state;
    // the seller, too early, not joined, too low: the seller wins
    expect(placeBid(TERMS, state, { bidder: SELLER, price: 1n, at: 0 }, SELLER)).toMatchObject({
      reason: "OWN_ITEM",
    });
    expect(placeBid(TERMS, state, { bidder: 2, price: 1n, at: 0 }, SELLER)).toMatchObject({
      reason: "NOT_LIVE",
    });
    expect(placeBid(TERMS, state, { bidder: 2, price: 1n, at: 2_000 }, SELLER)).toMatchObject({
      reason: "NOT_JOINED",
    });
    expect(placeBid(TERMS, state, { bidder: 1, price: 1n, at: 2_000 }, SELLER)).toMatchObject({
      reason: "ALREADY_HIGH",
    });
  });

  it("extends the end by extendBy for a bid within the last extendWithin, again and again", () => {
    let state = joined(TERMS, 1, 2);
    // 301 ms before the end: no extension
    let r = accepted(TERMS, state, 1, 100n, 9_699);
    expect(r.extended).toBe(false);
    expect(r.state.endAt).toBe(10_000);
    // exactly 300 ms before the end: extends to 10,200
    r = accepted(TERMS, r.state, 2, 110n, 9_700);
    expect(r.extended).toBe(true);
    expect(r.state.endAt).toBe(10_200);
    // after the initial end, inside the extension: extends again, from the current end
    r = accepted(TERMS, r.state, 1, 120n, 10_100);
    expect(r.extended).toBe(true);
    expect(r.state.endAt).toBe(10_400);
    r = accepted(TERMS, r.state, 2, 130n, 10_399);
    expect(r.state.endAt).toBe(10_600);
    state = r.state;
    expect(placeBid(TERMS, state, { bidder: 1, price: 140n, at: 10_600 }, SELLER)).toMatchObject({
      reason: "NOT_LIVE",
    });
    // a refused bid moves nothing
    expect(placeBid(TERMS, state, { bidder: 1, price: 1n, at: 10_599 }, SELLER)).toMatchObject({
      reason: "TOO_LOW",
    });
    expect(state.endAt).toBe(10_600);
  });

  it("does not report an extension when extendBy is 0", () => {
    const terms = { ...TERMS, extendBy: 0 };
    const r = accepted(terms, joined(terms, 1), 1, 100n, 9_999);
    expect(r.extended).toBe(false);
    expect(r.state.endAt).toBe(10_000);
  });

  it("settles with bids: the winner pays the price less its margin, everyone else is released", () => {
    let state = joined(TERMS, 1, 2, 3);
    state = accepted(TERMS, state, 1, 100n, 2_000).state;
    state = accepted(TERMS, state, 2, 250n, 3_000).state;
    expect(auctionOutcome(TERMS, state)).toEqual({
      winner: { bidder: 2, price: 250n, at: 3_000 },
      release: [1, 3],
      due: 230n,
      payBy: 15_000,
    });
  });

  it("settles without bids: everyone is released, nothing is due", () => {
    expect(auctionOutcome(TERMS, joined(TERMS, 1, 2))).toEqual({
      winner: null,
      release: [1, 2],
      due: 0n,
      payBy: null,
    });
    expect(auctionOutcome(TERMS, auctionStart(TERMS)).release).toEqual([]);
  });

  it("is late exactly from end + payWithin on, counting extensions; never without a winner", () => {
    let state = joined(TERMS, 1);
    expect(isPaymentLate(TERMS, state, 1_000_000)).toBe(false);
    state = accepted(TERMS, state, 1, 100n, 9_900).state; // extends to 10,200
    expect(auctionOutcome(TERMS, state).payBy).toBe(15_200);
    expect(isPaymentLate(TERMS, state, 15_199)).toBe(false);
    expect(isPaymentLate(TERMS, state, 15_200)).toBe(true);
  });

  it("never changes a state in place", () => {
    const state = joined(TERMS, 1, 2);
    const copy = structuredClone(state);
    accepted(TERMS, state, 1, 100n, 9_900);
    joinAuction(TERMS, state, 3, SELLER, 2_000);
    expect(state).toEqual(copy);
  });

  it("rejects bad terms", () => {
    for (const bad of [
      { raise: 0n },
      { margin: 0n },
      { margin: -1n },
      { margin: 101n },
      { startAt: 10_000 },
      { startAt: 10_001 },
      { extendWithin: -1 },
      { extendBy: -1 },
      { payWithin: -1 },
      { payWithin: 0.5 },
    ])
      expect(
        () => auctionStart({ ...TERMS, ...bad }),
        JSON.stringify(bad, (_, v) => String(v)),
      ).toThrow(RangeError);
    expect(() =>
      placeBid({ ...TERMS, raise: 0n }, auctionStart(TERMS), { bidder: 1, price: 1n, at: 1 }, null),
    ).toThrow(RangeError);
    expect(auctionStart({ ...TERMS, margin: 100n, extendWithin: 0, extendBy: 0, payWithin: 0 }).endAt).toBe(
      10_000,
    );
  });

  /* ---------------------------------------------------------------- properties */

  const arbTerms: fc.Arbitrary<AuctionTerms> = fc
    .record({
      startPrice: fc.bigInt({ min: 1n, max: 1_000n }),
      raise: fc.oneof(fc.constant(1n), fc.bigInt({ min: 1n, max: 100n })),
      marginPart: fc.bigInt({ min: 1n, max: 1_000n }),
      startAt: fc.integer({ min: 0, max: 50 }),
      length: fc.integer({ min: 1, max: 200 }),
      extendWithin: fc.integer({ min: 0, max: 60 }),
      extendBy: fc.integer({ min: 0, max: 60 }),
      payWithin: fc.integer({ min: 0, max: 1_000 }),
    })
    .map(({ marginPart, length, startPrice, ...t }) => ({
      ...t,
      startPrice,
      margin: ((marginPart - 1n) % startPrice) + 1n,
      endAt: t.startAt + length,
    }));

  /** Events with a time step; bid prices are relative to the minimum at the moment of the bid. */
  type Step =
    | { kind: "join"; user: number; wait: number }
    | { kind: "bid"; bidder: number; wait: number; offset: bigint; absolute: bigint | null };
  const arbUser = fc.integer({ min: 1, max: 5 });
  const arbWait = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 80 }));
  const arbStep: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant("join" as const), user: arbUser, wait: arbWait }),
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("bid" as const),
        bidder: arbUser,
        wait: arbWait,
        offset: fc.oneof(fc.bigInt({ min: -3n, max: 3n }), fc.bigInt({ min: -200n, max: 200n })),
        absolute: fc.option(fc.bigInt({ min: -5n, max: 3_000n }), { freq: 5 }),
      }),
    },
  );
  const arbRun = fc.record({
    terms: arbTerms,
    seller: fc.option(arbUser, { freq: 3 }),
    from: fc.integer({ min: -30, max: 30 }),
    steps: fc.array(arbStep, { maxLength: 60 }),
  });

  it("equals the naive reference simulator, event by event and at the end", () => {
    fc.assert(
      fc.property(arbRun, ({ terms, seller, from, steps }) => {
        let state = auctionStart(terms);
        let at = terms.startAt + from;
        const events: RefAuctionEvent[] = [];
        const decisions: RefDecision[] = [];
        for (const step of steps) {
          at += step.wait;
          if (step.kind === "join") {
            events.push({ kind: "join", user: step.user, at });
            const r = joinAuction(terms, state, step.user, seller, at);
            if (r.ok) state = r.state;
            decisions.push(r.ok ? { ok: true } : r);
          } else {
            const price = step.absolute ?? minimumBid(terms, state) + step.offset;
            events.push({ kind: "bid", bidder: step.bidder, price, at });
            const r = placeBid(terms, state, { bidder: step.bidder, price, at }, seller);
            if (r.ok) {
              state = r.state;
              decisions.push({ ok: true, outbid: r.outbid, extended: r.extended });
            } else decisions.push(r);
          }
        }
        const ref = referenceAuction(terms, seller, events);
        expect(decisions).toEqual(ref.decisions);
        const outcome = auctionOutcome(terms, state);
        expect(state).toEqual({ endAt: ref.endAt, high: ref.winner, joined: ref.joined, bids: ref.bids });
        expect(outcome).toEqual({ winner: ref.winner, release: ref.release, due: ref.due, payBy: ref.payBy });
      }),
      { numRuns: 400 },
    );
  });

  it("keeps its invariants: rising leader, a clean release set, due = price − margin ≥ 0", () => {
    fc.assert(
      fc.property(arbRun, ({ terms, seller, from, steps }) => {
        let state = auctionStart(terms);
        let at = terms.startAt + from;
        for (const step of steps) {
          at += step.wait;
          const previous = state;
          const before = structuredClone(state);
          if (step.kind === "join") {
            const r = joinAuction(terms, state, step.user, seller, at);
            if (r.ok) {
              expect(r.state.joined).toEqual([...state.joined, step.user]);
              state = r.state;
            }
          } else {
            const price = step.absolute ?? minimumBid(terms, state) + step.offset;
            const r = placeBid(terms, state, { bidder: step.bidder, price, at }, seller);
            if (r.ok) {
              // the leader's price rises by at least the raise, the first from the start price on
              if (before.high === null) expect(price).toBeGreaterThanOrEqual(terms.startPrice);
              else expect(price - before.high.price).toBeGreaterThanOrEqual(terms.raise);
              expect(r.state.bids).toBe(before.bids + 1);
              expect(r.state.endAt).toBe(before.endAt + (r.extended ? terms.extendBy : 0));
              expect(r.outbid).toBe(before.high?.bidder ?? null);
              state = r.state;
            } else if (r.reason === "TOO_LOW") expect(r.minimum).toBe(minimumBid(terms, state));
          }
          expect(previous).toEqual(before); // the old state is untouched
          expect(new Set(state.joined).size).toBe(state.joined.length);
          if (seller !== null) expect(state.joined).not.toContain(seller);
          expect(state.endAt).toBeGreaterThanOrEqual(terms.endAt);
        }
        const outcome = auctionOutcome(terms, state);
        if (outcome.winner === null) {
          expect(outcome.release).toEqual(state.joined);
          expect(outcome.due).toBe(0n);
          expect(outcome.payBy).toBeNull();
        } else {
          const winner = outcome.winner.bidder;
          expect(outcome.release).not.toContain(winner);
          expect(state.joined).toContain(winner);
          expect(new Set([...outcome.release, winner])).toEqual(new Set(state.joined));
          expect(outcome.due).toBe(outcome.winner.price - terms.margin);
          expect(outcome.due).toBeGreaterThanOrEqual(0n);
          expect(outcome.payBy).toBe(state.endAt + terms.payWithin);
          expect(isPaymentLate(terms, state, outcome.payBy! - 1)).toBe(false);
          expect(isPaymentLate(terms, state, outcome.payBy!)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });
});
