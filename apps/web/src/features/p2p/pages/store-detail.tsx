import Button from "antd-mobile/es/components/button";
import { Link, useSearchParams } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { useStore, useStoreAds } from "../api/p2p";
import { AdCard } from "../components/ad-card";
import { StoreStats } from "../components/store-stats";
import { idParam } from "../model/labels";

/** A store as takers see it (`?id=`): its name, figures and the ads it has on offer. */
export default function StoreDetailPage() {
  const { t, ready } = useP2pTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get("id"));
  const store = useStore(id);
  const ads = useStoreAds(store.data ? id : null);
  return (
    <Page title={ready ? (store.data?.name ?? t("storeDetail.title")) : ""} backTo={p2pPaths.legal}>
      {!ready || (id !== null && store.isPending) ? (
        <SectionLoading />
      ) : id === null ? (
        <MessageScreen
          title={t("storeDetail.pick")}
          actions={
            <Link to={p2pPaths.legal}>
              <Button color="primary">{t("storeDetail.browse")}</Button>
            </Link>
          }
        />
      ) : store.isError && (store.error as { code?: string }).code === "P2P_NOT_MERCHANT" ? (
        <MessageScreen title={t("storeDetail.notFound")} />
      ) : store.isError || !store.data ? (
        <LoadError onRetry={() => void store.refetch()} />
      ) : (
        <>
          <section className={lineStyles.card}>
            <h2 className={lineStyles.cardTitle}>{store.data.name}</h2>
            <StoreStats store={store.data} />
          </section>
          <section className={lineStyles.card}>
            <h3 className={lineStyles.cardTitle} style={{ margin: 0 }}>
              {t("storeDetail.ads")}
            </h3>
          </section>
          {ads.isPending ? (
            <SectionLoading />
          ) : ads.isError ? (
            <LoadError onRetry={() => void ads.refetch()} />
          ) : ads.data.length === 0 ? (
            <EmptyState text={t("ad.empty")} />
          ) : (
            <ul className={lineStyles.list}>
              {ads.data.map((ad) => (
                <AdCard key={ad.id} ad={ad} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
