import type { NftSaleDetail } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { myNftTab, nftPaths, saleDetailPath } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { MessageScreen } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, refreshNft, useSale } from "../api/nft";
import styles from "../components/nft.module.css";
import { KindTag, RarityBadge, Still } from "../components/parts";
import { SpotBalance } from "../components/spot-balance";
import { amountText, canBuy, remainingText, saleThumb } from "../model/sale";

/** Refusals after which the screen reads the sale again: its price, stock or window moved on. */
const STALE = new Set(["NFT_PRICE_CHANGED", "NFT_SOLD_OUT", "NFT_NOT_IN_SALE_TIME"]);

/**
 * Buying one edition of a fixed-price sale, or one blind box (`purchase?id=<sale id>`): what is bought
 * and its price, the spot account's balance, a confirmation, then `buyNFT {id, price}` (the price the
 * screen showed: a changed one is refused). A bought edition shows in My NFTs, a box under Boxes.
 */
export default function PurchasePage() {
  const { t, ready } = useNftTranslation();
  const id = useIdParam();
  const detail = useSale(id);
  const sale = detail.data?.sale;
  return (
    <DetailPage
      ready={ready}
      title={t("purchase.title")}
      backTo={sale ? saleDetailPath(sale) : nftPaths.home}
      id={id}
      query={detail}
      notFound={t("detail.notFound")}
      browse={{ label: t("home.browse"), to: nftPaths.home }}
    >
      {(answer) => <PurchaseView sale={answer.sale} refetch={() => detail.refetch()} />}
    </DetailPage>
  );
}

function PurchaseView({ sale, refetch }: { sale: NftSaleDetail; refetch: () => Promise<unknown> }) {
  const { t } = useNftTranslation();
  const common = useTranslation().t;
  const navigate = useNavigate();
  const locale = useLocaleTag();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const coin = sale.currency_type;
  const price = amountText(sale.price, coin, locale);
  const blind = sale.kind === "blind";

  if (!canBuy(sale))
    return (
      <MessageScreen
        title={t("purchase.notForSale")}
        hint={refusal}
        actions={
          <Link to={saleDetailPath(sale)} data-testid="nft-back-to-sale">
            {t("purchase.back")}
          </Link>
        }
      />
    );

  const buy = async () => {
    if (pending) return;
    const confirmed = await confirmSheet({
      title: t("purchase.confirmTitle"),
      testId: "nft-buy-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("purchase.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t(blind ? "purchase.confirmBox" : "purchase.confirm", { title: sale.title, price })}</p>
          <p>{t("purchase.fromSpot")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    setPending(true);
    setRefusal(undefined);
    try {
      await nftCalls.buy(sale.id, sale.price);
      void showToast(t(blind ? "purchase.doneBox" : "purchase.done", { title: sale.title }));
      void refreshNft();
      navigate(myNftTab(blind ? "boxes" : "owned"), { replace: true });
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      setRefusal(failure.message);
      if (failure.code && STALE.has(failure.code)) void refetch();
    } finally {
      setPending(false);
    }
  };

  return (
    <div data-testid="nft-purchase" data-id={sale.id} data-kind={sale.kind}>
      <section className={lineStyles.card}>
        <div className={styles.row}>
          <span className={styles.rowThumb}>
            <Still src={saleThumb(sale)} alt={sale.title} width={64} height={64} />
          </span>
          <div className={styles.rowBody}>
            <span className={styles.name}>{sale.title}</span>
            <span className={styles.headTags}>
              <KindTag kind={sale.kind} />
              {sale.artwork ? <RarityBadge rarity={sale.artwork.rarity} /> : null}
            </span>
            {sale.artwork ? (
              <span className={styles.by}>{t("card.by", { name: sale.artwork.artist.name })}</span>
            ) : null}
          </div>
        </div>
        <Facts
          className={lineStyles.facts}
          testId="nft-purchase-terms"
          items={[
            [
              t(blind ? "price.boxPrice" : "price.price"),
              <strong key="p" data-testid="nft-purchase-price">
                {price}
              </strong>,
            ],
            [t("detail.remaining"), remainingText(sale)],
            ...(sale.item
              ? [[t("detail.edition"), `#${sale.item.edition} · ${sale.item.code}`] as [string, string]]
              : []),
          ]}
        />
        {blind ? <p className={lineStyles.note}>{t("purchase.boxNote")}</p> : null}
      </section>
      <section className={lineStyles.card}>
        <SpotBalance coin={{ id: sale.currency_id, name: coin }} needed={sale.price} />
      </section>
      {refusal ? (
        <p className={lineStyles.alert} role="alert" data-testid="nft-error">
          {refusal}
        </p>
      ) : null}
      <div className={lineStyles.actions}>
        <Button block color="primary" loading={pending} onClick={() => void buy()} data-testid="nft-buy">
          {t("purchase.submit", { price })}
        </Button>
      </div>
    </div>
  );
}
