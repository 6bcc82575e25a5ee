import type { NftBid, NftMessage, NftOrder } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { Fragment, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { myNftTab, type NftMineTab, nftPaths, withNftId } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { isDecimal } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { formatCoinAmount, formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { PagedList } from "../../../ui/paged-list";
import { QueryTabs, useQueryChoice } from "../../../ui/query-tabs";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, nftKeys, unreadOf, useMessages, useMyBids, useOrders } from "../api/nft";
import styles from "../components/nft.module.css";
import { NftPage } from "../components/nft-page";
import { OrderStatus, PayCountdown } from "../components/order-parts";
import { Still } from "../components/parts";
import { isTimeFigure, messageCoin, messageFigures, messageKind, messageTarget } from "../model/message";
import { payDueKey, payLeft } from "../model/order";
import { AMOUNT_DECIMALS, amountText } from "../model/sale";

const mineTabs = ["bids", "orders", "messages"] as const satisfies readonly NftMineTab[];

/**
 * One's bids, won auctions and messages (`?tab=bids|orders|messages`). Each won auction still to pay
 * counts down to its deadline and leads to paying it; a message is marked read when tapped, or all at
 * once. The user channel refetches orders and messages on every NFT message.
 */
export default function NftMinePage() {
  const { t } = useNftTranslation();
  const [tab, setTab] = useQueryChoice("tab", mineTabs, "bids");
  const messages = useMessages();
  const unread = unreadOf(messages.data) ?? 0;
  return (
    <NftPage
      title={(t) => t("mine.title")}
      right={(t) => (
        <Link className="text-button" to={myNftTab("owned")} data-testid="nft-link-my">
          {t("home.my")}
        </Link>
      )}
    >
      <QueryTabs
        keys={mineTabs}
        active={tab}
        onChange={setTab}
        label={(key) =>
          key === "messages" && unread > 0 ? `${t("mine.tab.messages")} (${unread})` : t(`mine.tab.${key}`)
        }
        testId="nft-mine-tab"
      />
      <Fragment key={tab}>
        {tab === "bids" ? <Bids /> : tab === "orders" ? <Orders /> : <Messages />}
      </Fragment>
    </NftPage>
  );
}

const browse = (t: ReturnType<typeof useNftTranslation>["t"]) => ({
  label: t("home.browse"),
  to: nftPaths.home,
});

function Bids() {
  const { t } = useNftTranslation();
  return (
    <PagedList
      query={useMyBids()}
      empty={t("mine.empty.bids")}
      browse={browse(t)}
      testId="nft-my-bids"
      row={(bid) => <BidRow key={bid.id} bid={bid} />}
    />
  );
}

function BidRow({ bid }: { bid: NftBid }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  return (
    <li className={lineStyles.item} data-testid="nft-my-bid" data-id={bid.id} data-sale={bid.sale_id}>
      <Link className={lineStyles.cardLink} to={withNftId(nftPaths.artworkDetail, bid.sale_id)}>
        <div className={lineStyles.itemHead}>
          <span className={styles.name}>{bid.title}</span>
          <span className={styles.status} data-status={bid.leading ? "leading" : "outbid"}>
            {t(bid.leading ? "mine.leading" : "mine.outbid")}
          </span>
        </div>
        <div className={styles.rowFoot}>
          <strong>{amountText(bid.price, bid.currency_type, locale)}</strong>
          <span className={lineStyles.muted}>{formatDateTime(bid.at, locale)}</span>
        </div>
      </Link>
    </li>
  );
}

function Orders() {
  const { t } = useNftTranslation();
  const orders = useOrders("all");
  const pages = orders.data?.pages ?? [];
  const count = pages.reduce((n, p) => n + p.data.length, 0);
  const now = useServerNow(pages[pages.length - 1]?.offset ?? 0, count > 0);
  // a deadline reached: the server forfeits that order, read the list again
  useRefetchWhenDue(
    pages.flatMap((p) =>
      p.data.map((order) => {
        const left = payLeft(order, now);
        return left !== null && left <= 0 ? payDueKey(order) : "";
      }),
    ),
    () => orders.refetch(),
  );
  return (
    <PagedList
      query={orders}
      empty={t("mine.empty.orders")}
      browse={browse(t)}
      testId="nft-orders"
      row={(order) => <OrderRow key={order.id} order={order} now={now} />}
    />
  );
}

/** A won auction: what it costs, and for one still to pay its countdown and the way to pay. */
function OrderRow({ order, now }: { order: NftOrder; now: number }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const coin = order.currency_type;
  const left = payLeft(order, now);
  return (
    <li className={lineStyles.item} data-testid="nft-order" data-id={order.id} data-status={order.status}>
      <div className={styles.row}>
        <span className={styles.rowThumb}>
          <Still src={order.artwork.thumb} alt={order.title} width={64} height={64} />
        </span>
        <div className={styles.rowBody}>
          <span className={lineStyles.itemHead}>
            <span className={styles.name}>{order.title}</span>
            <OrderStatus status={order.status} />
          </span>
          <Facts
            className={lineStyles.facts}
            items={[
              [t("pay.price"), amountText(order.price, coin, locale)],
              [t("pay.margin"), amountText(order.margin, coin, locale)],
              [t("pay.due"), amountText(order.due, coin, locale)],
              order.paid_at
                ? [t("pay.paidAt"), formatDateTime(order.paid_at, locale)]
                : [t("pay.deadline"), formatDateTime(order.pay_by, locale)],
            ]}
          />
        </div>
      </div>
      {left !== null ? (
        <div className={styles.rowFoot}>
          <PayCountdown ms={left} />
          {left > 0 ? (
            <Button
              size="small"
              color="primary"
              onClick={() => navigate(withNftId(nftPaths.purchaseOne, order.id))}
              data-testid="nft-pay"
              data-id={order.id}
            >
              {t("mine.pay")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Messages() {
  const { t } = useNftTranslation();
  const messages = useMessages();
  const unread = unreadOf(messages.data);
  const [pending, setPending] = useState(false);
  const readAll = async () => {
    setPending(true);
    try {
      await nftCalls.read();
      await queryClient.invalidateQueries({ queryKey: nftKeys.messages });
    } catch {
      // the client showed the refusal
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {messages.data ? (
        <div className={styles.messagesHead}>
          <span data-testid="nft-unread">{t("mine.unread", { n: unread ?? 0 })}</span>
          <Button
            size="mini"
            fill="none"
            color="primary"
            loading={pending}
            disabled={unread === 0}
            onClick={() => void readAll()}
            data-testid="nft-read-all"
          >
            {t("mine.readAll")}
          </Button>
        </div>
      ) : null}
      <PagedList
        query={messages}
        empty={t("mine.empty.messages")}
        browse={browse(t)}
        testId="nft-messages"
        row={(message) => <MessageRow key={message.id} message={message} />}
      />
    </>
  );
}

/** A message: what happened, its sale, its figures; tapping it marks it read. */
function MessageRow({ message }: { message: NftMessage }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const [read, setRead] = useState(message.read);
  const kind = messageKind(message.kind);
  const target = messageTarget(message);
  const coin = messageCoin(message.data);
  const markRead = async () => {
    if (read) return;
    setRead(true);
    try {
      await nftCalls.read(message.id);
      void queryClient.invalidateQueries({ queryKey: nftKeys.messages });
    } catch {
      setRead(false);
    }
  };
  const figures = messageFigures(message.data);
  const figure = (key: string, value: string) => {
    if (isTimeFigure(key)) return formatDateTime(value, locale);
    return isDecimal(value)
      ? coin
        ? amountText(value, coin, locale)
        : formatCoinAmount(value, locale, AMOUNT_DECIMALS)
      : value;
  };
  return (
    // the row's head is a button: tapping marks it read (its link opens what it is about)
    <li
      className={styles.message}
      data-testid="nft-message"
      data-id={message.id}
      data-kind={message.kind}
      data-read={read ? "true" : "false"}
    >
      <button type="button" className={styles.messageButton} onClick={() => void markRead()}>
        <span className={lineStyles.itemHead}>
          <span className={styles.name}>
            {kind ? t(`message.${kind}`) : t("message.other")}
            {read ? null : <span className={styles.dot} role="img" aria-label={t("mine.unreadMark")} />}
          </span>
          <span className={lineStyles.muted}>{formatDateTime(message.at, locale)}</span>
        </span>
        <span className={lineStyles.text}>{message.title}</span>
      </button>
      {figures.length > 0 ? (
        <Facts
          className={lineStyles.facts}
          items={figures.map(({ key, known, value }) => [
            known ? t(`message.figure.${known}`) : key,
            figure(key, value),
          ])}
        />
      ) : null}
      {target ? (
        <Link
          className="text-button"
          to={target}
          onClick={() => void markRead()}
          data-testid="nft-message-open"
        >
          {t(message.kind === "won" || message.kind === "payment_due" ? "mine.pay" : "mine.open")}
        </Link>
      ) : null}
    </li>
  );
}
