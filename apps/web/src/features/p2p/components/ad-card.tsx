import type { P2pAd } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import lineStyles from "../../../ui/line.module.css";
import { useFormat } from "../../../ui/use-format";
import { isMethodKind, takerSide } from "../model/labels";
import styles from "./p2p.module.css";

/** The payment method names of an ad or order. */
export function Methods({ kinds }: { kinds: readonly string[] }) {
  const { t } = useP2pTranslation();
  return (
    <div className={styles.methods}>
      {kinds.map((k) => (
        <span key={k} className={styles.method}>
          {isMethodKind(k) ? t(`method.${k}`) : k}
        </span>
      ))}
    </div>
  );
}

/** One ad: store, price in the fiat, what is left and the per-order limits, methods and the take button. */
export function AdCard({ ad, mine = false }: { ad: P2pAd; mine?: boolean }) {
  const { t } = useP2pTranslation();
  const f = useFormat();
  const side = takerSide(ad.type);
  const coin = ad.currency_name;
  return (
    <li className={lineStyles.item} data-testid={`p2p-ad-${ad.id}`}>
      <div className={lineStyles.itemHead}>
        <Link className={styles.store} to={`${p2pPaths.legalStoreDetail}?id=${ad.seller.id}`}>
          {ad.seller.name}
        </Link>
        <span className={lineStyles.muted}>{t("ad.payIn", { minutes: ad.pay_minutes })}</span>
      </div>
      <p className={styles.price}>
        {f.exact(ad.price)}
        <small>{ad.coin_code}</small>
        {ad.price_type === "float" && ad.margin ? (
          <small>{t("ad.floating", { margin: f.exact(ad.margin) })}</small>
        ) : null}
      </p>
      <div className={styles.itemFoot}>
        <div>
          <div className={lineStyles.muted}>
            {t("ad.available")} {f.exact(ad.surplus_number)} {coin}
          </div>
          <div className={lineStyles.muted}>
            {t("ad.limits")}{" "}
            {t("ad.limitRange", { min: f.exact(ad.min_number), max: f.exact(ad.max_number), coin })}
          </div>
          <Methods kinds={ad.way} />
        </div>
        {mine ? (
          <span className={lineStyles.muted}>{t("ad.own")}</span>
        ) : (
          <Link to={`${p2pPaths.legalOrder}?id=${ad.id}`}>
            <Button
              size="small"
              className={side === "buy" ? styles.buyButton : styles.sellButton}
              data-testid={`p2p-take-${ad.id}`}
            >
              {t(side === "buy" ? "ad.buyCoin" : "ad.sellCoin", { coin })}
            </Button>
          </Link>
        )}
      </div>
    </li>
  );
}
