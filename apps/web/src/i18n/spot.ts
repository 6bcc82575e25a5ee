import i18next, { type ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `spot` namespace (trade screen, order book, trades, orders): one file per language,
 * `locales/<lang>/spot.ts`, fetched on demand. The router imports this module (a few lines) so that the
 * trade screen's route can fetch the texts alongside the screen's chunk.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/spot.ts");
registerNamespace("spot", (language) => loaders[`./locales/${language}/spot.ts`]?.());

/** `useTranslation("spot")`: `ready` turns true once the active language's spot texts are in. */
export function useSpotTranslation() {
  return useTranslation("spot");
}

/** Loads the active language's spot texts (the trade screen's route does, alongside its chunk). */
export function loadSpotTexts(): Promise<void> {
  return i18next.loadNamespaces("spot");
}
