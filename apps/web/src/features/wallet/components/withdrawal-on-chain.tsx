import type { WithdrawalRequest } from "@bourse/contract";
import { useChainTranslation } from "../../../i18n/chain";
import styles from "./chain.module.css";
import { shortHash, TxLink } from "./chain-parts";
import base from "./wallet.module.css";

const withdrawalStates = {
  approved: "withdraw.approved",
  signed: "withdraw.signed",
  broadcast: "withdraw.broadcast",
  confirmed: "withdraw.confirmed",
  failed: "withdraw.failed",
} as const;

/** A withdrawal's state on the chain (approved, signed, broadcast, confirmed, failed) and its transaction. */
export default function WithdrawalOnChain({ record }: { record: WithdrawalRequest }) {
  const { t, ready } = useChainTranslation();
  const state = record.chain_state;
  if (!state || !ready) return null;
  const label = withdrawalStates[state as keyof typeof withdrawalStates] ?? withdrawalStates.approved;
  return (
    <>
      <div className={base.rowMeta}>
        <span>{t("withdraw.chain")}</span>
        <span className={`${base.state} ${styles.state}`} data-state={state} data-testid="chain-state">
          {t(label)}
        </span>
      </div>
      {record.txid ? (
        <TxLink
          hash={record.txid}
          url={record.explorer_url}
          text={t("withdraw.tx", { hash: shortHash(record.txid) })}
        />
      ) : null}
    </>
  );
}
