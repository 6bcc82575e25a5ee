import { useP2pTranslation } from "../../../i18n/p2p";
import { useFormat } from "../../../ui/use-format";
import type { Store } from "../api/p2p";
import styles from "./p2p.module.css";

/** A store's figures, computed by the server from its orders. */
export function StoreStats({ store }: { store: Store }) {
  const { t } = useP2pTranslation();
  const f = useFormat();
  const minutes =
    store.avg_release_seconds === null ? null : Math.max(1, Math.round(store.avg_release_seconds / 60));
  return (
    <div className={styles.stats} data-testid="p2p-store-stats">
      <div>
        <strong>{f.exact(store.completed_30d)}</strong>
        <span>{t("store.completed30d")}</span>
      </div>
      <div>
        <strong>
          {store.completion_rate === null
            ? t("store.noFigure")
            : f.percent(store.completion_rate, 18, false, 0)}
        </strong>
        <span>{t("store.completionRate")}</span>
      </div>
      <div>
        <strong>{minutes === null ? t("store.noFigure") : t("store.minutes", { n: minutes })}</strong>
        <span>{t("store.avgRelease")}</span>
      </div>
    </div>
  );
}
