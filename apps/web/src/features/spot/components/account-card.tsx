import type { SpotMarket } from "@bourse/contract";
import { useTranslation } from "react-i18next";
import type { Quotation, UserInfo } from "../../../api/types";
import { useSpotTranslation } from "../../../i18n/spot";
import { AccountPanel } from "../../../ui/account-panel";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import type { SpotBalances } from "../api/post-wallet-list";
import styles from "./spot.module.css";

interface AccountCardProps {
  user: UserInfo;
  market: Quotation;
  rules: SpotMarket | undefined;
  balances: SpotBalances | undefined;
}

/** The trader's spot account for the pair: available and in-order amounts of both currencies, live. */
export function AccountCard({ user, market, rules, balances }: AccountCardProps) {
  const { t } = useSpotTranslation();
  const { t: tc } = useTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const coins = [
    { id: rules?.currency_id, name: market.currency_name },
    { id: rules?.legal_id, name: market.legal_name },
  ];
  return (
    <AccountPanel
      compact
      title={t("account.title")}
      extra={<span className="chip">{tc("common.uid", { id: user.id })}</span>}
      testId="trader-card"
    >
      <FigureGrid columns={2} strong tight>
        {coins.map(({ id, name }) => {
          // a currency the user never held has no line: zero once the balances are in
          const balance =
            id === undefined || !balances ? undefined : (balances.get(id) ?? { available: "0", frozen: "0" });
          return (
            <Figure key={name} rowTestId={`balance-${name}`} label={t("account.available", { coin: name })}>
              <span data-testid="balance-available">
                {balance ? f.amount(balance.available, scaleOf(id ?? name)) : "--"}
              </span>
              <div className={styles.frozen} data-testid="balance-frozen">
                {t("account.frozen", {
                  amount: balance ? f.amount(balance.frozen, scaleOf(id ?? name)) : "--",
                })}
              </div>
            </Figure>
          );
        })}
      </FigureGrid>
    </AccountPanel>
  );
}
