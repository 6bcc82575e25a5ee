import type { SettingRow } from "../../../api/types";
import type { MessageKey } from "../../../i18n";

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** What a setting accepts, in words, from the type the server declares for it (the same check a save runs). */
export function settingHint(t: Translate, row: SettingRow): string {
  const type = row.type;
  switch (type.kind) {
    case "decimal":
      return t("settings.type.decimal", { min: type.min, max: type.max, scale: type.scale });
    case "integer":
      return t("settings.type.integer", { min: type.min, max: type.max });
    case "choice":
      return t("settings.type.choice", { choices: type.choices.join(", ") });
    case "text":
      return type.form === "plain"
        ? t("settings.type.plain", { min: type.min ?? 0, max: type.max ?? 2000 })
        : t(`settings.type.${type.form}`);
  }
}
