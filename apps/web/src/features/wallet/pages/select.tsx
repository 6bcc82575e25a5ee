import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useCurrencyList } from "../../../api/get-currency-list";
import { paths } from "../../../app/paths";
import { tradingAccount, useAppStore } from "../../../app/store";
import { Page } from "../../../ui/page";
import { ChevronRightIcon } from "../../../ui/row-icons";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { CoinIcon } from "../components/coin-icon";
import styles from "./select.module.css";

/** Where a picked coin leads, by `?for=`. */
const targets = {
  receive: paths.receive,
  withdraw: paths.withdraw,
  transfer: paths.transfer,
  address: paths.addWallet,
} as const;

function isPurpose(value: string | null): value is keyof typeof targets {
  return value !== null && value in targets;
}

// Demo mode's notice: deposits, withdrawals and addresses are for the real account.
const DemoNotice = lazy(() => import("../../../ui/demo-notice"));

/**
 * Pick a coin (`?for=receive|withdraw|transfer|address`); the next screen opens with `?currency=`. In
 * demo mode only transfers (between the demo account's own accounts) pick a coin; the rest show the
 * demo notice.
 */
export default function SelectCoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const purpose = search.get("for");
  const target = isPurpose(purpose) ? targets[purpose] : paths.receive;
  const currencies = useCurrencyList();
  const list = currencies.data ?? [];
  const realOnly = useAppStore(tradingAccount) === "demo" && target !== paths.transfer;

  return (
    <Page title={t("wallet.selectCoin")} backTo={paths.assets}>
      {realOnly ? (
        <Suspense fallback={<SectionLoading />}>
          <DemoNotice />
        </Suspense>
      ) : currencies.isPending ? (
        <SectionLoading />
      ) : currencies.isError ? (
        <LoadError onRetry={() => void currencies.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState text={t("assets.empty")} />
      ) : (
        <ul className={`plain-list ${styles.list}`} data-testid="coin-list">
          {list.map((coin) => (
            <li key={coin.id}>
              <button
                type="button"
                className={styles.coin}
                onClick={() => navigate(`${target}?currency=${coin.id}`, { replace: true })}
                data-testid={`coin-${coin.name}`}
              >
                <CoinIcon name={coin.name} image={coin.image} />
                <span className={styles.name}>{coin.name}</span>
                <span className={styles.networks}>{coin.networks.map((n) => n.name).join(" / ")}</span>
                <ChevronRightIcon size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
