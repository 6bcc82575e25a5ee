import type { ComponentPropsWithoutRef, ReactNode } from "react";
import styles from "./chips.module.css";

/** Chips in one row, scrolling sideways when they do not fit. */
export function ChipRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** One choice as a chip; `pressed` while it is chosen (in the brand colour). */
export function Chip({
  pressed,
  ...rest
}: Omit<ComponentPropsWithoutRef<"button">, "type" | "className" | "aria-pressed"> & { pressed: boolean }) {
  return <button type="button" className={styles.chip} aria-pressed={pressed} {...rest} />;
}
