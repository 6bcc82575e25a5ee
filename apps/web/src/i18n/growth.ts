import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `growth` namespace (the invitation programme: one's code, link and poster, invitees, rates and
 * rebates, and the rebate records; king managers; the new-user bonus and experience funds; coupons,
 * and the fee coupon row of the spot and contract order forms): one file per language,
 * `locales/<lang>/growth.ts`, fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/growth.ts");
registerNamespace("growth", (language) => loaders[`./locales/${language}/growth.ts`]?.());

/** `useTranslation("growth")`: `ready` turns true once the active language's growth texts are in. */
export function useGrowthTranslation() {
  return useTranslation("growth");
}
