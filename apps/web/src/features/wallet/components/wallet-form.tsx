import Button from "antd-mobile/es/components/button";
import type { FormEvent, ReactNode } from "react";
import { Page } from "../../../ui/page";
import styles from "./wallet.module.css";

interface WalletFormProps {
  title: string;
  right?: ReactNode;
  backTo: string;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** A wallet form screen: navigation bar, the fields and the submit button. */
export function WalletForm(props: WalletFormProps) {
  const { title, right, backTo, onSubmit, submitLabel, pending, disabled, testId, children } = props;
  return (
    <Page title={title} right={right} backTo={backTo}>
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        {children}
        <Button
          block
          type="submit"
          color="primary"
          className={styles.submit}
          loading={pending}
          disabled={disabled}
          data-testid={testId}
        >
          {submitLabel}
        </Button>
      </form>
    </Page>
  );
}
