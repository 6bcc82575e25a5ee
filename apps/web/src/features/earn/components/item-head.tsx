import type { ReactNode } from "react";
import lineStyles from "../../../ui/line.module.css";
import styles from "./earn.module.css";

/** An item's head line: its name, and a tag on the right (its term). */
export function ItemHead({ name, tag }: { name: ReactNode; tag: ReactNode }) {
  return (
    <div className={styles.itemHead}>
      <span className={lineStyles.name}>{name}</span>
      <span className={lineStyles.tag}>{tag}</span>
    </div>
  );
}
