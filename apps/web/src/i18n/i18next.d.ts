import "i18next";
import type en from "./locales/en";
import type spot from "./locales/en/spot";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    /** `spot` is fetched on demand: `useSpotTranslation()` (i18n/spot.ts). */
    resources: { translation: typeof en; spot: typeof spot };
  }
}
