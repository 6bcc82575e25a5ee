import type { NftOrder } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { myNftTab, nftMineTab, nftPaths, withNftId } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, refreshNft, useOrder } from "../api/nft";
import styles from "../components/nft.module.css";
import { OrderStatus, PayCountdown } from "../components/order-parts";
import { RarityBadge, Still } from "../components/parts";
import { SpotBalance } from "../components/spot-balance";
import { payDueKey, payLeft } from "../model/order";
import { amountText } from "../model/sale";

/**
 * Paying a won auction (`purchase_one?id=<order id>`): the winning bid, the margin already frozen, what
 * is due (bid − margin), the deadline counting down on the server's clock, the spot balance, a
 * confirmation, then `payNFTOrder`. Past the deadline the server refuses (NFT_PAYMENT_LATE): its words
 * are shown.
 */
export default function PurchaseOnePage() {
  const { t, ready } = useNftTranslation();
  const id = useIdParam();
  const order = useOrder(id);
  return (
    <DetailPage
      ready={ready}
      title={t("pay.title")}
      backTo={nftMineTab("orders")}
      id={id}
      query={order}
      notFound={t("pay.notFound")}
      browse={{ label: t("pay.orders"), to: nftMineTab("orders") }}
    >
      {(answer) => <PayView order={answer.order} offset={answer.offset} refetch={() => order.refetch()} />}
    </DetailPage>
  );
}

function PayView({
  order,
  offset,
  refetch,
}: {
  order: NftOrder;
  offset: number;
  refetch: () => Promise<unknown>;
}) {
  const { t } = useNftTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const now = useServerNow(offset, order.status === "due");
  const left = payLeft(order, now);
  const late = left !== null && left <= 0;
  // the deadline reached: the server forfeits the order, read it again
  useRefetchWhenDue([late ? payDueKey(order) : ""], refetch);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const coin = order.currency_type;
  const due = amountText(order.due, coin, locale);

  const pay = async () => {
    if (pending || late) return;
    const confirmed = await confirmSheet({
      title: t("pay.confirmTitle"),
      testId: "nft-pay-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("pay.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>
            {t("pay.confirm", {
              due,
              title: order.title,
              margin: amountText(order.margin, coin, locale),
              price: amountText(order.price, coin, locale),
            })}
          </p>
          <p>{t("pay.fromSpot")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    setPending(true);
    setRefusal(undefined);
    try {
      await nftCalls.pay(order.id);
      void showToast(t("pay.done"));
      void refreshNft();
      navigate(myNftTab("owned"), { replace: true });
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      setRefusal(failure.message);
      if (failure.code === "NFT_PAYMENT_LATE" || failure.code === "NFT_ORDER_NOT_DUE") void refetch();
    } finally {
      setPending(false);
    }
  };

  return (
    <div data-testid="nft-pay-order" data-id={order.id} data-status={order.status}>
      <section className={lineStyles.card}>
        <div className={styles.row}>
          <span className={styles.rowThumb}>
            <Still src={order.artwork.thumb} alt={order.title} width={64} height={64} />
          </span>
          <div className={styles.rowBody}>
            <span className={lineStyles.itemHead}>
              <span className={styles.name}>{order.title}</span>
              <OrderStatus status={order.status} />
            </span>
            <span className={styles.headTags}>
              <RarityBadge rarity={order.artwork.rarity} />
            </span>
            <span className={styles.by}>{t("card.by", { name: order.artwork.artist.name })}</span>
          </div>
        </div>
        <Facts
          className={lineStyles.facts}
          testId="nft-pay-terms"
          items={[
            [t("pay.price"), amountText(order.price, coin, locale)],
            [t("pay.margin"), amountText(order.margin, coin, locale)],
            [
              t("pay.due"),
              <strong key="due" data-testid="nft-due">
                {due}
              </strong>,
            ],
            [t("pay.deadline"), formatDateTime(order.pay_by, locale)],
            ...(order.paid_at
              ? [[t("pay.paidAt"), formatDateTime(order.paid_at, locale)] as [string, string]]
              : []),
          ]}
        />
        {left !== null ? <PayCountdown ms={left} big /> : null}
        <p className={lineStyles.note}>{t("pay.note")}</p>
        <p className={lineStyles.note}>
          <button
            type="button"
            className="text-button"
            onClick={() => navigate(withNftId(nftPaths.artworkDetail, order.sale_id))}
            data-testid="nft-order-sale"
          >
            {t("pay.viewSale")}
          </button>
        </p>
      </section>
      {order.status === "due" ? (
        <>
          <section className={lineStyles.card}>
            <SpotBalance coin={{ name: coin }} needed={order.due} />
          </section>
          {refusal ? (
            <p className={lineStyles.alert} role="alert" data-testid="nft-error">
              {refusal}
            </p>
          ) : null}
          <div className={lineStyles.actions}>
            <Button
              block
              color="primary"
              loading={pending}
              disabled={late}
              onClick={() => void pay()}
              data-testid="nft-pay"
            >
              {t("pay.submit", { due })}
            </Button>
          </div>
        </>
      ) : (
        <>
          {refusal ? (
            <p className={lineStyles.alert} role="alert" data-testid="nft-error">
              {refusal}
            </p>
          ) : null}
          <p className={lineStyles.lead} data-testid="nft-order-closed">
            {t(order.status === "paid" ? "pay.isPaid" : "pay.isForfeited")}
          </p>
        </>
      )}
    </div>
  );
}
