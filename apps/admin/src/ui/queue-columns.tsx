import type { TableColumnType } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Clipped, TwoLines } from "./clipped";
import { formatDateTime, orDash } from "./format";

/** The columns and cells the review queues (ui/review-queue.tsx) and the console's other lists share. */

/** `columns` when `shown`, else none: for the columns only some queues or roles have. */
export const when = <C,>(shown: boolean, ...columns: C[]): C[] => (shown ? columns : []);

/** The users page searched for one user, with that user open. */
export const userHref = (id: number) => `/users?q=${id}&user=${id}`;

/** A user in a cell: the account (email or phone), clipped, over `#id`; both open the user. */
export function UserCell({ account, id, width }: { account: string | null; id: number; width: number }) {
  return (
    <Link to={userHref(id)} onClick={(e) => e.stopPropagation()} data-testid={`user-link-${id}`}>
      <TwoLines main={<Clipped text={account} width={width} />} sub={`#${id}`} />
    </Link>
  );
}

/** The keys of `R` whose values are text or null (a time, an operator's name). */
type TextKey<R> = { [K in keyof R]: R[K] extends string | null ? K : never }[keyof R] & string;

/**
 * When a request was decided, over who decided it: `reviewed_at` and `reviewed_by` unless `keys` names
 * the row's own fields (e.g. `{ at: "decided_at", by: "operator" }`).
 */
export function reviewedColumn<R extends { reviewed_at: string | null; reviewed_by: string | null }>(
  title: string,
): TableColumnType<R>;
export function reviewedColumn<R>(
  title: string,
  keys: { at: TextKey<R>; by: TextKey<R> },
): TableColumnType<R>;
export function reviewedColumn<R>(
  title: string,
  keys: { at: string; by: string } = { at: "reviewed_at", by: "reviewed_by" },
): TableColumnType<R> {
  const field = (r: R, key: string) => (r as Record<string, string | null>)[key];
  return {
    title,
    key: "reviewed",
    render: (_, r) => <TwoLines main={formatDateTime(field(r, keys.at))} sub={orDash(field(r, keys.by))} />,
  };
}

/** A free-text reason (rejection, appeal), clipped to one line. */
export function reasonColumn<R>(title: string, dataIndex: keyof R & string, width = 220): TableColumnType<R> {
  return { title, dataIndex, render: (reason: string | null) => <Clipped text={reason} width={width} /> };
}

/** The row's buttons, kept at the right edge when the table scrolls. */
export function actionsColumn<R>(title: string, render: (row: R) => ReactNode): TableColumnType<R> {
  return { title, key: "actions", fixed: "right", render: (_, row) => render(row) };
}
