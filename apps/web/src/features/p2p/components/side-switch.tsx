import type { Side } from "../api/p2p";
import styles from "./p2p.module.css";

/** Buy or sell, as two pressed-state buttons in the buy and sell colours. */
export function SideSwitch({
  side,
  onChange,
  labels,
}: {
  side: Side;
  onChange: (side: Side) => void;
  labels: Record<Side, string>;
}) {
  return (
    <div className={styles.sides}>
      {(["buy", "sell"] as const).map((s) => (
        <button
          key={s}
          type="button"
          className={`${styles.side} ${styles[s]}`}
          aria-pressed={side === s}
          onClick={() => onChange(s)}
          data-testid={`p2p-side-${s}`}
        >
          {labels[s]}
        </button>
      ))}
    </div>
  );
}
