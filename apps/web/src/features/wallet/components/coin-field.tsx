import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { Currency } from "../../../api/get-currency-list";
import { Field } from "../../../ui/field";
import { ChevronRightIcon } from "../../../ui/row-icons";
import { CoinIcon } from "./coin-icon";
import styles from "./wallet.module.css";

/** The chosen currency; tapping it opens the coin picker, which comes back with `?currency=`. */
export function CoinField({ coin, purpose }: { coin: Currency | undefined; purpose: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Field id="coin" label={t("wallet.coin")}>
      <button
        id="coin"
        type="button"
        className={styles.picker}
        onClick={() => navigate(`/pages/fund/select?for=${purpose}`, { replace: true })}
        data-testid="coin-field"
      >
        <span className={styles.coinChoice}>
          {coin ? <CoinIcon name={coin.name} image={coin.image} /> : null}
          {coin?.name ?? t("wallet.chooseCoin")}
        </span>
        <ChevronRightIcon size={18} />
      </button>
    </Field>
  );
}
