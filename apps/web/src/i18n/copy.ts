import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `copy` namespace (copy trading: traders, copy settings, one's copies, the trader application):
 * one file per language, `locales/<lang>/copy.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/copy.ts");
registerNamespace("copy", (language) => loaders[`./locales/${language}/copy.ts`]?.());

/** `useTranslation("copy")`: `ready` turns true once the active language's copy trading texts are in. */
export function useCopyTranslation() {
  return useTranslation("copy");
}
