import type { LeverAccount } from "@bourse/contract";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { truncateDecimal } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";
import cards from "./cards.module.css";
import styles from "./lever.module.css";
import { pnlTone, signed } from "./tone";

/** The lever account in the margin currency, live: equity, available, used margin, unrealized PnL, risk rate. */
export function AccountCard({ account, legalId }: { account: LeverAccount; legalId: number }) {
  const { t } = useLeverTranslation();
  const amount = (value: string) => truncateDecimal(value, 8);
  const rate = (value: string | null) => (value === null ? NO_VALUE : `${truncateDecimal(value, 2)}%`);
  return (
    <section className={cards.account} data-testid="lever-account">
      <div className={cards.accountHead}>
        <span>{t("account.title", { coin: account.currency_name })}</span>
        <Link
          className={styles.headLink}
          to={`${paths.transfer}?currency=${legalId}`}
          data-testid="account-transfer-link"
        >
          {t("account.transfer")}
        </Link>
      </div>
      <dl className={cards.accountFigures}>
        <div>
          <dt>{t("account.equity")}</dt>
          <dd className={cards.equity} data-testid="account-equity">
            {amount(account.equity)}
          </dd>
        </div>
        <div>
          <dt>{t("account.available")}</dt>
          <dd data-testid="account-available">{amount(account.balance)}</dd>
        </div>
        <div>
          <dt>{t("account.usedMargin")}</dt>
          <dd data-testid="account-used-margin">{amount(account.used_margin)}</dd>
        </div>
        <div>
          <dt>{t("account.unrealized")}</dt>
          <dd className={pnlTone(account.unrealized)} data-testid="account-unrealized">
            {signed(amount(account.unrealized), account.unrealized)}
          </dd>
        </div>
        <div>
          <dt>{t("account.riskRate")}</dt>
          <dd>
            <span data-testid="account-risk-rate">{rate(account.risk_rate)}</span>
            <span className={cards.subtle}>
              {t("account.liquidation", { rate: rate(account.liquidation_risk_rate) })}
            </span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
