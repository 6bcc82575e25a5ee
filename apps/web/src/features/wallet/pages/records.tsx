import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { formatDateTime } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { Tabs } from "../../../ui/tabs";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { useDepositRecords } from "../api/get-recharge-log";
import { useWithdrawalRecords } from "../api/get-withdraw-list";
import { PagedList } from "../components/paged-list";
import { StateTag } from "../components/state-tag";
import styles from "../components/wallet.module.css";

// A withdrawal on a network watched on its chain: its progress there (with its own texts).
const WithdrawalOnChain = lazy(() => import("../components/withdrawal-on-chain"));

/** Deposit and withdrawal records (`?tab=deposit|withdraw`) with their review states and reasons. */
export default function RecordsPage() {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const [search, setSearch] = useSearchParams();
  const tab = search.get("tab") === "withdraw" ? "withdraw" : "deposit";
  const deposits = useDepositRecords();
  const withdrawals = useWithdrawalRecords();

  return (
    <Page title={t("wallet.records")} backTo={paths.assets}>
      <Tabs activeKey={tab} onChange={(key) => setSearch({ tab: key }, { replace: true })}>
        <Tabs.Tab key="deposit" title={<span data-testid="tab-deposit">{t("wallet.depositRecords")}</span>} />
        <Tabs.Tab
          key="withdraw"
          title={<span data-testid="tab-withdraw">{t("wallet.withdrawRecords")}</span>}
        />
      </Tabs>
      {tab === "deposit" ? (
        <PagedList
          query={deposits}
          testId="deposit-records"
          rowKey={(r) => r.id}
          renderRow={(r) => (
            <>
              <div className={styles.rowHead}>
                <span>
                  {f.exact(r.amount)} {r.currency_name}
                </span>
                <StateTag state={r.state} />
              </div>
              <div className={styles.rowMeta}>
                <span>{r.network_name ?? ""}</span>
                <span>{formatDateTime(r.created_at, locale)}</span>
              </div>
              {r.state === "rejected" && r.reject_reason ? (
                <p className={styles.reason} data-testid="record-reason">
                  {t("wallet.rejectedBecause", { reason: r.reject_reason })}
                </p>
              ) : null}
              {/* credited for another amount than claimed: both, with the operator's reason */}
              {r.state === "approved" && r.credited_amount && r.credited_amount !== r.amount ? (
                <>
                  <p className={styles.credit} data-testid="record-credited">
                    {t("wallet.depositCredited", {
                      claimed: `${f.exact(r.amount)} ${r.currency_name}`,
                      credited: `${f.exact(r.credited_amount)} ${r.currency_name}`,
                    })}
                  </p>
                  {r.credit_reason ? (
                    <p className={styles.credit} data-testid="record-credit-reason">
                      {t("wallet.creditedBecause", { reason: r.credit_reason })}
                    </p>
                  ) : null}
                </>
              ) : null}
            </>
          )}
        />
      ) : (
        <PagedList
          query={withdrawals}
          testId="withdraw-records"
          rowKey={(r) => r.id}
          renderRow={(r) => (
            <>
              <div className={styles.rowHead}>
                <span>
                  {f.exact(r.amount)} {r.currency_name}
                </span>
                <StateTag state={r.state} />
              </div>
              <div className={styles.rowMeta}>
                <span>{t("wallet.withdrawFee", { fee: f.exact(r.fee) })}</span>
                <span>{t("wallet.withdrawReceive", { receive: f.exact(r.receive) })}</span>
              </div>
              <div className={styles.rowMeta}>
                <span>{[r.network_name, r.destination].filter(Boolean).join(" · ")}</span>
                <span>{formatDateTime(r.created_at, locale)}</span>
              </div>
              {r.chain_state ? (
                // a withdrawal on a network watched on its chain: its progress there and its transaction
                <Suspense fallback={null}>
                  <WithdrawalOnChain record={r} />
                </Suspense>
              ) : r.txid ? (
                <div className={styles.rowMeta}>TxID {r.txid}</div>
              ) : null}
              {r.state === "rejected" && r.reject_reason ? (
                <p className={styles.reason} data-testid="record-reason">
                  {t("wallet.rejectedBecause", { reason: r.reject_reason })}
                </p>
              ) : null}
            </>
          )}
        />
      )}
    </Page>
  );
}
