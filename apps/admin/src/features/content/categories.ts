import { LANGUAGES, type LanguageCode } from "@bourse/contract/languages";
import type { MessageKey } from "../../i18n";

export interface Category {
  id: number;
  label: MessageKey;
  /** Banners are pictures first: a cover is required. */
  coverRequired: boolean;
}

/** Article categories by `c_id` (contract ArticleSummary). */
export const categories: Category[] = [
  { id: 4, label: "content.category.news", coverRequired: false },
  { id: 5, label: "content.category.banner", coverRequired: true },
  { id: 31, label: "content.category.activity", coverRequired: false },
  { id: 18, label: "content.category.help", coverRequired: false },
  { id: 19, label: "content.category.about", coverRequired: false },
  { id: 20, label: "content.category.contact", coverRequired: false },
  { id: 10, label: "content.category.privacy", coverRequired: false },
  { id: 33, label: "content.category.follow", coverRequired: false },
];

/** Content languages, English first: English is required, the others fall back to it. */
export const contentLanguages = LANGUAGES;
export type ContentLanguage = LanguageCode;
