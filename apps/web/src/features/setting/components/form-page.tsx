import Button from "antd-mobile/es/components/button";
import type { FormEvent, ReactNode } from "react";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import styles from "./form.module.css";

interface FormPageProps {
  title: string;
  /** A short explanation above the fields. */
  intro?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  pending: boolean;
  testId: string;
  children: ReactNode;
  backTo?: string;
}

/** A settings form screen: navigation bar, an optional explanation, the fields and the submit button. */
export function FormPage(props: FormPageProps) {
  const { title, intro, onSubmit, submitLabel, pending, testId, children, backTo = paths.security } = props;
  return (
    <Page title={title} backTo={backTo}>
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
        <Button
          block
          type="submit"
          color="primary"
          className={styles.submit}
          loading={pending}
          data-testid={testId}
        >
          {submitLabel}
        </Button>
      </form>
    </Page>
  );
}
