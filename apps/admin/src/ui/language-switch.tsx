import { Segmented } from "antd";
import { type Lang, languages, useI18n } from "../i18n";

/** Switches the console between its languages; the choice is remembered on this browser. */
export function LanguageSwitch() {
  const { t, lang, setLang } = useI18n();
  return (
    <Segmented<Lang>
      size="small"
      value={lang}
      onChange={setLang}
      options={languages.map((code) => ({ value: code, label: t(`lang.${code}`) }))}
      aria-label={t("lang.switch")}
    />
  );
}
