/**
 * The app's language codes (the server's own codes, sent as `lang`), their BCP 47 tags for
 * `<html lang>` and `Intl`, and each language's name written in that language (an endonym is the
 * same in every UI language, so it is data, not a translation).
 */
export const languages = [
  { code: "en", tag: "en", name: "English" },
  { code: "zh", tag: "zh-CN", name: "简体中文" },
  { code: "hk", tag: "zh-HK", name: "繁體中文" },
  { code: "jp", tag: "ja", name: "日本語" },
  { code: "kor", tag: "ko", name: "한국어" },
  { code: "ida", tag: "id", name: "Bahasa Indonesia" },
  { code: "th", tag: "th", name: "ไทย" },
  { code: "vi", tag: "vi", name: "Tiếng Việt" },
  { code: "tur", tag: "tr", name: "Türkçe" },
  { code: "spa", tag: "es", name: "Español" },
  { code: "fra", tag: "fr", name: "Français" },
  { code: "de", tag: "de", name: "Deutsch" },
  { code: "pt", tag: "pt", name: "Português" },
  { code: "ru", tag: "ru", name: "Русский" },
] as const;

export type LangCode = (typeof languages)[number]["code"];

export const defaultLang: LangCode = "en";

export function isLangCode(value: unknown): value is LangCode {
  return languages.some((l) => l.code === value);
}

export function langTag(code: LangCode): string {
  return languages.find((l) => l.code === code)?.tag ?? "en";
}

export function langName(code: LangCode): string {
  return languages.find((l) => l.code === code)?.name ?? code;
}
