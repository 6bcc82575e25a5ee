import Button from "antd-mobile/es/components/button";
import { Link, useNavigate } from "react-router-dom";
import { copyPaths, withTrader } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { HeadlineFigure, HeadlineLabel } from "../../../ui/headline-figure";
import lineStyles from "../../../ui/line.module.css";
import { useLocaleTag } from "../../../ui/use-locale";
import type { CopyTrader } from "../api/copy";
import { percentText, rateText, seatsText, signedText } from "../model/figures";
import { Avatar } from "./avatar";
import styles from "./copy.module.css";
import { toneClass } from "./tone";

/**
 * One trader in the list: name, ROI over the chosen period, PnL, win rate, drawdown, followers of the
 * cap and the profit share; the card opens the trader, the button its copy settings.
 */
export function TraderCard({
  trader,
  following,
  own,
}: {
  trader: CopyTrader;
  following: boolean;
  own: boolean;
}) {
  const { t } = useCopyTranslation();
  const navigate = useNavigate();
  const locale = useLocaleTag();
  const s = trader.stats;
  const full = s.followers >= trader.max_followers && !following;
  return (
    <li className={lineStyles.item} data-testid="copy-trader" data-id={trader.trader_user_id}>
      <Link
        className={lineStyles.cardLink}
        to={withTrader(copyPaths.followTrader, trader.trader_user_id)}
        data-testid="copy-trader-open"
      >
        <div className={styles.itemHead}>
          <div className={lineStyles.who}>
            <Avatar name={trader.name} />
            <div className={styles.whoText}>
              <div className={lineStyles.name} data-testid="copy-trader-name" translate="no">
                {trader.name}
              </div>
              <div className={styles.sub}>
                {t("figure.followers")} {seatsText(s.followers, trader.max_followers, locale)}
              </div>
            </div>
          </div>
          <span className={lineStyles.tag}>
            {t("figure.shareRate")} {rateText(trader.share_rate, locale)}
          </span>
        </div>
        <div className={lineStyles.headline}>
          <HeadlineFigure
            label={t("figure.roiDays", { days: s.days })}
            value={percentText(s.roi, locale, true)}
            className={toneClass(s.roi)}
            testId="copy-trader-roi"
          />
          <div className={lineStyles.end}>
            <HeadlineLabel>{t("figure.pnl")}</HeadlineLabel>
            <strong className={toneClass(s.pnl)} data-testid="copy-trader-pnl">
              {signedText(s.pnl, locale)}
            </strong>
          </div>
        </div>
        <FigureGrid strong>
          <Figure label={t("figure.winRate")} testId="copy-trader-win-rate">
            {percentText(s.win_rate, locale)}
          </Figure>
          <Figure label={t("figure.drawdown")} testId="copy-trader-drawdown">
            {percentText(s.max_drawdown, locale)}
          </Figure>
          <Figure label={t("figure.followers")} testId="copy-trader-followers">
            {seatsText(s.followers, trader.max_followers, locale)}
          </Figure>
        </FigureGrid>
      </Link>
      {own ? null : (
        <div className={lineStyles.itemFoot}>
          <span className={lineStyles.muted}>{following ? t("card.following") : ""}</span>
          <Button
            size="small"
            color="primary"
            disabled={full}
            onClick={() => navigate(withTrader(copyPaths.followFollow, trader.trader_user_id))}
            data-testid="copy-trader-follow"
          >
            {full ? t("card.full") : following ? t("card.edit") : t("card.copy")}
          </Button>
        </div>
      )}
    </li>
  );
}
