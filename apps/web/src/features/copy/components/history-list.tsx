import type { ReactNode } from "react";
import { useCopyTranslation } from "../../../i18n/copy";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { type ClosedCopy, type SkippedCopy, useCopyHistory } from "../api/copy";
import { amountText, signedText } from "../model/figures";
import { closeReasonKey } from "../model/labels";
import { shareBasisText } from "../model/share-basis";
import styles from "./copy.module.css";
import { PositionTitle } from "./position-row";
import { toneClass } from "./tone";

/** A trader's name from one's follows, or its id once one no longer follows it. */
export type TraderNames = (traderUserId: number) => string;

/**
 * One's closed copies, newest first, each with its result and the profit share it paid with what it was
 * taken on (the net profit × the rate, earlier losses recovered); then the
 * latest copies that were skipped, with the reason. Both refresh over the user channel.
 */
export function HistoryList({ nameOf }: { nameOf: TraderNames }) {
  const { t } = useCopyTranslation();
  const history = useCopyHistory();
  if (history.isPending) return <SectionLoading />;
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  const closed = history.data.pages.flatMap((p) => p.data);
  const skipped = history.data.pages[0]?.skipped ?? [];
  return (
    <Refreshable onRefresh={() => history.refetch()}>
      {closed.length === 0 ? (
        <EmptyState text={t("history.empty")} />
      ) : (
        <>
          <ul className={lineStyles.list} data-testid="copy-history-list">
            {closed.map((c) => (
              <ClosedRow key={c.transaction_id} copy={c} nameOf={nameOf} />
            ))}
          </ul>
          <MoreLoader hasMore={Boolean(history.hasNextPage)} loadMore={() => history.fetchNextPage()} />
        </>
      )}
      {skipped.length > 0 ? (
        <section className={lineStyles.card}>
          <h3 className={lineStyles.cardTitle}>{t("history.skipped")}</h3>
          <ul className={lineStyles.list} data-testid="copy-skipped-list">
            {skipped.map((s) => (
              <SkippedRow key={`${s.trader_order}-${s.created_at}`} skip={s} nameOf={nameOf} />
            ))}
          </ul>
        </section>
      ) : null}
    </Refreshable>
  );
}

function ClosedRow({ copy: c, nameOf }: { copy: ClosedCopy; nameOf: TraderNames }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const reason = closeReasonKey(c.close_reason);
  const basis = shareBasisText(c, locale);
  const facts: [string, ReactNode][] = [
    [t("copies.trader"), c.trader_name ?? nameOf(c.trader_user_id)],
    [t("copies.traderOrderLabel"), `#${c.trader_order}`],
    [t("position.lots"), amountText(c.lots, locale)],
    [t("position.openPrice"), amountText(c.open_price, locale)],
    [t("position.closePrice"), amountText(c.close_price, locale)],
    [
      t("position.pnl"),
      <span key="pnl" className={toneClass(c.pnl)} data-testid="copy-history-pnl">
        {signedText(c.pnl, locale)}
      </span>,
    ],
    [t("history.fees"), amountText(c.fees, locale)],
    [
      t("history.profitShare"),
      <span key="share" data-testid="copy-history-share">
        {amountText(c.profit_share, locale)}
      </span>,
    ],
    [t("position.closed"), c.closed_at ? formatDateTime(c.closed_at, locale) : NO_VALUE],
  ];
  return (
    <li
      className={lineStyles.item}
      data-testid="copy-history"
      data-id={c.transaction_id}
      data-trader={c.trader_user_id}
    >
      <div className={styles.itemHead}>
        <PositionTitle direction={c.direction} multiple={c.multiple} marketId={c.market_id} />
        <span className={lineStyles.tag}>
          {reason ? t(reason) : t("copies.copyId", { id: c.transaction_id })}
        </span>
      </div>
      <Facts className={styles.smallFacts} items={facts} />
      {basis ? (
        <p className={styles.shareBasis} data-testid="copy-history-share-basis" data-kind={basis.key}>
          {t(basis.key, basis.values)}
        </p>
      ) : null}
    </li>
  );
}

function SkippedRow({ skip: s, nameOf }: { skip: SkippedCopy; nameOf: TraderNames }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  return (
    <li
      className={styles.row}
      data-testid="copy-skipped"
      data-trader-order={s.trader_order}
      data-reason={s.reason}
    >
      <div>
        <div>
          {nameOf(s.trader_user_id)} · {t("copies.traderOrder", { id: s.trader_order })}
        </div>
        <div className={lineStyles.muted}>{formatDateTime(s.created_at, locale)}</div>
      </div>
      <span className={lineStyles.tag}>{s.reason_text ?? s.reason}</span>
    </li>
  );
}
