import { Link } from "react-router-dom";
import styles from "./hub.module.css";

export interface HubLink {
  to: string;
  label: string;
  /** a line under the label (tiles only) */
  hint?: string;
  testId: string;
}

/** The main ways into a product line, two to a row. */
export function Tiles({ items }: { items: HubLink[] }) {
  return (
    <div className={styles.tiles}>
      {items.map((x) => (
        <Link key={x.testId} className={styles.tile} to={x.to} data-testid={x.testId}>
          <strong>{x.label}</strong>
          {x.hint ? <span>{x.hint}</span> : null}
        </Link>
      ))}
    </div>
  );
}

/** A list of links, each a row with a chevron. */
export function LinkList({ items }: { items: HubLink[] }) {
  return (
    <ul className={styles.links}>
      {items.map((x) => (
        <li key={x.testId}>
          <Link to={x.to} data-testid={x.testId}>
            {x.label}
            <span aria-hidden="true">›</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
