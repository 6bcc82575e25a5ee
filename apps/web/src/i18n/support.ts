import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `support` namespace (the live support chat): one file per language, `locales/<lang>/support.ts`,
 * fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/support.ts");
registerNamespace("support", (language) => loaders[`./locales/${language}/support.ts`]?.());

/** `useTranslation("support")`: `ready` turns true once the active language's support texts are in. */
export function useSupportTranslation() {
  return useTranslation("support");
}
