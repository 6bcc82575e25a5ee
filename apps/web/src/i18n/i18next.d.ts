import "i18next";
import type en from "./locales/en";
import type apikeys from "./locales/en/apikeys";
import type chain from "./locales/en/chain";
import type coin from "./locales/en/coin";
import type copy from "./locales/en/copy";
import type demo from "./locales/en/demo";
import type earn from "./locales/en/earn";
import type growth from "./locales/en/growth";
import type lever from "./locales/en/lever";
import type nft from "./locales/en/nft";
import type notices from "./locales/en/notices";
import type p2p from "./locales/en/p2p";
import type seconds from "./locales/en/seconds";
import type spot from "./locales/en/spot";
import type support from "./locales/en/support";
import type transparency from "./locales/en/transparency";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    /**
     * `spot`, `seconds`, `lever`, `p2p`, `copy`, `earn`, `nft`, `growth`, `demo`, `transparency` and
     * `coin` are fetched on demand:
     * `useSpotTranslation()` (i18n/spot.ts), `useSecondsTranslation()` (i18n/seconds.ts),
     * `useLeverTranslation()` (i18n/lever.ts), `useP2pTranslation()` (i18n/p2p.ts), `useCopyTranslation()`
     * (i18n/copy.ts), `useEarnTranslation()` (i18n/earn.ts), `useNftTranslation()` (i18n/nft.ts),
     * `useGrowthTranslation()` (i18n/growth.ts), `useDemoTranslation()` (i18n/demo.ts),
     * `useTransparencyTranslation()` (i18n/transparency.ts), `useCoinTranslation()` (i18n/coin.ts), `useSupportTranslation()` (i18n/support.ts), `useApiKeysTranslation()` (i18n/apikeys.ts), `useChainTranslation()` (i18n/chain.ts);
     * `notices` by the pushed-notice handler (i18n/notices.ts, app/live-notice-toasts.ts).
     */
    resources: {
      translation: typeof en;
      spot: typeof spot;
      seconds: typeof seconds;
      lever: typeof lever;
      p2p: typeof p2p;
      copy: typeof copy;
      earn: typeof earn;
      nft: typeof nft;
      growth: typeof growth;
      demo: typeof demo;
      transparency: typeof transparency;
      coin: typeof coin;
      support: typeof support;
      apikeys: typeof apikeys;
      notices: typeof notices;
      chain: typeof chain;
    };
  }
}
