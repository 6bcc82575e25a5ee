import { useI18n } from "../../../i18n";
import { lazySections, loading, SectionTabs } from "../../../ui/section-tabs";

const sections = ["artists", "collections", "artworks", "sales", "series", "orders"] as const;

/** The tabs load when the first is opened, outside the console's main chunk (components/nft-tabs.ts). */
const tabs = lazySections(
  () => import("../components/nft-tabs"),
  [
    "ArtistsSection",
    "CollectionsSection",
    "ArtworksSection",
    "SalesSection",
    "SeriesSection",
    "OrdersSection",
  ],
);
const content = {
  artists: tabs.ArtistsSection,
  collections: tabs.CollectionsSection,
  artworks: tabs.ArtworksSection,
  sales: tabs.SalesSection,
  series: tabs.SeriesSection,
  orders: tabs.OrdersSection,
};

/**
 * The NFT market (docs/nft-api.md "Console"): artists, their collections and artworks, first sales
 * (fixed price and auctions) with owners' resales, blind-box series with their committed seeds, and the
 * payments of won auctions (`?section=`).
 */
export function NftPage() {
  const { t } = useI18n();
  return (
    <SectionTabs
      sections={sections}
      items={sections.map((key) => {
        const Section = content[key];
        return { key, label: t(`nft.section.${key}`), children: loading(<Section />) };
      })}
    />
  );
}
