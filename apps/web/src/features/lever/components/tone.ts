import { isNegative, isPositive } from "../../../ui/decimal";
import styles from "./lever.module.css";

/** The up colour for a gain, the down colour for a loss, nothing for zero or unknown. */
export function pnlTone(value: string | null | undefined): string {
  if (isPositive(value)) return styles.up ?? "";
  if (isNegative(value)) return styles.down ?? "";
  return "";
}

/** Long in the up colour, short in the down colour (the app's buy and sell colours). */
export function directionTone(direction: "long" | "short"): string {
  return (direction === "long" ? styles.longTone : styles.shortTone) ?? "";
}
