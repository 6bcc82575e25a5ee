import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `lever` namespace (perpetual contracts: trade screen, positions, orders, history): one file per
 * language, `locales/<lang>/lever.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/lever.ts");
registerNamespace("lever", (language) => loaders[`./locales/${language}/lever.ts`]?.());

/** `useTranslation("lever")`: `ready` turns true once the active language's lever texts are in. */
export function useLeverTranslation() {
  return useTranslation("lever");
}
