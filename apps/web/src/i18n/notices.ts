import type { ResourceKey } from "i18next";
import { registerNamespace } from "./index";

/**
 * The `notices` namespace (what the server pushes to the user on any screen: identity decisions,
 * settled seconds orders): one file per language, `locales/<lang>/notices.ts`, fetched on demand.
 * Only the lazily loaded notice handler (app/live-notice-toasts.ts) imports this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/notices.ts");
registerNamespace("notices", (language) => loaders[`./locales/${language}/notices.ts`]?.());
