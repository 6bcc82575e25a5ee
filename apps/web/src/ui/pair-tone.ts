import styles from "./pair-switcher.module.css";
import { direction } from "./quote";

/** The up/down colour class of a 24 h change, in the pair header and its picker. */
export function toneOf(change: string | null): string {
  const dir = direction(change);
  return (dir > 0 ? styles.up : dir < 0 ? styles.down : "") ?? "";
}
