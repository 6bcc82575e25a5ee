import { Card, Spin, Tabs } from "antd";
import { type ComponentType, lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";

const sections = ["artists", "collections", "artworks", "sales", "series", "orders"] as const;
type Section = (typeof sections)[number];

/** The tabs load when the first is opened, outside the console's main chunk (components/nft-tabs.ts). */
const nftTabs = () => import("../components/nft-tabs");
type TabModule = Awaited<ReturnType<typeof nftTabs>>;
const tab = (name: keyof TabModule) =>
  lazy(() => nftTabs().then((m): { default: ComponentType } => ({ default: m[name] })));

const content: Record<Section, ComponentType> = {
  artists: tab("ArtistsSection"),
  collections: tab("CollectionsSection"),
  artworks: tab("ArtworksSection"),
  sales: tab("SalesSection"),
  series: tab("SeriesSection"),
  orders: tab("OrdersSection"),
};

/**
 * The NFT market (docs/nft-api.md "Console"): artists, their collections and artworks, first sales
 * (fixed price and auctions) with owners' resales, blind-box series with their committed seeds, and the
 * payments of won auctions (`?section=`).
 */
export function NftPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const wanted = params.get("section");
  const section: Section = sections.includes(wanted as Section) ? (wanted as Section) : "artists";
  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={section}
        onChange={(key) => setParams({ section: key })}
        destroyOnHidden
        items={sections.map((key) => {
          const Section = content[key];
          return {
            key,
            label: t(`nft.section.${key}`),
            children: (
              <Suspense fallback={<Spin />}>
                <Section />
              </Suspense>
            ),
          };
        })}
      />
    </Card>
  );
}
