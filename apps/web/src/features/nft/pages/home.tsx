import { Link, useSearchParams } from "react-router-dom";
import { myNftTab, nftMineTab, nftPaths, saleDetailPath, withNftId } from "../../../app/lines/nft-paths";
import { paths } from "../../../app/paths";
import { useNftTranslation } from "../../../i18n/nft";
import { Tiles } from "../../../ui/hub";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { useServerNow } from "../../../ui/server-clock";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useArtists, useCollections, useSaleStrip, useSales } from "../api/nft";
import styles from "../components/nft.module.css";
import { NftPage } from "../components/nft-page";
import { SaleCountdown, Still } from "../components/parts";
import { SaleList } from "../components/sale-card";
import { NftSearch, SearchResults } from "../components/search";
import {
  BANNER_FILTER,
  DEFAULT_HOME_TAB,
  type HomeTab,
  homeTabs,
  saleClock,
  saleThumb,
  tabFilter,
} from "../model/sale";

/** How many sales the banner strip shows. */
const BANNER_SALES = 5;

/**
 * The NFT market (`?tab=hot|auction|fixed|blind`, `?q=` a search): the live sales ending soonest, the
 * ways to one's NFTs and bids, the collections and the artists, then the sales of a tab; a search shows
 * what its keyword finds instead. Guests may look; buying and bidding ask them to log in.
 */
export default function NftHomePage() {
  const [search, setSearch] = useSearchParams();
  const keyword = search.get("q")?.trim() ?? "";
  const setKeyword = (q: string | null) =>
    setSearch(
      (current) => {
        const out = new URLSearchParams(current);
        if (q === null) out.delete("q");
        else out.set("q", q);
        return out;
      },
      { replace: true },
    );
  return (
    <NftPage title={(t) => t("title")} backTo={paths.home}>
      <NftSearch key={keyword} keyword={keyword} onSearch={setKeyword} />
      {keyword ? <SearchResults keyword={keyword} onClear={() => setKeyword(null)} /> : <Market />}
    </NftPage>
  );
}

function Market() {
  const { t } = useNftTranslation();
  const [tab, setTab] = useQueryChoice("tab", homeTabs, DEFAULT_HOME_TAB);
  return (
    <>
      <BannerStrip />
      <Tiles
        items={[
          { to: myNftTab("owned"), label: t("home.my"), hint: t("home.myHint"), testId: "nft-link-my" },
          {
            to: nftMineTab("orders"),
            label: t("home.mine"),
            hint: t("home.mineHint"),
            testId: "nft-link-mine",
          },
        ]}
      />
      <CollectionsRow />
      <ArtistsRow />
      <QueryTabs
        keys={homeTabs}
        active={tab}
        onChange={setTab}
        label={(key) => t(`home.tab.${key}`)}
        testId="nft-tab"
      />
      <TabSales key={tab} tab={tab} />
    </>
  );
}

function TabSales({ tab }: { tab: HomeTab }) {
  const { t } = useNftTranslation();
  return (
    <SaleList
      query={useSales(tabFilter(tab))}
      empty={t(`home.empty.${tab}`)}
      testId={`nft-sales-${tab}`}
      browse={false}
    />
  );
}

/** The live sales ending soonest, side by side. */
function BannerStrip() {
  const { t } = useNftTranslation();
  const strip = useSaleStrip(BANNER_FILTER, BANNER_SALES);
  const sales = strip.data?.data ?? [];
  const now = useServerNow(strip.data?.offset ?? 0, sales.length > 0);
  return (
    <section aria-label={t("home.banner")} data-testid="nft-banner">
      <h2 className={styles.sectionTitle}>{t("home.banner")}</h2>
      {strip.isPending ? (
        <SectionLoading />
      ) : strip.isError ? (
        <LoadError onRetry={() => void strip.refetch()} />
      ) : sales.length === 0 ? (
        <EmptyState text={t("home.noBanner")} />
      ) : (
        <ul className={styles.strip}>
          {sales.map((sale) => (
            <li key={sale.id}>
              <Link
                className={styles.banner}
                to={saleDetailPath(sale)}
                data-testid="nft-banner-sale"
                data-id={sale.id}
              >
                <Still
                  src={sale.artwork?.poster || saleThumb(sale)}
                  alt={sale.title}
                  width={300}
                  height={150}
                />
                <span className={styles.bannerText}>
                  <strong translate="no">{sale.title}</strong>
                  <SaleCountdown clock={saleClock(sale, now)} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The collections, side by side; one opens its artist's screen on that collection. */
function CollectionsRow() {
  const { t } = useNftTranslation();
  const collections = useCollections();
  const items = collections.data?.data ?? [];
  return (
    <section data-testid="nft-collections">
      <h2 className={styles.sectionTitle}>{t("home.collections")}</h2>
      {collections.isPending ? (
        <SectionLoading />
      ) : collections.isError ? (
        <LoadError onRetry={() => void collections.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={t("home.noCollections")} />
      ) : (
        <ul className={styles.strip}>
          {items.map((c) => (
            <li key={c.id}>
              <Link
                className={styles.tileLink}
                to={`${withNftId(nftPaths.artistDetail, c.artist.id)}&collection=${c.id}`}
                data-testid="nft-collection"
                data-id={c.id}
              >
                <Still className={styles.cover} src={c.cover} alt={c.name} width={120} height={80} />
                <span className={styles.tileName} translate="no">
                  {c.name}
                </span>
                <span className={styles.by} translate="no">
                  {t("card.by", { name: c.artist.name })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The artists, side by side; one opens its screen. */
function ArtistsRow() {
  const { t } = useNftTranslation();
  const artists = useArtists();
  const items = artists.data?.data ?? [];
  return (
    <section data-testid="nft-artists">
      <h2 className={styles.sectionTitle}>{t("home.artists")}</h2>
      {artists.isPending ? (
        <SectionLoading />
      ) : artists.isError ? (
        <LoadError onRetry={() => void artists.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState text={t("home.noArtists")} />
      ) : (
        <ul className={styles.strip}>
          {items.map((a) => (
            <li key={a.id}>
              <Link
                className={styles.artistTile}
                to={withNftId(nftPaths.artistDetail, a.id)}
                data-testid="nft-artist"
                data-id={a.id}
              >
                <Still className={styles.avatar} src={a.avatar} alt={a.name} width={56} height={56} />
                <span className={styles.tileName} translate="no">
                  {a.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
