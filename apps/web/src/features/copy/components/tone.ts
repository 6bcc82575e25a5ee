import { toneOf } from "../model/figures";
import styles from "./copy.module.css";

/** The up colour for a gain, the down colour for a loss, nothing for zero or unknown. */
export function toneClass(value: string | null | undefined): string {
  const tone = toneOf(value);
  return (tone === "up" ? styles.up : tone === "down" ? styles.down : "") ?? "";
}
