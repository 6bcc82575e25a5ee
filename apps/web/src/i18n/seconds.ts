import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `seconds` namespace (seconds contracts: trade screen, order detail, order history): one file
 * per language, `locales/<lang>/seconds.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/seconds.ts");
registerNamespace("seconds", (language) => loaders[`./locales/${language}/seconds.ts`]?.());

/** `useTranslation("seconds")`: `ready` turns true once the active language's seconds texts are in. */
export function useSecondsTranslation() {
  return useTranslation("seconds");
}
