import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `chain` namespace (on-chain deposits on the deposit screen: the network's facts, the confirmations
 * a deposit waits for, the list of deposits seen on the chain; a withdrawal's state on the chain): one
 * file per language, `locales/<lang>/chain.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/chain.ts");
registerNamespace("chain", (language) => loaders[`./locales/${language}/chain.ts`]?.());

/** `useTranslation("chain")`: `ready` turns true once the active language's texts are in. */
export function useChainTranslation() {
  return useTranslation("chain");
}
