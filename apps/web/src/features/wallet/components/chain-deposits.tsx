import { useChainTranslation } from "../../../i18n/chain";
import { formatDateTime } from "../../../ui/format";
import { MoreLoader } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { type ChainDeposit, useChainDeposits } from "../api/get-chain-deposits";
import styles from "./chain.module.css";
import { shortHash, TxLink } from "./chain-parts";
import base from "./wallet.module.css";

const depositStates = {
  pending: "state.pending",
  credited: "state.credited",
  dropped: "state.dropped",
  below_minimum: "state.below_minimum",
} as const;

/**
 * The user's deposits seen on the chain, newest first: the amount, the state, "x/N confirmations" with
 * a bar while it waits, and the transaction with its explorer link. A `chain_deposit` message on the
 * user's channel refetches it (the wallet's key), so the count moves as blocks arrive.
 */
export function ChainDeposits() {
  const { t } = useChainTranslation();
  const query = useChainDeposits(true);
  return (
    <section data-testid="chain-deposits">
      <h2 className={base.sectionTitle}>{t("list.title")}</h2>
      {query.isPending ? (
        <SectionLoading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.pages[0]?.data.length ? (
        <>
          <ul className={`plain-list ${base.list}`}>
            {query.data.pages
              .flatMap((p) => p.data)
              .map((d) => (
                <li key={d.id} className={base.row} data-testid="chain-deposit" data-state={d.state}>
                  <DepositRow deposit={d} />
                </li>
              ))}
          </ul>
          <MoreLoader hasMore={Boolean(query.hasNextPage)} loadMore={() => query.fetchNextPage()} />
        </>
      ) : (
        <EmptyState text={t("list.empty")} />
      )}
    </section>
  );
}

function DepositRow({ deposit: d }: { deposit: ChainDeposit }) {
  const { t } = useChainTranslation();
  const f = useFormat();
  const locale = useLocaleTag();
  const state = depositStates[d.state as keyof typeof depositStates] ?? depositStates.pending;
  const shown = Math.min(d.confirmations, d.required);
  return (
    <>
      <div className={base.rowHead}>
        <span data-testid="chain-deposit-amount">
          {f.exact(d.amount)} {d.currency_name}
        </span>
        <span
          className={`${base.state} ${styles.state}`}
          data-state={d.state}
          data-testid="chain-deposit-state"
        >
          {t(state)}
        </span>
      </div>
      {d.state === "pending" ? (
        <>
          <div className={base.rowMeta}>
            <span data-testid="chain-deposit-confirmations">
              {t("list.progress", { confirmations: shown, required: d.required })}
            </span>
          </div>
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={d.required}
            aria-valuenow={shown}
          >
            <span style={{ width: `${d.required > 0 ? (shown / d.required) * 100 : 0}%` }} />
          </div>
        </>
      ) : null}
      <div className={base.rowMeta}>
        <span>{d.network_name}</span>
        <span>{t("list.seen", { time: formatDateTime(d.created_at, locale) })}</span>
      </div>
      <TxLink hash={d.tx_hash} url={d.explorer_url} text={t("list.tx", { hash: shortHash(d.tx_hash) })} />
    </>
  );
}
