import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `transparency` namespace (the verifier: its hub, each proof's steps in plain words, the verdict,
 * and the "Verify" links on bills, orders, positions, Assets and Settings): one file per language,
 * `locales/<lang>/transparency.ts`, fetched on demand. Only lazy components import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/transparency.ts");
registerNamespace("transparency", (language) => loaders[`./locales/${language}/transparency.ts`]?.());

/** `useTranslation("transparency")`: `ready` turns true once the active language's texts are in. */
export function useTransparencyTranslation() {
  return useTranslation("transparency");
}
