import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceNetShares } from "./reference.ts";
import { NO_SHARE_MARK, netResult, type ShareMark, shareOnNet } from "./share.ts";

const arbRate = fc.bigInt({ min: 0n, max: 5_000n }).map((bp) => ({ num: bp, den: 10_000n }));
const arbNets = fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { maxLength: 40 });

/** Folds the closes through the fast rule. */
function run(nets: bigint[], rate: { num: bigint; den: bigint }) {
  let mark: ShareMark = NO_SHARE_MARK;
  return nets.map((net) => {
    const r = shareOnNet(net, mark, rate);
    mark = r.mark;
    return r;
  });
}

describe("profit share on net profit with a high-water mark", () => {
  it("is the reference's for any sequence of closes", () => {
    fc.assert(
      fc.property(arbNets, arbRate, (nets, rate) => {
        const got = run(nets, rate);
        expect(got.map(({ basis, share }) => ({ basis, share }))).toEqual(referenceNetShares(nets, rate));
      }),
      { numRuns: 300 },
    );
  });

  it("takes in all at most the rate of the best net total reached, never more than a close's net profit, nothing on a loss", () => {
    fc.assert(
      fc.property(arbNets, arbRate, (nets, rate) => {
        const got = run(nets, rate);
        let total = 0n;
        let best = 0n;
        let bases = 0n;
        let shares = 0n;
        got.forEach((r, i) => {
          const net = nets[i]!;
          total += net;
          if (total > best) best = total;
          bases += r.basis;
          shares += r.share;
          expect(r.basis).toBeGreaterThanOrEqual(0n);
          expect(r.basis).toBeLessThanOrEqual(net > 0n ? net : 0n);
          if (net <= 0n) expect(r.share).toBe(0n);
          expect(r.share * rate.den).toBeLessThanOrEqual(r.basis * rate.num);
          expect(r.toRecover).toBe(best - total);
          if (net > 0n) expect(r.recovered + r.basis).toBe(net);
        });
        expect(bases).toBe(best);
        expect(shares * rate.den).toBeLessThanOrEqual(best * rate.num);
      }),
      { numRuns: 300 },
    );
  });

  it("takes the share on the net of fees, and only on a gain above earlier losses recovered", () => {
    const ten = { num: 1n, den: 10n };
    // 15.277 USDT before a 3.265765 fee: 10 % of 12.011235, not of 15.277
    const net = netResult({ pnl: 15_277_000n, fee: 3_265_765n, overnight: 0n });
    expect(net).toBe(12_011_235n);
    expect(shareOnNet(net, NO_SHARE_MARK, ten)).toMatchObject({ basis: 12_011_235n, share: 1_201_123n });
    // a net loss of 7, then a net gain of 12.011235: the share is on the 5.011235 above the loss
    const lost = shareOnNet(-7_000_000n, NO_SHARE_MARK, ten);
    expect(lost).toMatchObject({ basis: 0n, share: 0n, toRecover: 7_000_000n });
    expect(shareOnNet(net, lost.mark, ten)).toMatchObject({
      basis: 5_011_235n,
      share: 501_123n,
      recovered: 7_000_000n,
      toRecover: 0n,
      mark: { netTotal: 5_011_235n, highWater: 5_011_235n },
    });
    // a gain smaller than the loss pays nothing and leaves the rest to recover
    expect(shareOnNet(3_000_000n, lost.mark, ten)).toMatchObject({
      basis: 0n,
      share: 0n,
      toRecover: 4_000_000n,
    });
  });
});
