import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { AccountHeader } from "../../../ui/account-header";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import { type Currency, useCurrencyList } from "../api/get-currency-list";
import styles from "./assets.module.css";

/** Spec §9 "currency colours": BTC, USDT, LTC, ETH and a default. */
const coinColours: Record<string, string> = {
  BTC: "#f7931a",
  USDT: "#26a17b",
  LTC: "#345d9d",
  ETH: "#627eea",
};

function CoinIcon({ coin }: { coin: Currency }) {
  if (coin.image && /^(https?:|\/)/.test(coin.image)) {
    return <img className={styles.coinIcon} src={coin.image} alt="" />;
  }
  return (
    <span
      className={styles.coinIcon}
      style={{ background: coinColours[coin.name] ?? "#64748b" }}
      aria-hidden="true"
    >
      {coin.name.slice(0, 1)}
    </span>
  );
}

/** Assets tab (protected): the account header and the supported currencies with their networks. */
export default function AssetsPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const currencies = useCurrencyList();
  const list = currencies.data ?? [];

  return (
    <div data-testid="assets-screen">
      <TabHeader title={t("assets.title")} />
      {user ? (
        <section className={styles.card} data-testid="account-card">
          <AccountHeader user={user} onDark />
          <dl className={styles.facts}>
            <div>
              <dt>{t("assets.account")}</dt>
              <dd>{user.account}</dd>
            </div>
            <div>
              <dt>{t("assets.nickname")}</dt>
              <dd>{user.nickname || t("setting.notSet")}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <SectionLoading />
      )}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t("assets.currencies")}</h2>
        {currencies.isPending ? (
          <SectionLoading />
        ) : currencies.isError ? (
          <LoadError onRetry={() => currencies.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState text={t("assets.empty")} />
        ) : (
          <ul className="plain-list">
            {list.map((coin) => (
              <li key={coin.id} className={styles.coin} data-testid="currency-row">
                <CoinIcon coin={coin} />
                <div className={styles.coinBody}>
                  <div className={styles.coinName}>{coin.name}</div>
                  <div className={styles.coinMeta}>{t("assets.decimals", { decimals: coin.decimals })}</div>
                </div>
                <div className={styles.networks}>
                  {(coin.networks ?? []).map((n) => (
                    <span key={n.id} className="chip">
                      {n.name}
                    </span>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
