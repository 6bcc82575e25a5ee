import type { ComponentPropsWithoutRef, ReactNode } from "react";
import styles from "./figure-grid.module.css";

/**
 * Figures in two or three columns, each label over its value (`Figure`s inside): an order's price and
 * amount, an account's balances, a trader's returns. `strong` shows the values larger and bold, `tight`
 * closer together; `endAligned` puts each row's third figure at the right.
 */
export function FigureGrid({
  columns = 3,
  strong = false,
  tight = false,
  endAligned = false,
  className,
  ...rest
}: ComponentPropsWithoutRef<"dl"> & {
  columns?: 2 | 3;
  strong?: boolean;
  tight?: boolean;
  endAligned?: boolean;
}) {
  const classes = [
    styles.grid,
    columns === 2 && styles.two,
    strong && styles.strong,
    tight && styles.tight,
    endAligned && styles.endAligned,
    className,
  ];
  return <dl className={classes.filter(Boolean).join(" ")} {...rest} />;
}

/**
 * One figure of a `FigureGrid`: its label and value. `className` and `testId` go to the value (a tone
 * class sets `--figure-tone`), `rowTestId` to the pair.
 */
export function Figure({
  label,
  className,
  testId,
  rowTestId,
  children,
}: {
  label: ReactNode;
  className?: string | undefined;
  testId?: string | undefined;
  rowTestId?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-testid={rowTestId}>
      <dt>{label}</dt>
      <dd className={className || undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
