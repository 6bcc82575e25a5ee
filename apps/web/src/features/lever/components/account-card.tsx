import type { LeverAccount } from "@bourse/contract";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { AccountPanel } from "../../../ui/account-panel";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { NO_VALUE } from "../../../ui/quote";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import cards from "./cards.module.css";
import styles from "./lever.module.css";
import { pnlTone } from "./tone";

/** The lever account in the margin currency, live: equity, available, used margin, unrealized PnL, risk rate. */
export function AccountCard({ account, legalId }: { account: LeverAccount; legalId: number }) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(account.currency_id);
  const amount = (value: string, signed = false) => f.amount(value, scale, signed);
  return (
    <AccountPanel
      title={t("account.title", { coin: account.currency_name })}
      extra={
        <Link
          className={styles.headLink}
          to={`${paths.transfer}?currency=${legalId}`}
          data-testid="account-transfer-link"
        >
          {t("account.transfer")}
        </Link>
      }
      testId="lever-account"
    >
      <FigureGrid strong className={cards.accountFigures}>
        <Figure label={t("account.equity")} className={cards.equity} testId="account-equity">
          {amount(account.equity)}
        </Figure>
        <Figure label={t("account.available")} testId="account-available">
          {amount(account.balance)}
        </Figure>
        <Figure label={t("account.usedMargin")} testId="account-used-margin">
          {amount(account.used_margin)}
        </Figure>
        <Figure
          label={t("account.unrealized")}
          className={pnlTone(account.unrealized)}
          testId="account-unrealized"
        >
          {amount(account.unrealized, true)}
        </Figure>
        <Figure label={t("account.riskRate")}>
          <span data-testid="account-risk-rate">
            {account.risk_rate === null ? NO_VALUE : f.percent(account.risk_rate, 2)}
          </span>
          <span className={cards.subtle}>
            {t("account.liquidation", { rate: f.percent(account.liquidation_risk_rate, 2, false, 0) })}
          </span>
        </Figure>
      </FigureGrid>
    </AccountPanel>
  );
}
