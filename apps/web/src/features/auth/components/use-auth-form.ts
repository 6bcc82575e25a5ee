import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { readAreaChoice } from "../../../ui/area-choice";
import { showToast } from "../../../ui/toast";
import { type Checks, useForm } from "../../../ui/use-form";
import { clearDraft, readDraft, saveDraft } from "../model/drafts";
import { type AccountType, type AuthMessage, checkAccount } from "../model/validation";

/** The auth forms; each name is also the key of the form's draft. */
export type AuthFormName = "login" | "register" | "forget";

type Values = Record<string, string> & { account: string };

/**
 * State shared by the login, register and reset forms: the email/mobile switch, the area choice,
 * the form (the account is always checked against the selected type) and the draft that keeps
 * the `kept` fields, with the account type, while the user visits the area picker.
 */
export function useAuthForm<V extends Values>(
  name: AuthFormName,
  defaults: V,
  kept: readonly (keyof V & string)[],
  checks: Omit<Checks<V, AuthMessage>, "account">,
  /** The account type the form opens on when no draft says otherwise. */
  initialType: AccountType = "email",
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft(name));
  const [type, setType] = useState<AccountType>(
    draft.type === "mobile" || draft.type === "email" ? draft.type : initialType,
  );
  const [region] = useState(readAreaChoice);
  const initial = { ...defaults };
  for (const k of kept) initial[k] = String(draft[k] ?? defaults[k]) as V[typeof k];
  const form = useForm(initial, { account: (v) => checkAccount(type, v), ...checks } as Checks<
    V,
    AuthMessage
  >);

  const message = (key: AuthMessage | undefined) => (key ? t(key) : undefined);
  const field = (key: keyof V) => ({ ...form.input(key), error: message(form.errors[key]) });

  return {
    name,
    form,
    type,
    field,
    /** The region to send with the request: only mobile accounts carry a dial code. */
    mobileRegion: type === "mobile" ? region : undefined,

    /** The account: props of its switch and field (AuthScreen renders both), its check. */
    account: {
      ...field("account"),
      type,
      region,
      onTypeChange: (next: AccountType) => {
        setType(next);
        form.reset("account");
      },
      onLeave: () => {
        const values: Record<string, unknown> = { type };
        for (const k of kept) values[k] = form.values[k];
        saveDraft(name, values);
      },
      /** Checks the account alone, showing its error; true when it passes. */
      validate: () => form.validate(["account"]),
    },

    /** Form submit handler: runs `submit` once every field passes and no request is pending. */
    onSubmit: (pending: boolean, submit: () => void) => (event: FormEvent) => {
      event.preventDefault();
      if (!form.validate() || pending) return;
      submit();
    },

    /** After a successful request: drops the draft, shows the server's text, replaces the screen. */
    finish: (text: string, to: string) => {
      clearDraft(name);
      showToast(text);
      navigate(to, { replace: true });
    },
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
