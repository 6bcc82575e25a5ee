import { Link } from "react-router-dom";
import { secondsPaths } from "../../../app/lines/seconds-paths";
import { useLeverTranslation } from "../../../i18n/lever";
import styles from "./lever.module.css";

/** The two contract products side by side: perpetual (this screen) and seconds contracts. */
export function ProductSwitch() {
  const { t } = useLeverTranslation();
  return (
    <nav className={styles.products} aria-label={t("title")}>
      <span className={styles.product} aria-current="page" data-testid="product-perpetual">
        {t("title")}
      </span>
      <Link className={styles.product} to={secondsPaths.seconds} data-testid="product-seconds">
        {t("seconds")}
      </Link>
    </nav>
  );
}
