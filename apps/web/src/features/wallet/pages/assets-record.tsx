import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router-dom";
import { useCurrencyList } from "../../../api/get-currency-list";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { type BillFilter, useBills } from "../api/post-legal-log";
import { BillRow } from "../components/bill-row";
import { PagedList } from "../components/paged-list";
import styles from "../components/wallet.module.css";
import { accountKinds, accountLabel, isAccountKind } from "../model/accounts";

/**
 * Bills: `assets_record?currency=&type=` shows one currency in one account; `assets_all_record` (and
 * `setting/bill`, its name from the settings) shows every bill, with a filter by account;
 * `legal/transactionRecord` the fiat account's. One line per action (journal entry, account and
 * currency); the account chips stay on one line and scroll sideways.
 */
export default function AssetsRecordPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const fromSettings = pathname === paths.bill;
  const all = fromSettings || pathname === paths.assetsAllRecord;
  const currencies = useCurrencyList();
  // the fiat P2P screens' bills are the fiat (legal) account's
  const type = search.get("type") ?? (pathname === p2pPaths.legalTransactionRecord ? "legal" : null);
  const currency = Number(search.get("currency"));
  const filter: BillFilter = {
    ...(isAccountKind(type) ? { type } : {}),
    ...(!all && currency > 0 ? { currency } : {}),
  };
  const bills = useBills(filter);
  const coinName = currencies.data?.find((c) => c.id === filter.currency)?.name;
  const title = all
    ? t("wallet.bills.title")
    : [coinName, filter.type ? t(accountLabel[filter.type]) : null].filter(Boolean).join(" · ") ||
      t("wallet.bills.title");

  return (
    <Page title={title} backTo={fromSettings ? paths.setting : paths.assets}>
      {all ? (
        <div className={`${styles.chipStrip} ${styles.filters}`} data-testid="bill-filters">
          {[null, ...accountKinds].map((k) => (
            <button
              key={k ?? "all"}
              type="button"
              className={styles.chipButton}
              aria-pressed={(filter.type ?? null) === k}
              onClick={() => setSearch(k ? { type: k } : {}, { replace: true })}
              data-testid={`bill-filter-${k ?? "all"}`}
            >
              {k ? t(accountLabel[k]) : t("wallet.bills.all")}
            </button>
          ))}
        </div>
      ) : null}
      <PagedList
        query={bills}
        testId="bill-list"
        rowKey={(b) => b.id}
        renderRow={(b) => <BillRow bill={b} account={filter.type} />}
      />
    </Page>
  );
}
