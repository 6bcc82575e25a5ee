import { useChainTranslation } from "../../../i18n/chain";
import styles from "./chain.module.css";

/** A transaction hash as `0x1234…abcd`. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/** A transaction's hash (`text`, which shows it shortened), with its page on the chain's explorer when the network has one. */
export function TxLink({ hash, url, text }: { hash: string; url: string | null; text: string }) {
  const { t } = useChainTranslation();
  return (
    <div className={styles.tx} data-testid="tx">
      <span title={hash} data-testid="tx-hash">
        {text}
      </span>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" data-testid="tx-explorer">
          {t("list.explorer")}
        </a>
      ) : null}
    </div>
  );
}
