import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styles from "./tabbed-section.module.css";
import { Tabs } from "./tabs";

/**
 * A section whose head holds tabs (and a link beside them, e.g. to the history) and whose body the
 * chosen tab's content: a trade screen's orders and trades, positions and entrusted orders.
 */
export function TabbedSection<K extends string>({
  tabs,
  activeKey,
  onChange,
  link,
  compact = false,
  children,
}: {
  tabs: readonly { key: K; title: ReactNode }[];
  activeKey: K;
  onChange: (key: string) => void;
  link?: { to: string; label: ReactNode; testId: string } | null | undefined;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={compact ? `${styles.section} ${styles.compact}` : styles.section}>
      <div className={styles.head}>
        <Tabs className={styles.tabs} activeKey={activeKey} onChange={onChange}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.key} title={tab.title} />
          ))}
        </Tabs>
        {link ? (
          <Link className={styles.link} to={link.to} data-testid={link.testId}>
            {link.label}
          </Link>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
