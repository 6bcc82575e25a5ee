import type { ReactNode } from "react";
import styles from "./field.module.css";

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Translated message; the field is marked invalid while one is shown. */
  error?: string;
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string;
  prefix?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

/** A form field: label, input row (optional prefix and trailing action) and its error message. */
export function Field({ id, label, error, hint, prefix, extra, children }: FieldProps) {
  return (
    <div className={styles.item}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={`${styles.field} ${error ? styles.invalid : ""}`}>
        {prefix}
        {children}
        {extra}
      </div>
      {error ? (
        <p className={styles.error} role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}
