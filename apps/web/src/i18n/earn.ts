import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `earn` namespace (lock mining plans, locking, one's orders, the financial account, the IEO
 * launchpad): one file per language, `locales/<lang>/earn.ts`, fetched on demand. Only lazy screens
 * import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/earn.ts");
registerNamespace("earn", (language) => loaders[`./locales/${language}/earn.ts`]?.());

/** `useTranslation("earn")`: `ready` turns true once the active language's earn texts are in. */
export function useEarnTranslation() {
  return useTranslation("earn");
}
