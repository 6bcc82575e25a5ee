import type { Rate } from "../lever/math.ts";
import { profitShare } from "./size.ts";

/**
 * The trader's profit share on a follower's copies, on net profit with a high-water mark
 * (docs/product-decisions.md, "Copy trading"): each closed copy's net result is its realized PnL minus
 * its handling fee and overnight fees; the share is taken only on the part of the follower's running
 * net total with that trader that rises above the highest total a share was already taken on (starting
 * at zero), so earlier net losses with the trader are recovered before any share is due.
 * Money in the margin currency's smallest unit.
 */

/** A follower's standing with one trader (in one margin currency). */
export interface ShareMark {
  /** the sum of the net results of every copy of this trader the follower closed */
  netTotal: bigint;
  /** the highest `netTotal` a share was taken on; never below zero */
  highWater: bigint;
}

/** Before the first close. */
export const NO_SHARE_MARK: ShareMark = { netTotal: 0n, highWater: 0n };

export interface NetShare {
  /** the part of the net result the share is taken on (0 on a loss, or while earlier losses are recovered) */
  basis: bigint;
  /** `rate` × `basis`, rounded down */
  share: bigint;
  /** the part of a net profit that went to recovering earlier net losses */
  recovered: bigint;
  /** earlier net losses still to recover after this close (highWater − netTotal) */
  toRecover: bigint;
  /** the standing after this close */
  mark: ShareMark;
}

/** The net result of a closed copy: realized PnL minus the handling fee and the overnight fees. */
export const netResult = (c: { pnl: bigint; fee: bigint; overnight: bigint }) => c.pnl - c.fee - c.overnight;

/** The share a closed copy with net result `net` pays, given the follower's standing with the trader. */
export function shareOnNet(net: bigint, mark: ShareMark, rate: Rate): NetShare {
  const netTotal = mark.netTotal + net;
  const above = netTotal > mark.highWater;
  const basis = above ? netTotal - mark.highWater : 0n;
  const highWater = above ? netTotal : mark.highWater;
  const recovered = net > basis ? net - basis : 0n;
  return {
    basis,
    share: profitShare(basis, rate),
    recovered,
    toRecover: highWater - netTotal,
    mark: { netTotal, highWater },
  };
}
