import { useSearchParams } from "react-router-dom";
import { nftPaths } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { Facts } from "../../../ui/facts";
import { idParam } from "../../../ui/id-param";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { formatVolume } from "../../../ui/quote";
import { EmptyState } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { type ArtistDetail, useArtist, useSales } from "../api/nft";
import styles from "../components/nft.module.css";
import { Still } from "../components/parts";
import { SaleGrid, SaleList } from "../components/sale-card";
import { royaltyText } from "../model/sale";

/**
 * One artist (`?id=`, `&collection=` one of its collections): avatar, bio, royalty rate and counts;
 * its collections to choose from; its live and upcoming sales, or every sale of the chosen collection.
 * Guests may look.
 */
export default function ArtistDetailPage() {
  const { t, ready } = useNftTranslation();
  const id = useIdParam();
  const artist = useArtist(id);
  return (
    <DetailPage
      ready={ready}
      title={artist.data?.artist.name ?? t("artist.title")}
      backTo={nftPaths.home}
      id={id}
      query={artist}
      notFound={t("artist.notFound")}
      browse={{ label: t("home.browse"), to: nftPaths.home }}
    >
      {(data) => <ArtistView data={data} offset={data.offset} />}
    </DetailPage>
  );
}

function ArtistView({ data, offset }: { data: ArtistDetail; offset: number }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const { artist, collections, sales } = data;
  const [search, setSearch] = useSearchParams();
  const wanted = idParam(search.get("collection"));
  const chosen = collections.find((c) => c.id === wanted) ?? null;
  const choose = (collectionId: number | null) =>
    setSearch(
      (current) => {
        const out = new URLSearchParams(current);
        if (collectionId === null) out.delete("collection");
        else out.set("collection", String(collectionId));
        return out;
      },
      { replace: true },
    );
  return (
    <div data-testid="nft-artist-detail" data-id={artist.id}>
      <section className={lineStyles.card}>
        <div className={styles.row}>
          <Still className={styles.bigAvatar} src={artist.avatar} alt={artist.name} width={72} height={72} />
          <div className={styles.rowBody}>
            <h2 className={styles.title}>{artist.name}</h2>
            <Facts
              className={lineStyles.facts}
              testId="nft-artist-facts"
              items={[
                [
                  t("artist.royalty"),
                  <span key="r" data-testid="nft-artist-royalty">
                    {royaltyText(artist.royalty_rate, locale)}
                  </span>,
                ],
                [t("artist.artworks"), formatVolume(artist.artworks, locale)],
                [t("artist.collections"), formatVolume(artist.collections, locale)],
              ]}
            />
          </div>
        </div>
        {artist.bio ? <p className={`${lineStyles.text} ${lineStyles.note}`}>{artist.bio}</p> : null}
        <p className={lineStyles.note}>{t("artist.royaltyNote")}</p>
      </section>

      <h2 className={styles.sectionTitle}>{t("artist.collections")}</h2>
      {collections.length === 0 ? (
        <EmptyState text={t("artist.noCollections")} />
      ) : (
        <div className={styles.choiceRow}>
          <button
            type="button"
            aria-pressed={chosen === null}
            onClick={() => choose(null)}
            data-testid="nft-collection-all"
          >
            {t("artist.all")}
          </button>
          {collections.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={chosen?.id === c.id}
              onClick={() => choose(c.id)}
              data-testid="nft-collection-choice"
              data-id={c.id}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
      {chosen?.description ? <p className={lineStyles.lead}>{chosen.description}</p> : null}

      {chosen ? (
        <>
          <h2 className={styles.sectionTitle}>{t("artist.collectionSales", { name: chosen.name })}</h2>
          <CollectionSales key={chosen.id} collectionId={chosen.id} />
        </>
      ) : (
        <>
          <h2 className={styles.sectionTitle}>{t("artist.sales")}</h2>
          {sales.length === 0 ? (
            <EmptyState text={t("artist.noSales")} />
          ) : (
            <SaleGrid sales={sales} offset={offset} testId="nft-artist-sales" />
          )}
        </>
      )}
    </div>
  );
}

function CollectionSales({ collectionId }: { collectionId: number }) {
  const { t } = useNftTranslation();
  return (
    <SaleList
      query={useSales({ collection_id: collectionId })}
      empty={t("artist.noCollectionSales")}
      testId="nft-collection-sales"
    />
  );
}
