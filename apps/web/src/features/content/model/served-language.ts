import { isLangCode, type LangCode, langTag } from "../../../i18n/languages";

/** How the language an article was served in stands to the reader's. */
export interface ServedLanguage {
  /** The served language's BCP 47 tag, for the text's `lang` attribute; none when unknown. */
  tag: string | undefined;
  /** The article has no translation in the reader's language and came in another (English). */
  fallback: boolean;
}

/** `served` is the article's `lang` as the server answered it; an unknown or missing one is no fallback. */
export function servedLanguage(served: string | undefined, reader: LangCode): ServedLanguage {
  if (!served || !isLangCode(served)) return { tag: undefined, fallback: false };
  return { tag: langTag(served), fallback: served !== reader };
}
