import type { Queryable } from "../db/db.ts";
import { SETTINGS, type SettingKey, type SettingValue } from "./settings.registry.ts";

/** A stored setting that does not read as its declared type, and the default used instead. */
export interface UnreadableSetting {
  key: string;
  stored: string;
  fallback: string;
}

let report: (found: UnreadableSetting) => void = () => {};
/** `key` and stored text already reported: each is reported once per process. */
const reported = new Set<string>();

/** Where unreadable settings are reported (the app's log, as warnings). */
export function reportUnreadableSettings(to: (found: UnreadableSetting) => void): void {
  report = to;
}

/**
 * The typed value of a setting from its stored text. Text that is missing reads as the default; text
 * that is not of the declared type (written before saves were checked, or by hand) reads as the default
 * too, reported once, so that no request fails on it.
 */
export function settingValue<K extends SettingKey>(key: K, stored: string | undefined): SettingValue<K> {
  const definition = SETTINGS[key];
  if (stored !== undefined) {
    const value = definition.type.read(stored);
    if (value !== undefined) return value as SettingValue<K>;
    const seen = `${key}\n${stored}`;
    if (!reported.has(seen)) {
      reported.add(seen);
      report({ key, stored, fallback: definition.default });
    }
  }
  return definition.type.read(definition.default) as SettingValue<K>;
}

/** One setting, typed: every reader of a setting reads it here (or with `readSettings`). */
export async function readSetting<K extends SettingKey>(q: Queryable, key: K): Promise<SettingValue<K>> {
  const [row] = await q.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
  return settingValue(key, row?.value);
}

/** Several settings in one query, typed. */
export async function readSettings<const K extends SettingKey>(
  q: Queryable,
  keys: readonly K[],
): Promise<{ [P in K]: SettingValue<P> }> {
  const rows = await q.query<{ key: string; value: string }>(
    "SELECT key, value FROM settings WHERE key = ANY($1::text[])",
    [keys],
  );
  const values = {} as { [P in K]: SettingValue<P> };
  for (const key of keys) values[key] = settingValue(key, rows.find((r) => r.key === key)?.value);
  return values;
}
