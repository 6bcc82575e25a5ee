import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `spot` namespace (trade screen, order book, trades, orders): one file per language,
 * `locales/<lang>/spot.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/spot.ts");
registerNamespace("spot", (language) => loaders[`./locales/${language}/spot.ts`]?.());

/** `useTranslation("spot")`: `ready` turns true once the active language's spot texts are in. */
export function useSpotTranslation() {
  return useTranslation("spot");
}
