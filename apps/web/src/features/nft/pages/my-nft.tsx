import type { NftBox, NftItem } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { type MyNftTab, nftMineTab, nftPaths, withNftId } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { alertDialog } from "../../../ui/dialog";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { PagedList } from "../../../ui/paged-list";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { useLocaleTag } from "../../../ui/use-locale";
import { VerifyLink } from "../../../ui/verify-link";
import { nftCalls, nftKeys, useMyNfts, useSeedRevealed } from "../api/nft";
import styles from "../components/nft.module.css";
import { NftPage } from "../components/nft-page";
import { RarityBadge, Still } from "../components/parts";
import { SaleList } from "../components/sale-card";

const myTabs = ["owned", "boxes", "collect", "sold"] as const satisfies readonly MyNftTab[];

/**
 * One's NFTs (`?tab=owned|boxes|collect|sold`): the editions one holds (each with its code, whether it
 * is on sale, and Resell when it is not), one's blind boxes (open an unopened one: what it held is
 * revealed; an opened one shows its artwork), one's favourites and one's finished resales.
 */
export default function MyNftPage() {
  const { t } = useNftTranslation();
  const [tab, setTab] = useQueryChoice("tab", myTabs, "owned");
  return (
    <NftPage
      title={(t) => t("my.title")}
      right={(t) => (
        <Link className="text-button" to={nftMineTab("orders")} data-testid="nft-link-mine">
          {t("my.mine")}
        </Link>
      )}
    >
      <QueryTabs
        keys={myTabs}
        active={tab}
        onChange={setTab}
        label={(key) => t(`my.tab.${key}`)}
        testId="nft-my-tab"
      />
      <Fragment key={tab}>
        {tab === "owned" ? <Owned /> : tab === "boxes" ? <Boxes /> : <MySales tab={tab} />}
      </Fragment>
    </NftPage>
  );
}

const browse = (t: ReturnType<typeof useNftTranslation>["t"]) => ({
  label: t("home.browse"),
  to: nftPaths.home,
});

function Owned() {
  const { t } = useNftTranslation();
  return (
    <PagedList
      query={useMyNfts("owned")}
      empty={t("my.empty.owned")}
      browse={browse(t)}
      testId="nft-owned"
      row={(item) => <ItemRow key={item.id} item={item} />}
    />
  );
}

/** An edition one holds: its artwork, code and edition, and whether it is on sale. */
function ItemRow({ item }: { item: NftItem }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const listed = item.listed_sale_id;
  return (
    <li
      className={lineStyles.item}
      data-testid="nft-item"
      data-id={item.id}
      data-listed={listed !== null ? "true" : "false"}
    >
      <div className={styles.row}>
        <span className={styles.rowThumb}>
          <Still src={item.artwork.thumb} alt={item.artwork.title} width={64} height={64} />
        </span>
        <div className={styles.rowBody}>
          <span className={styles.name}>{item.artwork.title}</span>
          <span className={styles.headTags}>
            <RarityBadge rarity={item.artwork.rarity} />
            <span className={lineStyles.tag} data-testid="nft-item-code">
              #{item.edition} · {item.code}
            </span>
          </span>
          <span className={styles.by}>
            {t("my.acquired", { time: formatDateTime(item.acquired_at, locale) })}
          </span>
        </div>
      </div>
      <div className={styles.rowFoot}>
        <span className={styles.status} data-status={listed !== null ? "listed" : "held"}>
          {listed !== null ? t("my.listed") : t("my.notListed")}
        </span>
        {listed !== null ? (
          <Link
            className="text-button"
            to={withNftId(nftPaths.artworkDetail, listed)}
            data-testid="nft-view-sale"
          >
            {t("my.viewSale")}
          </Link>
        ) : (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => navigate(withNftId(nftPaths.resell, item.id))}
            data-testid="nft-resell"
          >
            {t("my.resell")}
          </Button>
        )}
      </div>
    </li>
  );
}

function Boxes() {
  const { t } = useNftTranslation();
  return (
    <PagedList
      query={useMyNfts("boxes")}
      empty={t("my.empty.boxes")}
      browse={{ label: t("my.browseBoxes"), to: `${nftPaths.home}?tab=blind` }}
      testId="nft-boxes"
      row={(box) => <BoxRow key={box.id} box={box} />}
    />
  );
}

/** What a box held, shown as it is revealed (kept short; none for those who ask for less motion). */
function Reveal({ box }: { box: NftBox }) {
  const { t } = useNftTranslation();
  const item = box.item;
  if (!item) return <p>{t("my.opened")}</p>;
  return (
    <div className={styles.reveal} data-testid="nft-reveal" data-artwork={item.artwork.id}>
      <Still
        src={item.artwork.thumb || item.artwork.poster}
        alt={item.artwork.title}
        width={180}
        height={180}
      />
      <strong>{item.artwork.title}</strong>
      <RarityBadge rarity={item.artwork.rarity} />
      <span className={lineStyles.muted}>
        #{item.edition} · {item.code}
      </span>
    </div>
  );
}

/**
 * A blind box: unopened ones open (confirmed), opened ones show the edition they held; once its series
 * has ended (its seed is public), a link to recompute its draw on the verifier.
 */
function BoxRow({ box }: { box: NftBox }) {
  const { t } = useNftTranslation();
  const common = useTranslation().t;
  const [pending, setPending] = useState(false);
  const open = async () => {
    const confirmed = await confirmSheet({
      title: t("my.openTitle"),
      testId: "nft-open-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("my.openOk"),
      cancel: common("common.cancel"),
      children: <p>{t("my.openConfirm", { number: box.number, series: box.series })}</p>,
    });
    if (!confirmed) return;
    setPending(true);
    try {
      const answer = await nftCalls.open(box.id);
      void queryClient.invalidateQueries({ queryKey: nftKeys.my });
      await alertDialog({
        title: t("my.revealTitle"),
        content: <Reveal box={answer.box} />,
        confirmText: <span data-testid="nft-reveal-ok">{common("common.ok")}</span>,
      });
    } catch {
      // the client showed the refusal
    } finally {
      setPending(false);
    }
  };
  const item = box.item;
  return (
    <li
      className={lineStyles.item}
      data-testid="nft-box"
      data-id={box.id}
      data-opened={box.opened ? "true" : "false"}
    >
      <div className={styles.row}>
        <span className={styles.rowThumb}>
          <Still
            src={item ? item.artwork.thumb : box.cover}
            alt={item ? item.artwork.title : box.series}
            width={64}
            height={64}
          />
        </span>
        <div className={styles.rowBody}>
          <span className={styles.name}>{box.series}</span>
          <span className={lineStyles.muted}>{t("my.box", { number: box.number })}</span>
          {item ? (
            <span className={styles.headTags}>
              <span>{item.artwork.title}</span>
              <RarityBadge rarity={item.artwork.rarity} />
              <span className={lineStyles.tag}>
                #{item.edition} · {item.code}
              </span>
            </span>
          ) : null}
        </div>
      </div>
      <div className={styles.rowFoot}>
        <span className={styles.status} data-status={box.opened ? "opened" : "unopened"}>
          {box.opened ? t("my.opened") : t("my.unopened")}
        </span>
        <BoxVerify box={box} />
        {box.opened ? null : (
          <Button
            size="small"
            color="primary"
            loading={pending}
            onClick={() => void open()}
            data-testid="nft-open-box"
          >
            {t("my.open")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Verify" on a box whose draw can be recomputed: its series' seed is public (the series has ended). */
function BoxVerify({ box }: { box: NftBox }) {
  const revealed = useSeedRevealed(box.series_id);
  return revealed.data ? (
    <VerifyLink className={styles.boxVerify} target={{ kind: "nft", id: box.id }} />
  ) : null;
}

function MySales({ tab }: { tab: "collect" | "sold" }) {
  const { t } = useNftTranslation();
  return <SaleList query={useMyNfts(tab)} empty={t(`my.empty.${tab}`)} testId={`nft-my-${tab}`} />;
}
