/** The app's own language codes (spec §1), `en` first: the default, and the fallback of content. */
export const LANGUAGES = [
  "en",
  "zh",
  "hk",
  "jp",
  "kor",
  "ida",
  "th",
  "vi",
  "tur",
  "spa",
  "fra",
  "de",
  "pt",
  "ru",
] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
