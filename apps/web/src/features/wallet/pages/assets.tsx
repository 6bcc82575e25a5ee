import type { ReactNode } from "react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useCurrencyList } from "../../../api/get-currency-list";
import { useUserInfo } from "../../../api/get-user-info";
import { paths } from "../../../app/paths";
import { tradingAccount, useAppStore } from "../../../app/store";
import { AccountHeader } from "../../../ui/account-header";
import { multiply, sum } from "../../../ui/decimal";
import { DepositIcon, TransferIcon, WithdrawIcon } from "../../../ui/entry-icons";
import { Refreshable } from "../../../ui/refresh-list";
import { DocumentIcon } from "../../../ui/row-icons";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { TabHeader } from "../../../ui/tab-header";
import { Tabs } from "../../../ui/tabs";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import { VerifyLink } from "../../../ui/verify-link";
import { useFiatRates } from "../api/get-rate-currency";
import { useWallets } from "../api/post-wallet-list";
import { CoinIcon } from "../components/coin-icon";
import { type AccountKind, accountKinds, accountLabel, isAccountKind } from "../model/accounts";
import styles from "./assets.module.css";

/** Decimals valuations in USDT and fiat are cut to. */
const VALUE_DECIMALS = 2;

// Demo mode's "Reset demo funds" loads in demo mode only.
const DemoReset = lazy(() => import("../components/demo-reset"));

/**
 * Assets tab (protected): the total value, the four accounts' balances and the fund entries; the demo ⇄
 * real switch, and in demo mode the reset of the demo funds. With real funds, the way to verify one's
 * balances in the published proof of liabilities (demo funds are not liabilities: they are not in it).
 */
export default function AssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  /** A valuation: cut to 2 decimals. */
  const value = (amount: string) => f.amount(amount, VALUE_DECIMALS);
  const user = useUserInfo();
  const currencies = useCurrencyList();
  const wallets = useWallets();
  const rates = useFiatRates();
  const fiat = useAppStore((s) => s.fiat.currency_code);
  const demo = useAppStore(tradingAccount) === "demo";
  const [kind, setKind] = useState<AccountKind>("change");

  const accounts = wallets.data?.accounts;
  const total = accounts ? sum(accountKinds.map((k) => accounts[k].usdtTotal)) : null;
  const rate = rates.data?.find((r) => r.currency_code === fiat)?.rate;
  const inFiat = total !== null && rate && fiat !== "USD" ? multiply(total, rate) : null;

  const entries: { key: string; label: string; icon: ReactNode; to: string }[] = [
    {
      key: "deposit",
      label: t("wallet.deposit"),
      icon: <DepositIcon />,
      to: `${paths.fundSelect}?for=receive`,
    },
    {
      key: "withdraw",
      label: t("wallet.withdraw"),
      icon: <WithdrawIcon />,
      to: `${paths.fundSelect}?for=withdraw`,
    },
    { key: "transfer", label: t("wallet.transfer"), icon: <TransferIcon />, to: paths.transfer },
    { key: "records", label: t("wallet.records"), icon: <DocumentIcon />, to: paths.fundRecords },
  ];

  return (
    <div data-testid="assets-screen">
      <TabHeader
        title={t("assets.title")}
        right={
          <Link className="text-button" to={paths.assetsAllRecord} data-testid="all-bills">
            {t("wallet.bills.title")}
          </Link>
        }
      />
      <Refreshable onRefresh={() => Promise.all([wallets.refetch(), rates.refetch()])}>
        <section className={`${styles.card} ${demo ? styles.demo : ""}`} data-testid="account-card">
          {user ? <AccountHeader user={user} onDark withSwitch /> : null}
          <div className={`${styles.totalLabel} ${user ? styles.spaced : ""}`}>{t("wallet.totalValue")}</div>
          <div className={styles.total} data-testid="total-usdt">
            {total === null ? "--" : value(total)} <small>USDT</small>
          </div>
          <div className={styles.totalFiat} data-testid="total-fiat">
            ≈ {total === null ? "--" : value(total)} USD
            {inFiat ? ` ≈ ${value(inFiat)} ${fiat}` : null}
          </div>
          {demo ? null : (
            <VerifyLink className={styles.verify} target={{ kind: "liabilities" }} label="balances" />
          )}
          <nav className={styles.entries}>
            {entries.map((e) => (
              <button
                key={e.key}
                type="button"
                className={styles.entry}
                onClick={() => navigate(e.to)}
                data-testid={`entry-${e.key}`}
              >
                <span className={styles.entryIcon}>{e.icon}</span>
                {e.label}
              </button>
            ))}
          </nav>
        </section>
        {demo ? (
          <Suspense fallback={null}>
            <DemoReset />
          </Suspense>
        ) : null}
        <section className={styles.section}>
          <Tabs activeKey={kind} onChange={(k) => isAccountKind(k) && setKind(k)}>
            {accountKinds.map((k) => (
              <Tabs.Tab key={k} title={<span data-testid={`account-tab-${k}`}>{t(accountLabel[k])}</span>} />
            ))}
          </Tabs>
          {wallets.isPending ? (
            <SectionLoading />
          ) : wallets.isError || !accounts ? (
            <LoadError onRetry={() => void wallets.refetch()} />
          ) : accounts[kind].holdings.length === 0 ? (
            <EmptyState text={t("wallet.noHoldings")} />
          ) : (
            <>
              <div className={styles.accountTotal}>
                {t("wallet.accountValue")} <b>{value(accounts[kind].usdtTotal)} USDT</b>
              </div>
              <ul className="plain-list" data-testid={`holdings-${kind}`}>
                {accounts[kind].holdings.map((h) => (
                  <li key={h.currency}>
                    <Link
                      className={styles.coin}
                      to={`${paths.assetsRecord}?currency=${h.currency}&type=${kind}`}
                      data-testid={`holding-${kind}-${h.currency_name}`}
                    >
                      <CoinIcon name={h.currency_name} />
                      <div className={styles.coinName} data-testid="currency-row">
                        {h.currency_name}
                        {currencies.data
                          ?.find((c) => c.id === h.currency)
                          ?.networks.map((n) => (
                            <span key={n.id} className="chip">
                              {n.name}
                            </span>
                          ))}
                      </div>
                      <dl className={styles.amounts}>
                        <div>
                          <dt>{t("wallet.available")}</dt>
                          <dd data-testid="available">{f.amount(h.available, scaleOf(h.currency))}</dd>
                        </div>
                        <div>
                          <dt>{t("wallet.frozen")}</dt>
                          <dd data-testid="frozen">{f.amount(h.frozen, scaleOf(h.currency))}</dd>
                        </div>
                        <div>
                          <dt>{t("wallet.valueUsdt")}</dt>
                          <dd>{value(h.usdt_value)}</dd>
                        </div>
                      </dl>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </Refreshable>
    </div>
  );
}
