import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `p2p` namespace (fiat P2P: ads, orders, chat, stores, payment methods): one file per language,
 * `locales/<lang>/p2p.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/p2p.ts");
registerNamespace("p2p", (language) => loaders[`./locales/${language}/p2p.ts`]?.());

/** `useTranslation("p2p")`: `ready` turns true once the active language's P2P texts are in. */
export function useP2pTranslation() {
  return useTranslation("p2p");
}
