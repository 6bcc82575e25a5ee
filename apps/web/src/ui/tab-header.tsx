import type { ReactNode } from "react";
import styles from "./tab-header.module.css";

/** Title bar of a tab screen (tab screens have no back button). */
export function TabHeader({ title, right }: { title: ReactNode; right?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {right}
    </header>
  );
}
