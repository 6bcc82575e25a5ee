import { useAppStore } from "../app/store";
import { langTag } from "../i18n/languages";

/** BCP 47 tag of the active language, for Intl formatting. */
export function useLocaleTag(): string {
  return langTag(useAppStore((s) => s.lang));
}
