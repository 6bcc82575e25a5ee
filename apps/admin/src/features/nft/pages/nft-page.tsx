import { useI18n } from "../../../i18n";
import { SectionTabs } from "../../../ui/section-tabs";
import { ArtistsSection } from "../components/artists-section";
import { ArtworksSection } from "../components/artworks-section";
import { CollectionsSection } from "../components/collections-section";
import { OrdersSection } from "../components/orders-section";
import { SalesSection } from "../components/sales-section";
import { SeriesSection } from "../components/series-section";

const sections = ["artists", "collections", "artworks", "sales", "series", "orders"] as const;

const content = {
  artists: ArtistsSection,
  collections: CollectionsSection,
  artworks: ArtworksSection,
  sales: SalesSection,
  series: SeriesSection,
  orders: OrdersSection,
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
        return { key, label: t(`nft.section.${key}`), children: <Section /> };
      })}
    />
  );
}
