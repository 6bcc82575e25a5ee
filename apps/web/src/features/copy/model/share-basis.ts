import { isDecimal, isPositive } from "../../../ui/decimal";
import { formatExact } from "../../../ui/format";
import type { ClosedCopy } from "../api/copy";
import { rateText } from "./figures";

/** What a closed copy's profit share was taken on, as `GET /follow/historyTrade` sends it. */
export type ShareBasisFields = Partial<
  Pick<ClosedCopy, "share_net" | "share_basis" | "share_recovered" | "share_rate" | "share_to_recover">
>;

/** A `copy` namespace key and its values, or null for copies closed before the net rule. */
export type ShareBasisText =
  | { key: "history.basisNet"; values: { net: string; rate: string } }
  | { key: "history.basisRecovered"; values: { net: string; recovered: string; basis: string; rate: string } }
  | { key: "history.basisToRecover"; values: { net: string; amount: string } }
  | { key: "history.basisLoss"; values: { net: string } };

const unsigned = (text: string) => text.trim().replace(/^-/, "");

/**
 * The line under a closed copy's profit share: "net profit 12.011235 × 10%" when the whole net profit
 * was the basis; the part that recovered earlier losses when some did; the losses still to recover when
 * a net profit went wholly to them; "net loss" on a loss. Amounts keep every decimal the server sent,
 * in `locale`'s number format ("12,011235" in Vietnamese).
 */
export function shareBasisText(c: ShareBasisFields, locale: string): ShareBasisText | null {
  const { share_net: net, share_basis: basis, share_recovered: recovered, share_rate: rate } = c;
  if (!isDecimal(net) || !isDecimal(basis) || !isDecimal(rate)) return null;
  const exact = (value: string) => formatExact(value.trim(), locale);
  if (!isPositive(net)) return { key: "history.basisLoss", values: { net: exact(unsigned(net)) } };
  if (!isPositive(basis)) {
    const toRecover = isDecimal(c.share_to_recover) ? c.share_to_recover : "0";
    return { key: "history.basisToRecover", values: { net: exact(net), amount: exact(toRecover) } };
  }
  const shownRate = rateText(rate, locale);
  if (isDecimal(recovered) && isPositive(recovered))
    return {
      key: "history.basisRecovered",
      values: { net: exact(net), recovered: exact(recovered), basis: exact(basis), rate: shownRate },
    };
  return { key: "history.basisNet", values: { net: exact(basis), rate: shownRate } };
}
