import Button from "antd-mobile/es/components/button";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError } from "../api/envelope";
import { useLoginFirst } from "../app/require-auth";
import { decimalInput } from "./decimal";
import { Field } from "./field";
import styles from "./line.module.css";

/**
 * The state of a product line's order form (lock, subscribe, invest, buy, bid): the figure typed (digits and one point),
 * its error under the input, the server's other refusals in an alert, and whether a call is running.
 * `start` begins a submit (false: a call is running, or a guest was sent to log in); `check` shows the
 * client's objection under the input (false when there is one); `send` runs the call: a refusal naming
 * `field` goes under the input, any other to the alert, and the server's failure is answered for the
 * screen to act on (null on success or a transport failure).
 */
export function useOrderForm(field: string) {
  const loginFirst = useLoginFirst();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<ReactNode>();
  const [pending, setPending] = useState(false);
  const edit = (text: string) => {
    setValue(decimalInput(text));
    setError(undefined);
    setRefusal(undefined);
  };
  const start = (event: FormEvent, signedIn = true) => {
    event.preventDefault();
    if (pending) return false;
    if (!signedIn) {
      loginFirst();
      return false;
    }
    setRefusal(undefined);
    return true;
  };
  const check = (problem: string | null) => {
    setError(problem ?? undefined);
    return problem === null;
  };
  const send = async <T,>(call: () => Promise<T>, done: (answer: T) => void): Promise<ApiError | null> => {
    setPending(true);
    try {
      done(await call());
      return null;
    } catch (failure) {
      if (!(failure instanceof ApiError)) return null;
      if (failure.field === field) setError(failure.message);
      else setRefusal(failure.message);
      return failure;
    } finally {
      setPending(false);
    }
  };
  return { value, edit, error, refusal, setRefusal, pending, start, check, send };
}

/** The figure's field: label, input, the unit beside it, and the hint or the error under it. */
export function AmountField({
  id,
  label,
  hint,
  unit,
  form,
  placeholder,
  inputMode = "decimal",
  disabled = false,
  testId,
}: {
  id: string;
  label: string;
  hint: string;
  unit: string;
  form: Pick<ReturnType<typeof useOrderForm>, "value" | "edit" | "error">;
  placeholder: string;
  inputMode?: "decimal" | "numeric";
  disabled?: boolean;
  /** the input's; the field's is `<testId>-field` */
  testId: string;
}) {
  return (
    <div data-testid={`${testId}-field`}>
      <Field
        id={id}
        label={label}
        error={form.error}
        hint={hint}
        extra={<span className={styles.unit}>{unit}</span>}
      >
        <input
          id={id}
          className={styles.input}
          inputMode={inputMode}
          autoComplete="off"
          placeholder={placeholder}
          value={form.value}
          onChange={(e) => form.edit(e.target.value)}
          aria-invalid={form.error ? true : undefined}
          disabled={disabled}
          data-testid={testId}
        />
      </Field>
    </div>
  );
}

/** The server's refusal, if any, and the submit button. */
export function SubmitBar({
  refusal,
  errorTestId,
  pending,
  disabled = false,
  label,
  testId,
}: {
  refusal: ReactNode;
  errorTestId: string;
  pending: boolean;
  disabled?: boolean;
  label: string;
  testId: string;
}) {
  return (
    <>
      {refusal ? (
        <p className={styles.alert} role="alert" data-testid={errorTestId}>
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          block
          color="primary"
          loading={pending}
          disabled={disabled}
          data-testid={testId}
        >
          {label}
        </Button>
      </div>
    </>
  );
}
