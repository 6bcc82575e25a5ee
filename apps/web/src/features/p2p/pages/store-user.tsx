import type { P2pAd } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { confirmDialog } from "../../../ui/dialog";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { p2pCalls, refreshP2p, useMyAds } from "../api/p2p";
import { Methods } from "../components/ad-card";
import styles from "../components/p2p.module.css";
import { PublishForm } from "../components/publish-form";

/** The merchant's ads, every status, with "take offline"; `?publish=1` opens the publish form. */
export default function StoreUserPage() {
  const { t, ready } = useP2pTranslation();
  const [search, setSearch] = useSearchParams();
  const publishing = search.get("publish") === "1";
  const ads = useMyAds(!publishing);
  const items = ads.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Page
      title={ready ? t(publishing ? "publish.title" : "store.ads") : ""}
      backTo={p2pPaths.legalStore}
      right={
        ready && !publishing ? (
          <button type="button" className="text-button" onClick={() => setSearch({ publish: "1" })}>
            {t("store.publish")}
          </button>
        ) : null
      }
    >
      {!ready ? (
        <SectionLoading />
      ) : publishing ? (
        <PublishForm onDone={() => setSearch({}, { replace: true })} />
      ) : ads.isPending ? (
        <SectionLoading />
      ) : ads.isError ? (
        <LoadError onRetry={() => void ads.refetch()} />
      ) : (
        <Refreshable onRefresh={() => ads.refetch()}>
          {items.length === 0 ? (
            <EmptyState text={t("publish.empty")} />
          ) : (
            <>
              <ul className={lineStyles.list} data-testid="p2p-my-ads">
                {items.map((ad) => (
                  <MyAd key={ad.id} ad={ad} />
                ))}
              </ul>
              <MoreLoader hasMore={Boolean(ads.hasNextPage)} loadMore={() => ads.fetchNextPage()} />
            </>
          )}
        </Refreshable>
      )}
    </Page>
  );
}

function MyAd({ ad }: { ad: P2pAd }) {
  const { t } = useP2pTranslation();
  const f = useFormat();
  const common = useTranslation().t;
  const offline = async () => {
    const sure = await confirmDialog({
      content: t("publish.offlineConfirm"),
      confirmText: t("publish.offline"),
      cancelText: common("common.cancel"),
    });
    if (!sure) return;
    try {
      await p2pCalls.offline(ad.id);
      void showToast(t("publish.offlineDone"));
      void refreshP2p();
    } catch {
      // shown by the client
    }
  };
  return (
    <li className={lineStyles.item} data-testid={`p2p-my-ad-${ad.id}`} data-status={ad.status}>
      <div className={lineStyles.itemHead}>
        <strong>
          {t(`side.${ad.type}`)} {ad.currency_name} · {ad.coin_code}
        </strong>
        <span className={lineStyles.muted}>{t(ad.status === "online" ? "ad.online" : "ad.offline")}</span>
      </div>
      <p className={styles.price}>
        {f.exact(ad.price)}
        <small>{ad.coin_code}</small>
      </p>
      <div className={styles.itemFoot}>
        <div>
          <div className={lineStyles.muted}>
            {t("ad.available")} {f.exact(ad.surplus_number)} / {f.exact(ad.total_number)} {ad.currency_name}
          </div>
          <div className={lineStyles.muted}>
            {t("ad.limits")}{" "}
            {t("ad.limitRange", {
              min: f.exact(ad.min_number),
              max: f.exact(ad.max_number),
              coin: ad.currency_name,
            })}
          </div>
          <Methods kinds={ad.way} />
        </div>
        {ad.status === "online" ? (
          <Button size="small" onClick={offline} data-testid={`p2p-offline-${ad.id}`}>
            {t("publish.offline")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
