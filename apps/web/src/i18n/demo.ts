import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `demo` namespace (demo accounts: the ribbon shown in demo mode, the account switch, the
 * first-time explanation, the reset of the demo funds, the notice on real-money screens): one file per
 * language, `locales/<lang>/demo.ts`, fetched on demand. Only lazy components import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/demo.ts");
registerNamespace("demo", (language) => loaders[`./locales/${language}/demo.ts`]?.());

/** `useTranslation("demo")`: `ready` turns true once the active language's demo texts are in. */
export function useDemoTranslation() {
  return useTranslation("demo");
}
