import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Checks, useForm } from "../../../ui/use-form";
import type { SettingMessage } from "./rules";

/**
 * A settings form: values and checks (ui/use-form), fields bound with their translated error, and a
 * submit handler that runs `submit` once every check passes and nothing is pending.
 */
export function useSettingForm<V extends Record<string, string>>(
  initial: V,
  checks: Checks<V, SettingMessage>,
) {
  const { t } = useTranslation();
  const form = useForm<V, SettingMessage>(initial, checks);
  const [pending, setPending] = useState(false);

  const field = (name: keyof V & string) => {
    const key = form.errors[name];
    return { ...form.input(name), error: key ? t(key) : undefined };
  };

  const onSubmit = (submit: (values: V) => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !form.validate()) return;
    setPending(true);
    try {
      await submit(form.values);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setPending(false);
    }
  };

  return { form, field, pending, onSubmit };
}
