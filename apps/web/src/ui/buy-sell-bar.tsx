import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styles from "./buy-sell-bar.module.css";

/** One side's button: a link to the trade screen (`to`) or an action (`onClick`). */
export interface BuySellAction {
  label: ReactNode;
  testId: string;
  to?: string;
  onClick?: () => void;
}

/** Buy and sell, side by side in their colours, fixed at the foot of the screen. */
export function BuySellBar({ buy, sell }: { buy: BuySellAction; sell: BuySellAction }) {
  const button = (action: BuySellAction, side: "buy" | "sell") => {
    const className = `${styles.action} ${styles[side]}`;
    return action.to !== undefined ? (
      <Link className={className} to={action.to} data-testid={action.testId}>
        {action.label}
      </Link>
    ) : (
      <button type="button" className={className} onClick={action.onClick} data-testid={action.testId}>
        {action.label}
      </button>
    );
  };
  return (
    <footer className={styles.bar}>
      {button(buy, "buy")}
      {button(sell, "sell")}
    </footer>
  );
}
