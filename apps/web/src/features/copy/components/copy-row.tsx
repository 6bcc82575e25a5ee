import Button from "antd-mobile/es/components/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCopyTranslation } from "../../../i18n/copy";
import { confirmDialog } from "../../../ui/dialog";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { copyCalls, type OpenCopy, refreshCopy } from "../api/copy";
import { amountText, signedText } from "../model/figures";
import styles from "./copy.module.css";
import { PositionTitle } from "./position-row";
import { toneClass } from "./tone";

/**
 * One open copy: the trader's order it copies, its size, open price and the current price (what it would
 * close at now), its unrealized PnL at the index now, and margin; "keep as mine" (the trader's close no longer closes it) and "close" now,
 * both confirmed.
 */
export function CopyRow({ copy, traderName }: { copy: OpenCopy; traderName: string }) {
  const { t } = useCopyTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();

  const act = async (kind: "keep" | "close") => {
    const sure = await confirmDialog({
      content: t(kind === "keep" ? "copies.keepConfirm" : "copies.closeConfirm"),
      confirmText: t(kind === "keep" ? "copies.keep" : "copies.close"),
      cancelText: common("common.cancel"),
    });
    if (!sure) return;
    try {
      await (kind === "keep" ? copyCalls.keep : copyCalls.close)(copy.transaction_id);
      void showToast(t(kind === "keep" ? "copies.keptDone" : "copies.closedDone"));
    } catch {
      // the client showed the server's refusal
    } finally {
      void refreshCopy();
    }
  };

  const facts: [string, ReactNode][] = [
    [t("copies.trader"), traderName],
    [t("position.lots"), amountText(copy.lots, locale)],
    [t("position.openPrice"), amountText(copy.open_price, locale)],
    [t("position.currentPrice"), amountText(copy.update_price, locale)],
    [
      t("position.pnl"),
      <span key="pnl" className={toneClass(copy.profits ?? null)} data-testid="copy-position-pnl">
        {copy.profits === undefined ? NO_VALUE : signedText(copy.profits, locale)}
      </span>,
    ],
    [t("position.margin"), amountText(copy.margin, locale)],
    [t("position.opened"), copy.opened_at ? formatDateTime(copy.opened_at, locale) : NO_VALUE],
  ];
  return (
    <li
      className={lineStyles.item}
      data-testid="copy-position"
      data-id={copy.transaction_id}
      data-trader-order={copy.trader_order}
      data-kept={copy.self_holding ? "true" : "false"}
    >
      <div className={styles.itemHead}>
        <PositionTitle direction={copy.direction} multiple={copy.multiple} marketId={copy.market_id} />
        <span className={lineStyles.tag} data-testid="copy-position-trader-order">
          {t("copies.traderOrder", { id: copy.trader_order })}
        </span>
      </div>
      <Facts className={styles.smallFacts} items={facts} />
      <div className={lineStyles.itemFoot}>
        <span className={lineStyles.muted}>
          {copy.self_holding ? t("copies.kept") : t("copies.copyId", { id: copy.transaction_id })}
        </span>
        <div className={styles.buttons}>
          {copy.self_holding ? null : (
            <Button size="small" onClick={() => void act("keep")} data-testid="copy-position-keep">
              {t("copies.keep")}
            </Button>
          )}
          <Button
            size="small"
            color="primary"
            onClick={() => void act("close")}
            data-testid="copy-position-close"
          >
            {t("copies.close")}
          </Button>
        </div>
      </div>
    </li>
  );
}
