import type { NftArtwork, NftOwnerEvent, NftSaleDetail, NftSeries } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { nftPaths, saleDetailPath, withNftId } from "../../../app/lines/nft-paths";
import { useLoginFirst } from "../../../app/require-auth";
import { useAppStore } from "../../../app/store";
import { useNftTranslation } from "../../../i18n/nft";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import { StarIcon } from "../../../ui/icons";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { formatVolume } from "../../../ui/quote";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, nftKeys, type SaleAnswer, useSale, useSaleBids } from "../api/nft";
import {
  amountText,
  canBuy,
  dueKey,
  isDue,
  playsMedia,
  remainingText,
  saleClock,
  shownPrice,
} from "../model/sale";
import { BidBox } from "./bid-box";
import styles from "./nft.module.css";
import { KindTag, RarityBadge, SaleCountdown, StateTag, Still } from "./parts";

/**
 * A sale's screen (`artworkDetail` and `artworkDetail_video`, `?id=<sale id>`): the two differ only in
 * the media they show, and each sends a sale of the other kind to the other (audio and video artworks
 * have the player). Guests may look; buying, joining, bidding and favourites ask them to log in.
 */
export function SaleDetailScreen({ variant }: { variant: "image" | "video" }) {
  const { t, ready } = useNftTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const detail = useSale(id);
  const sale = detail.data?.sale;
  // the other screen's sale: sent on (with a hook, not <Navigate>, which would weigh on the first screen)
  const elsewhere =
    sale && playsMedia(sale.artwork?.artwork_type) !== (variant === "video") ? saleDetailPath(sale) : null;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  if (elsewhere) return null;
  return (
    <DetailPage
      ready={ready}
      title={sale?.title ?? t("detail.title")}
      backTo={nftPaths.home}
      id={id}
      query={detail}
      notFound={t("detail.notFound")}
      browse={{ label: t("home.browse"), to: nftPaths.home }}
    >
      {(answer) => <SaleView key={answer.sale.id} answer={answer} refetch={() => detail.refetch()} />}
    </DetailPage>
  );
}

function SaleView({ answer, refetch }: { answer: SaleAnswer; refetch: () => Promise<unknown> }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const { sale, offset } = answer;
  const now = useServerNow(offset);
  const clock = saleClock(sale, now);
  useRefetchWhenDue([isDue(clock) ? dueKey(sale.id, clock) : ""], refetch);
  const art = sale.artwork;
  const price = shownPrice(sale);
  const coin = sale.currency_type;

  const terms: [string, ReactNode][] = [];
  if (sale.item)
    terms.push([
      t("detail.edition"),
      <span key="edition" data-testid="nft-edition">
        #{sale.item.edition} · {sale.item.code}
      </span>,
    ]);
  else if (art) terms.push([t("detail.minted"), `${art.minted} / ${art.editions}`]);
  if (sale.kind !== "auction") terms.push([t("detail.remaining"), remainingText(sale)]);
  terms.push([t("detail.seller"), sale.seller ?? t("detail.venue")]);
  if (sale.kind === "auction") {
    terms.push([t("detail.startPrice"), amountText(sale.price, coin, locale)]);
    terms.push([t("detail.raise"), amountText(sale.per_increase, coin, locale)]);
    terms.push([t("detail.margin"), amountText(sale.margin, coin, locale)]);
    terms.push([t("detail.bids"), formatVolume(sale.bids, locale)]);
  }
  terms.push([t("detail.start"), formatDateTime(sale.start_at, locale)]);
  terms.push([t("detail.end"), formatDateTime(sale.end_at, locale)]);

  return (
    <article data-testid="nft-sale" data-id={sale.id} data-kind={sale.kind} data-state={sale.state}>
      <SaleMedia sale={sale} />
      <section className={lineStyles.card}>
        <div className={styles.headTags}>
          <KindTag kind={sale.kind} />
          <StateTag state={sale.state} />
          {art ? <RarityBadge rarity={art.rarity} /> : null}
        </div>
        <h2 className={styles.title}>{sale.title}</h2>
        {art ? <Who artwork={art} /> : null}
        <div className={styles.priceRow}>
          <div>
            <span className={styles.priceLabel}>{t(`price.${price.label}`)}</span>
            <span className={styles.bigPrice} data-testid="nft-price">
              {amountText(price.value, coin, locale)}
            </span>
          </div>
          <Favourite sale={sale} />
        </div>
        <SaleCountdown clock={clock} big />
        <Facts className={lineStyles.facts} items={terms} testId="nft-terms" />
      </section>

      {sale.kind === "auction" ? <BidBox sale={sale} refetch={refetch} /> : <BuyBox sale={sale} />}
      {sale.series ? <SeriesCard series={sale.series} coin={coin} /> : null}

      {art?.description ? (
        <section className={lineStyles.card}>
          <h3 className={lineStyles.cardTitle}>{t("detail.about")}</h3>
          <p className={lineStyles.text}>{art.description}</p>
        </section>
      ) : null}
      {sale.series?.description ? (
        <section className={lineStyles.card}>
          <h3 className={lineStyles.cardTitle}>{t("detail.about")}</h3>
          <p className={lineStyles.text}>{sale.series.description}</p>
        </section>
      ) : null}

      <OwnerHistory history={sale.history} />
      {sale.kind === "auction" ? <BidHistory saleId={sale.id} bidCount={sale.bids} coin={coin} /> : null}
    </article>
  );
}

/** The artwork itself: an image or GIF, a video player, or an audio player under its poster. */
function SaleMedia({ sale }: { sale: NftSaleDetail }) {
  const art = sale.artwork;
  if (!art)
    return (
      <div data-testid="nft-media">
        <Still
          className={styles.media}
          src={sale.series?.cover ?? ""}
          alt={sale.title}
          width={390}
          height={390}
        />
      </div>
    );
  if (art.artwork_type === "video")
    return (
      // biome-ignore lint/a11y/useMediaCaption: artworks are uploaded without caption tracks
      <video
        className={styles.media}
        controls
        preload="none"
        playsInline
        poster={art.poster}
        src={art.media}
        width={390}
        height={390}
        aria-label={art.title}
        data-testid="nft-player"
      />
    );
  if (art.artwork_type === "audio")
    return (
      <div className={styles.audio}>
        <Still className={styles.media} src={art.poster} alt={art.title} width={390} height={390} />
        {/* biome-ignore lint/a11y/useMediaCaption: artworks are uploaded without caption tracks */}
        <audio controls preload="none" src={art.media} aria-label={art.title} data-testid="nft-player" />
      </div>
    );
  return (
    <div data-testid="nft-media">
      <Still className={styles.media} src={art.media} alt={art.title} width={390} height={390} />
    </div>
  );
}

/** The artist (its screen) and the collection. */
function Who({ artwork }: { artwork: NftArtwork }) {
  const { t } = useNftTranslation();
  return (
    <div className={styles.who}>
      <span>
        <span className={lineStyles.muted}>{t("detail.artist")} </span>
        <Link to={withNftId(nftPaths.artistDetail, artwork.artist.id)} data-testid="nft-artist-link">
          {artwork.artist.name}
        </Link>
      </span>
      <span>
        <span className={lineStyles.muted}>{t("detail.collection")} </span>
        <Link
          to={`${withNftId(nftPaths.artistDetail, artwork.artist.id)}&collection=${artwork.collection.id}`}
          data-testid="nft-collection-link"
        >
          {artwork.collection.name}
        </Link>
      </span>
    </div>
  );
}

/** The favourites toggle (`collect`): a guest is asked to log in first. */
function Favourite({ sale }: { sale: NftSaleDetail }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const signedIn = useAppStore((s) => s.token !== null);
  const loginFirst = useLoginFirst();
  const toggle = async () => {
    if (!signedIn) {
      loginFirst();
      return;
    }
    try {
      const answer = await nftCalls.collect(sale.id);
      queryClient.setQueryData<SaleAnswer>([...nftKeys.detail, sale.id], (old) =>
        old
          ? { ...old, sale: { ...old.sale, collected: answer.collected, favourites: answer.favourites } }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...nftKeys.my, "collect"] });
    } catch {
      // the client showed the refusal
    }
  };
  return (
    <button
      type="button"
      className={styles.fav}
      aria-pressed={sale.collected}
      aria-label={sale.collected ? t("detail.unfavourite") : t("detail.favourite")}
      onClick={() => void toggle()}
      data-testid="nft-collect"
    >
      <StarIcon size={16} filled={sale.collected} />
      <span data-testid="nft-favourites">{formatVolume(sale.favourites, locale)}</span>
    </button>
  );
}

/** A fixed-price sale's or a series' way to buy, or why there is none now. */
function BuyBox({ sale }: { sale: NftSaleDetail }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const navigate = useNavigate();
  if (!canBuy(sale)) {
    const why =
      sale.state === "upcoming"
        ? t("detail.opensAt", { time: formatDateTime(sale.start_at, locale) })
        : t(sale.state === "ended" ? "detail.closed.ended" : "detail.closed.sold_out");
    return (
      <p className={lineStyles.lead} data-testid="nft-not-for-sale">
        {why}
      </p>
    );
  }
  return (
    <div className={lineStyles.actions}>
      <Button
        block
        color="primary"
        onClick={() => navigate(withNftId(nftPaths.purchase, sale.id))}
        data-testid="nft-buy"
      >
        {t(sale.kind === "blind" ? "detail.buyBox" : "detail.buy")} ·{" "}
        {amountText(sale.price, sale.currency_type, locale)}
      </Button>
    </div>
  );
}

/** A blind-box series: its rarity table, what is sold, the commitment, and the way to check the draw. */
function SeriesCard({ series, coin }: { series: NftSeries; coin: string }) {
  const { t } = useNftTranslation();
  return (
    <section className={lineStyles.card} data-testid="nft-series" data-id={series.id}>
      <h3 className={lineStyles.cardTitle}>{t("series.title", { name: series.name })}</h3>
      <p className={lineStyles.note}>{t("series.lead", { coin })}</p>
      <table className={styles.table} data-testid="nft-series-table">
        <thead>
          <tr>
            <th>{t("series.artwork")}</th>
            <th>{t("series.rarity")}</th>
            <th>{t("series.boxes")}</th>
          </tr>
        </thead>
        <tbody>
          {series.table.map((row) => (
            <tr key={row.artwork.id}>
              <td>{row.artwork.title}</td>
              <td>
                <RarityBadge rarity={row.artwork.rarity} />
              </td>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={lineStyles.note}>{t("series.sold", { sold: series.sold, total: series.total })}</p>
      <div className={styles.hash}>
        <span className={lineStyles.muted}>{t("series.commitment")}</span>
        <code data-testid="nft-commitment">{series.commitment}</code>
        {series.seed ? (
          <>
            <span className={lineStyles.muted}>{t("series.seed")}</span>
            <code data-testid="nft-seed">{series.seed}</code>
          </>
        ) : (
          <p className={lineStyles.note}>{t("series.sealed")}</p>
        )}
      </div>
      <div className={lineStyles.links}>
        <Link to={withNftId(nftPaths.verify, series.id)} data-testid="nft-verify-link">
          {t("series.verify")}
        </Link>
      </div>
    </section>
  );
}

/** The edition's owners, newest first (or the artwork's latest sales). */
function OwnerHistory({ history }: { history: NftOwnerEvent[] }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  return (
    <section className={lineStyles.card} data-testid="nft-history">
      <h3 className={lineStyles.cardTitle}>{t("detail.history")}</h3>
      {history.length === 0 ? (
        <p className={lineStyles.note}>{t("detail.noHistory")}</p>
      ) : (
        <ul className={styles.rows}>
          {history.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.to}`} data-testid="nft-history-row">
              <span className={styles.rowMain}>
                <strong>{t(`detail.event.${event.kind}`)}</strong>
                <span className={lineStyles.muted}>
                  {t("detail.fromTo", { from: event.from ?? t("detail.venue"), to: event.to })}
                </span>
              </span>
              <span className={styles.rowEnd}>
                <span>
                  {event.price !== null ? amountText(event.price, event.currency_type ?? "", locale) : ""}
                </span>
                <span className={lineStyles.muted}>{formatDateTime(event.at, locale)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * An auction's bids, newest first (`getBindBoxQuotationLog`), bidders masked; read again when the sale
 * (polled while live, refetched on one's messages) counts another bid.
 */
function BidHistory({ saleId, bidCount, coin }: { saleId: number; bidCount: number; coin: string }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const bids = useSaleBids(saleId);
  const counted = useRef(bidCount);
  useEffect(() => {
    if (counted.current === bidCount) return;
    counted.current = bidCount;
    void queryClient.invalidateQueries({ queryKey: [...nftKeys.bids, saleId] });
  }, [bidCount, saleId]);
  const items = bids.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section className={lineStyles.card} data-testid="nft-bids">
      <h3 className={lineStyles.cardTitle}>{t("detail.bidHistory")}</h3>
      {bids.isPending ? (
        <SectionLoading />
      ) : bids.isError ? (
        <LoadError onRetry={() => void bids.refetch()} />
      ) : items.length === 0 ? (
        <p className={lineStyles.note}>{t("detail.noBids")}</p>
      ) : (
        <>
          <ul className={styles.rows}>
            {items.map((bid) => (
              <li key={bid.id} data-testid="nft-bid-row" data-leading={bid.leading ? "true" : "false"}>
                <span className={styles.rowMain}>
                  <span>
                    {bid.bidder}{" "}
                    {bid.leading ? (
                      <span className={styles.status} data-status="leading">
                        {t("detail.leading")}
                      </span>
                    ) : null}
                  </span>
                  <span className={lineStyles.muted}>{formatDateTime(bid.at, locale)}</span>
                </span>
                <strong>{amountText(bid.price, bid.currency_type || coin, locale)}</strong>
              </li>
            ))}
          </ul>
          {bids.hasNextPage ? (
            <button
              type="button"
              className="text-button"
              disabled={bids.isFetchingNextPage}
              onClick={() => void bids.fetchNextPage()}
              data-testid="nft-bids-more"
            >
              {t("detail.more")}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
