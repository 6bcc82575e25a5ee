import type { ReactNode } from "react";
import styles from "./confirm-sheet.module.css";
import { confirmDialog } from "./dialog";

/**
 * The product lines' confirmation sheet: a title, the figures the user is about to commit to, and the
 * confirm and cancel buttons, each with its test id (`<testId>`, `<testId>-ok`, `<testId>-cancel`
 * unless named). Answers whether the user confirmed.
 */
export function confirmSheet({
  title,
  children,
  ok,
  cancel,
  testId,
  okTestId = `${testId}-ok`,
  cancelTestId = `${testId}-cancel`,
}: {
  title: ReactNode;
  children: ReactNode;
  ok: string;
  cancel: string;
  testId: string;
  okTestId?: string;
  cancelTestId?: string;
}): Promise<boolean> {
  return confirmDialog({
    title,
    content: (
      <div className={styles.dialog} data-testid={testId}>
        {children}
      </div>
    ),
    confirmText: <span data-testid={okTestId}>{ok}</span>,
    cancelText: <span data-testid={cancelTestId}>{cancel}</span>,
  });
}
