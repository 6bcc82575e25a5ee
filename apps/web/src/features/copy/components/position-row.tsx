import type { ReactNode } from "react";
import { useCopyTranslation } from "../../../i18n/copy";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import type { TraderPosition } from "../api/copy";
import { amountText, signedText } from "../model/figures";
import { closeReasonKey } from "../model/labels";
import styles from "./copy.module.css";
import { toneClass } from "./tone";
import { useMarketsById } from "./use-markets";

/** Direction and multiple in the direction's colour, then the market's symbol. */
export function PositionTitle({
  direction,
  multiple,
  marketId,
}: {
  direction: "long" | "short";
  multiple: number;
  marketId: number;
}) {
  const { t } = useCopyTranslation();
  const markets = useMarketsById();
  return (
    <strong>
      <span className={direction === "long" ? styles.long : styles.short}>
        {t(direction === "long" ? "position.long" : "position.short")}
        {` ${t("position.multiple", { multiple })}`}
      </span>{" "}
      {markets.get(marketId)?.symbol ?? `#${marketId}`}
    </strong>
  );
}

/** One of a trader's own positions, open or closed, as its followers see it. */
export function PositionRow({ position: p }: { position: TraderPosition }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const closed = p.status === 3;
  const reason = closeReasonKey(p.close_reason);
  const facts: [string, ReactNode][] = [
    [t("position.lots"), amountText(p.lots, locale)],
    [t("position.openPrice"), amountText(p.open_price, locale)],
  ];
  if (closed) {
    facts.push(
      [t("position.closePrice"), amountText(p.close_price, locale)],
      [
        t("position.pnl"),
        <span key="pnl" className={toneClass(p.pnl)}>
          {signedText(p.pnl, locale)}
        </span>,
      ],
      [t("position.closed"), p.closed_at ? formatDateTime(p.closed_at, locale) : NO_VALUE],
    );
  } else facts.push([t("position.opened"), p.opened_at ? formatDateTime(p.opened_at, locale) : NO_VALUE]);
  return (
    <li className={lineStyles.item} data-testid="copy-trader-position" data-id={p.id} data-status={p.status}>
      <div className={styles.itemHead}>
        <PositionTitle direction={p.direction} multiple={p.multiple} marketId={p.market_id} />
        {closed && reason ? <span className={lineStyles.tag}>{t(reason)}</span> : null}
      </div>
      <Facts className={styles.smallFacts} items={facts} />
    </li>
  );
}
