import CheckList from "antd-mobile/es/components/check-list";
import { useTranslation } from "react-i18next";
import { fiatCodes, useAppStore } from "../../../app/store";
import { changeLanguage } from "../../../i18n";
import { languages } from "../../../i18n/languages";
import { Page } from "../../../ui/page";
import { useLocaleTag } from "../../../ui/use-locale";
import { postSetLang } from "../api/post-set-lang";
import styles from "./setting.module.css";

/** The colour conventions, each shown with the fixed colours its rises and falls take. */
const conventions = [
  { value: "red", label: "setting.upRed", up: styles.fixedUp, down: styles.fixedDown },
  { value: "green", label: "setting.upGreen", up: styles.fixedDown, down: styles.fixedUp },
] as const;

/**
 * Language, colour convention and display currency. A logged-in user's language is also saved on
 * the server; the currency is only remembered (rates are 1 until the rate table exists).
 */
/** The currency's name in the UI language ("Euro", "欧元"), from Intl. */
function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function SetPage() {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const lang = useAppStore((s) => s.lang);
  const upColor = useAppStore((s) => s.upColor);
  const setUpColor = useAppStore((s) => s.setUpColor);
  const fiat = useAppStore((s) => s.fiat.currency_code);
  const setFiat = useAppStore((s) => s.setFiat);

  const pickLanguage = async (value: string) => {
    const code = await changeLanguage(value);
    useAppStore.getState().setLang(code);
    if (useAppStore.getState().token) await postSetLang(code).catch(() => undefined);
  };

  return (
    <Page title={t("setting.preferences")}>
      <h2 className={styles.sectionTitle}>{t("setting.language")}</h2>
      <CheckList
        className={styles.group}
        value={[lang]}
        onChange={(v) => {
          const next = v[0];
          if (typeof next === "string" && next !== lang) void pickLanguage(next);
        }}
        data-testid="language-list"
      >
        {languages.map((l) => (
          <CheckList.Item key={l.code} value={l.code}>
            <span lang={l.tag}>{l.name}</span>
          </CheckList.Item>
        ))}
      </CheckList>

      <h2 className={styles.sectionTitle}>{t("setting.colour")}</h2>
      <CheckList
        className={styles.group}
        value={[upColor]}
        onChange={(v) => {
          if (v[0] === "red" || v[0] === "green") setUpColor(v[0]);
        }}
      >
        {conventions.map((c) => (
          <CheckList.Item
            key={c.value}
            value={c.value}
            description={
              <span className={styles.swatch}>
                <span className={c.up}>▲ {t("setting.up")}</span>
                <span className={c.down}>▼ {t("setting.down")}</span>
              </span>
            }
          >
            {t(c.label)}
          </CheckList.Item>
        ))}
      </CheckList>

      <h2 className={styles.sectionTitle}>{t("setting.fiat")}</h2>
      <CheckList
        className={styles.group}
        value={[fiat]}
        onChange={(v) => {
          if (typeof v[0] === "string") setFiat(v[0]);
        }}
        data-testid="fiat-list"
      >
        {fiatCodes.map((code) => (
          <CheckList.Item key={code} value={code} description={currencyName(code, locale)}>
            <span data-testid={`fiat-${code}`}>{code}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </Page>
  );
}
