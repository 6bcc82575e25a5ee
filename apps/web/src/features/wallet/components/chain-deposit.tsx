import { useChainTranslation } from "../../../i18n/chain";
import { SectionLoading } from "../../../ui/status";
import { useFormat } from "../../../ui/use-format";
import { ChainDeposits } from "./chain-deposits";
import styles from "./wallet.module.css";

interface ChainDepositProps {
  coin: string;
  network: string;
  min: string;
  confirmations: number;
}

/**
 * The deposit screen on a network watched on its chain: the network, the minimum, the confirmations a
 * deposit waits before it is credited, a note that no voucher is needed, and the deposits seen so far.
 */
export default function ChainDeposit({ coin, network, min, confirmations }: ChainDepositProps) {
  const { t, ready } = useChainTranslation();
  const f = useFormat();
  if (!ready) return <SectionLoading />;
  return (
    <>
      <dl className={styles.facts} data-testid="chain-facts">
        <div>
          <dt>{t("deposit.network")}</dt>
          <dd data-testid="chain-network">{network}</dd>
        </div>
        <div>
          <dt>{t("deposit.minimum")}</dt>
          <dd data-testid="chain-minimum">
            {f.exact(min)} {coin}
          </dd>
        </div>
        <div>
          <dt>{t("deposit.credited")}</dt>
          <dd data-testid="chain-confirmations">{t("deposit.confirmations", { n: confirmations })}</dd>
        </div>
      </dl>
      <p className={styles.notice} data-testid="chain-auto">
        {t("deposit.auto")}
      </p>
      <ChainDeposits />
    </>
  );
}
