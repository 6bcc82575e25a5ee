import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `coin` namespace (a coin's profile: description, issue data, links, white paper, and the
 * "Profile" links of the trade and market detail screens): one file per language,
 * `locales/<lang>/coin.ts`, fetched on demand. Only lazy components import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/coin.ts");
registerNamespace("coin", (language) => loaders[`./locales/${language}/coin.ts`]?.());

/** `useTranslation("coin")`: `ready` turns true once the active language's coin texts are in. */
export function useCoinTranslation() {
  return useTranslation("coin");
}
