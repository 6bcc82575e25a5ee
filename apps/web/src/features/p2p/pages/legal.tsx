import { useSearchParams } from "react-router-dom";
import { useCurrencyList } from "../../../api/get-currency-list";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useAppStore } from "../../../app/store";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Chip } from "../../../ui/chips";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { type Side, useFiats, useMarket, useMyStore } from "../api/p2p";
import { AdCard } from "../components/ad-card";
import styles from "../components/p2p.module.css";
import { SideSwitch } from "../components/side-switch";
import { adTypeFor, isMethodKind, methodKinds } from "../model/labels";

/**
 * Ads on offer (`?side=buy|sell&coin=&fiat=&way=`): buy shows the merchants who sell, sell the ones who
 * buy, best price first, filtered by coin, fiat and payment method; the filters live in the address.
 */
export default function LegalPage() {
  const { t, ready } = useP2pTranslation();
  const [search, setSearch] = useSearchParams();
  const signedIn = useAppStore((s) => s.token !== null);
  const coins = useCurrencyList();
  const fiats = useFiats();
  const store = useMyStore(signedIn);
  const side: Side = search.get("side") === "sell" ? "sell" : "buy";
  const coinId =
    Number(search.get("coin")) || coins.data?.find((c) => c.name === "USDT")?.id || coins.data?.[0]?.id;
  const fiat = search.get("fiat") ?? fiats.data?.[0]?.code;
  const way = search.get("way");
  const ads = useMarket({
    type: adTypeFor(side),
    currency_id: coinId,
    coin_code: fiat,
    way: isMethodKind(way) ? way : undefined,
  });
  const items = ads.data?.pages.flatMap((p) => p.data) ?? [];
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };
  const myId = signedIn && store.data?.status === "approved" ? store.data.id : null;

  return (
    <Page title={ready ? t("title") : ""} backTo={p2pPaths.otc}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <>
          <SideSwitch
            side={side}
            onChange={(s) => set("side", s)}
            labels={{ buy: t("side.buy"), sell: t("side.sell") }}
          />
          <div className={styles.filters}>
            {(coins.data ?? []).map((c) => (
              <Chip key={c.id} pressed={c.id === coinId} onClick={() => set("coin", String(c.id))}>
                {c.name}
              </Chip>
            ))}
            <select
              className={styles.select}
              aria-label={t("filter.fiat")}
              value={fiat ?? ""}
              onChange={(e) => set("fiat", e.target.value)}
              data-testid="p2p-fiat"
            >
              {(fiats.data ?? []).map((f) => (
                <option key={f.code} value={f.code}>
                  {f.code}
                </option>
              ))}
            </select>
            <select
              className={styles.select}
              aria-label={t("filter.method")}
              value={isMethodKind(way) ? way : ""}
              onChange={(e) => set("way", e.target.value)}
            >
              <option value="">{t("filter.anyMethod")}</option>
              {methodKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`method.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {ads.isPending ? (
            <SectionLoading />
          ) : ads.isError ? (
            <LoadError onRetry={() => void ads.refetch()} />
          ) : (
            <Refreshable onRefresh={() => ads.refetch()}>
              {items.length === 0 ? (
                <EmptyState text={t("ad.empty")} />
              ) : (
                <>
                  <ul className={lineStyles.list} data-testid="p2p-ads">
                    {items.map((ad) => (
                      <AdCard key={ad.id} ad={ad} mine={ad.seller.id === myId} />
                    ))}
                  </ul>
                  <MoreLoader hasMore={Boolean(ads.hasNextPage)} loadMore={() => ads.fetchNextPage()} />
                </>
              )}
            </Refreshable>
          )}
        </>
      )}
    </Page>
  );
}
