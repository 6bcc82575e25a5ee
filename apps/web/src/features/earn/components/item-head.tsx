import type { ReactNode } from "react";
import styles from "./earn.module.css";

/** An item's head line: its name, and a tag on the right (its term). */
export function ItemHead({ name, tag }: { name: ReactNode; tag: ReactNode }) {
  return (
    <div className={styles.itemHead}>
      <span className={styles.name}>{name}</span>
      <span className={styles.tag}>{tag}</span>
    </div>
  );
}
