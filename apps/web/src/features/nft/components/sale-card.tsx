import type { NftSale } from "@bourse/contract";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { nftPaths, saleDetailPath } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import lineStyles from "../../../ui/line.module.css";
import { PagedList } from "../../../ui/paged-list";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { useLocaleTag } from "../../../ui/use-locale";
import type { SalePage } from "../api/nft";
import { amountText, dueKey, isDue, saleClock, saleThumb, shownPrice } from "../model/sale";
import styles from "./nft.module.css";
import { KindTag, RarityBadge, SaleCountdown, Still } from "./parts";

/**
 * One sale in a list: its still, kind and rarity, title and artist, the price it shows and its
 * countdown. The whole card opens the sale (audio and video artworks on their player screen).
 */
export function SaleCard({ sale, now }: { sale: NftSale; now: number }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const price = shownPrice(sale);
  const artist = sale.artwork?.artist.name;
  return (
    <li className={styles.saleCard} data-testid="nft-sale-card" data-id={sale.id} data-kind={sale.kind}>
      <Link className={lineStyles.cardLink} to={saleDetailPath(sale)}>
        <span className={styles.thumb}>
          <Still src={saleThumb(sale)} alt={sale.title} width={400} height={400} />
          <span className={styles.thumbTags}>
            <KindTag kind={sale.kind} />
            {sale.artwork ? <RarityBadge rarity={sale.artwork.rarity} /> : null}
          </span>
        </span>
        <span className={styles.cardBody}>
          <span className={styles.cardTitle2} translate="no">
            {sale.title}
          </span>
          <span className={styles.by} translate="no">
            {artist ? t("card.by", { name: artist }) : (sale.series?.name ?? t(`kind.${sale.kind}`))}
          </span>
          <span>
            <span className={styles.priceLabel}>{t(`price.${price.label}`)}</span>
            <span className={styles.price} data-testid="nft-card-price">
              {amountText(price.value, sale.currency_type, locale)}
            </span>
          </span>
          <SaleCountdown clock={saleClock(sale, now)} />
        </span>
      </Link>
    </li>
  );
}

/**
 * Sales read page by page (`getBoxList`, favourites, finished resales), two to a row, their countdowns
 * ticking on the server's clock; a countdown that reaches its time reads the list again.
 */
export function SaleList({
  query,
  empty,
  testId,
  browse = true,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: NftSale[]; offset?: number }>>;
  empty: string;
  testId: string;
  /** an empty list offers the way to the market (not on the market's own tabs) */
  browse?: boolean;
}) {
  const { t } = useNftTranslation();
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  const now = useServerNow(pages[pages.length - 1]?.offset ?? 0, items.length > 0);
  useRefetchWhenDue(
    items.map((s) => {
      const clock = saleClock(s, now);
      return isDue(clock) ? dueKey(s.id, clock) : "";
    }),
    () => query.refetch(),
  );
  return (
    <PagedList
      query={query}
      empty={empty}
      browse={browse ? { label: t("home.browse"), to: nftPaths.home } : null}
      testId={testId}
      className={styles.grid}
      row={(sale) => <SaleCard key={sale.id} sale={sale} now={now} />}
    />
  );
}

/** Sales already read (an artist's, the first page of a list), two to a row. */
export function SaleGrid({ sales, offset, testId }: { sales: NftSale[]; offset: number; testId: string }) {
  const now = useServerNow(offset, sales.length > 0);
  return (
    <ul className={styles.grid} data-testid={testId}>
      {sales.map((sale) => (
        <SaleCard key={sale.id} sale={sale} now={now} />
      ))}
    </ul>
  );
}

/** The type the paged sale lists share. */
export type SaleQuery = UseInfiniteQueryResult<InfiniteData<SalePage>>;
