import { Link } from "react-router-dom";
import { withDualProduct } from "../../../app/lines/earn-paths";
import lineStyles from "../../../ui/line.module.css";
import type { DualProduct } from "../api/dual";
import styles from "./dual.module.css";
import { DualSummary } from "./dual-parts";

/** One product in the list; the whole card opens its purchase screen. */
export function DualCard({ product }: { product: DualProduct }) {
  return (
    <li className={lineStyles.item} data-testid="dual-product" data-id={product.id} data-type={product.type}>
      <Link className={styles.cardLink} to={withDualProduct(product.id)}>
        <DualSummary product={product} />
      </Link>
    </li>
  );
}
