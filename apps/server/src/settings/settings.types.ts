import { isHttpsUrl, parseHostList, type SettingType } from "@bourse/contract";
import { compare, money, parse, toPlainString } from "@bourse/money";
import type { Static } from "typebox";
import isEmailAddress from "validator/lib/isEmail.js";
import { failure, type Outcome, success } from "../http/outcome.ts";

/**
 * A setting's type: what a save accepts (the text to store, in its plain form, or the refusal naming
 * the setting) and the typed value a reader gets from stored text. The same check runs on both sides,
 * so a stored text reads exactly when a save would have taken it.
 */
export interface SettingKind<T> {
  /** what the console shows as the field's hint */
  readonly view: Static<typeof SettingType>;
  check(value: string, key: string): Outcome<string>;
  /** the value of stored text, or undefined when it is not of this type */
  read(stored: string): T | undefined;
}

function kind<T>(
  view: Static<typeof SettingType>,
  check: (value: string, key: string) => Outcome<string>,
  convert: (checked: string) => T,
): SettingKind<T> {
  return {
    view,
    check,
    read(stored) {
      const checked = check(stored, "");
      return checked.ok ? convert(checked.value) : undefined;
    },
  };
}

/** A decimal from `min` to `max` with at most `scale` decimals, read as its plain text ("0.001"). */
export function decimal(min: string, max: string, scale: number): SettingKind<string> {
  const lo = money(min, scale);
  const hi = money(max, scale);
  return kind(
    { kind: "decimal", min, max, scale },
    (value, key) => {
      const x = parse(value.trim(), scale);
      return x.ok && compare(x.value, lo) >= 0 && compare(x.value, hi) <= 0
        ? success(toPlainString(x.value))
        : failure("SETTING_OUT_OF_RANGE", { keyword: key, min, max });
    },
    (checked) => checked,
  );
}

/** A whole number from `min` to `max`. */
export function integer(min: number, max: number): SettingKind<number> {
  const bounds = decimal(String(min), String(max), 0);
  return kind({ kind: "integer", min, max }, bounds.check, Number);
}

/** One of `choices` (any case, stored as written in `choices`). */
export function choice<C extends string>(choices: readonly C[]): SettingKind<C> {
  return kind(
    { kind: "choice", choices: [...choices] },
    (value, key) => {
      const picked = choices.find((c) => c === value.trim().toLowerCase());
      return picked
        ? success(picked)
        : failure("SETTING_CHOICE_REQUIRED", { keyword: key, choices: choices.join(", ") });
    },
    (checked) => checked as C,
  );
}

/** Text of `min` to `max` characters, trimmed. */
export function text(min: number, max: number): SettingKind<string> {
  return kind(
    { kind: "text", form: "plain", min, max },
    (value, key) => {
      const trimmed = value.trim();
      return trimmed.length >= min && trimmed.length <= max
        ? success(trimmed)
        : failure("SETTING_TEXT_LENGTH", { keyword: key, min, max });
    },
    (checked) => checked,
  );
}

/** An absolute https URL, or empty for none. */
export const httpsUrl: SettingKind<string> = kind(
  { kind: "text", form: "https_url" },
  (value, key) => {
    const url = value.trim();
    return url === "" || isHttpsUrl(url)
      ? success(url)
      : failure("SETTING_HTTPS_URL_REQUIRED", { keyword: key });
  },
  (checked) => checked,
);

/** An email address mail can reach (as the accounts' addresses are checked), or empty for none. */
export const email: SettingKind<string> = kind(
  { kind: "text", form: "email" },
  (value, key) => {
    const address = value.trim();
    return address === "" || (address.length <= 128 && isEmailAddress(address))
      ? success(address)
      : failure("SETTING_EMAIL_REQUIRED", { keyword: key });
  },
  (checked) => checked,
);

/** A page to open (an absolute https URL) or an address to write to (`mailto:`), or empty for none. */
export const link: SettingKind<string> = kind(
  { kind: "text", form: "link" },
  (value, key) => {
    const url = value.trim();
    const mail = url.toLowerCase().startsWith("mailto:") && email.read(url.slice("mailto:".length));
    return url === "" || isHttpsUrl(url) || mail
      ? success(url)
      : failure("SETTING_LINK_REQUIRED", { keyword: key });
  },
  (checked) => checked,
);

/** A version number: one to four dot-separated numbers ("1.1.3"). */
export const version: SettingKind<string> = kind(
  { kind: "text", form: "version" },
  (value, key) => {
    const v = value.trim();
    return /^\d{1,6}(\.\d{1,6}){0,3}$/.test(v)
      ? success(v)
      : failure("SETTING_VERSION_REQUIRED", { keyword: key });
  },
  (checked) => checked,
);

/** Host names, comma-separated (stored lower case, without duplicates), read as a list; empty: none. */
export const hostList: SettingKind<string[]> = kind(
  { kind: "text", form: "host_list" },
  (value, key) => {
    const hosts = parseHostList(value);
    return hosts ? success(hosts.join(", ")) : failure("SETTING_INVALID_HOST_LIST", { keyword: key });
  },
  (checked) => (checked === "" ? [] : checked.split(", ")),
);

const COIN = /^[A-Z0-9]{1,16}$/;

/** Coin names, comma-separated (stored upper case, without duplicates), read as a list; at least one. */
export const coinList: SettingKind<string[]> = kind(
  { kind: "text", form: "coin_list" },
  (value, key) => {
    const names: string[] = [];
    for (const entry of value.split(",")) {
      const name = entry.trim().toUpperCase();
      if (name === "") continue;
      if (!COIN.test(name)) return failure("SETTING_COIN_LIST_REQUIRED", { keyword: key });
      if (!names.includes(name)) names.push(name);
    }
    return names.length > 0
      ? success(names.join(", "))
      : failure("SETTING_COIN_LIST_REQUIRED", { keyword: key });
  },
  (checked) => checked.split(", "),
);
