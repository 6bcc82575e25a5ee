import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `apikeys` namespace (API management): one file per language, `locales/<lang>/apikeys.ts`,
 * fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/apikeys.ts");
registerNamespace("apikeys", (language) => loaders[`./locales/${language}/apikeys.ts`]?.());

/** `useTranslation("apikeys")`: `ready` turns true once the active language's texts are in. */
export function useApiKeysTranslation() {
  return useTranslation("apikeys");
}
