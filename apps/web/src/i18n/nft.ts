import type { ResourceKey } from "i18next";
import { useTranslation } from "react-i18next";
import { registerNamespace } from "./index";

/**
 * The `nft` namespace (the NFT market: sales, artists, bidding, buying, reselling, one's NFTs, bids,
 * orders and messages, a blind-box series' proof): one file per language, `locales/<lang>/nft.ts`,
 * fetched on demand. Only lazy screens import this module.
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("./locales/*/nft.ts");
registerNamespace("nft", (language) => loaders[`./locales/${language}/nft.ts`]?.());

/** `useTranslation("nft")`: `ready` turns true once the active language's NFT texts are in. */
export function useNftTranslation() {
  return useTranslation("nft");
}
