import { useRef, useState } from "react";

type Values = Record<string, string>;
export type Checks<V extends Values, M extends string = string> = Partial<
  Record<keyof V, (value: string, all: V) => M | null>
>;

/**
 * A small form state: values, per-field checks returning an i18n message key (`M`).
 * Errors appear on submit (or an explicit validate) and are re-checked as the user types; not on
 * blur, because a message appearing under a field moves what the user is about to tap.
 */
export function useForm<V extends Values, M extends string = string>(initial: V, checks: Checks<V, M>) {
  const [values, setValues] = useState<V>(initial);
  // the latest values, whatever render a handler was made in: two uploads that finish together each
  // set their own field without undoing the other's
  const latest = useRef(values);
  const [errors, setErrors] = useState<Partial<Record<keyof V, M>>>({});

  const check = (names: (keyof V)[], all: V) => {
    const found: Partial<Record<keyof V, M>> = {};
    for (const name of names) {
      const message = checks[name]?.(all[name] ?? "", all);
      if (message) found[name] = message;
    }
    return found;
  };

  const setValue = (name: keyof V, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    const shown = (Object.keys(errors) as (keyof V)[]).filter((k) => errors[k]);
    if (shown.length > 0) {
      const again = check(shown, next);
      setErrors((e) => {
        const out = { ...e };
        for (const k of shown) out[k] = again[k];
        return out;
      });
    }
  };

  /** Checks `names` (all checked fields when omitted); true when they pass. */
  const validate = (names?: (keyof V)[]): boolean => {
    const list = names ?? (Object.keys(checks) as (keyof V)[]);
    const found = check(list, latest.current);
    setErrors((e) => {
      const out = { ...e };
      for (const k of list) out[k] = found[k];
      return out;
    });
    return list.every((k) => !found[k]);
  };

  /** Props for the field's input. */
  const input = (name: keyof V) => ({
    value: values[name] ?? "",
    onChange: (value: string) => setValue(name, value),
  });

  const reset = (name: keyof V) => {
    latest.current = { ...latest.current, [name]: "" };
    setValues(latest.current);
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  return { values, errors, setValue, validate, input, reset };
}
