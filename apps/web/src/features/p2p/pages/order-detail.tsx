import type { P2pOrder } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import TextArea from "antd-mobile/es/components/text-area";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { confirmDialog } from "../../../ui/dialog";
import { Facts } from "../../../ui/facts";
import { formatCountdown, formatDateTime, formatExact } from "../../../ui/format";
import { ImageUpload } from "../../../ui/image-upload";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { PrivateImage } from "../../../ui/private-image";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { useNow } from "../../../ui/use-now";
import { p2pCalls, refreshP2p, useOrder } from "../api/p2p";
import { Methods } from "../components/ad-card";
import { MethodDetails } from "../components/method-details";
import { OrderChat } from "../components/order-chat";
import styles from "../components/p2p.module.css";
import { FundPasswordField } from "../components/password-field";
import { idParam, isOpen } from "../model/labels";

/**
 * One order (`?id=`), for either party: the state with the payment countdown, what the buyer pays and
 * where, the buyer's "paid" with its proof and cancel, the seller's release, the appeal once its wait
 * is over, and the chat. Every change either party makes arrives over the user channel.
 */
export default function OrderDetailPage() {
  const { t, ready } = useP2pTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get("id"));
  const order = useOrder(id);
  return (
    <Page title={ready && id ? t("order.title", { id }) : ""} backTo={p2pPaths.legalRecords}>
      {!ready || (id !== null && order.isPending) ? (
        <SectionLoading />
      ) : id === null ||
        (order.isError && (order.error as { code?: string }).code === "P2P_ORDER_NOT_FOUND") ? (
        <MessageScreen title={t("order.notFound")} />
      ) : order.isError || !order.data ? (
        <LoadError onRetry={() => void order.refetch()} />
      ) : (
        <OrderView order={order.data} onChanged={() => void order.refetch()} />
      )}
    </Page>
  );
}

/** Runs an order action, then refreshes what the screens show; a refusal was already shown. */
async function act(run: () => Promise<unknown>, done: () => void): Promise<boolean> {
  try {
    await run();
    done();
    void refreshP2p();
    return true;
  } catch {
    return false;
  }
}

function OrderView({ order, onChanged }: { order: P2pOrder; onChanged: () => void }) {
  const { t } = useP2pTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const open = isOpen(order.status);
  const now = useNow(1000, open).getTime();
  const buyer = order.type === "buy";
  const coin = order.currency_name;
  const fiat = order.coin_code;
  const left = Date.parse(order.pay_deadline) - now;

  const facts: [string, ReactNode][] = [
    [t("order.total"), `${f.exact(order.money)} ${fiat}`],
    [t("order.amount"), `${f.exact(order.number)} ${coin}`],
    [t("order.price"), `${f.exact(order.price)} ${fiat}`],
    ...(!buyer && order.fee !== "0"
      ? [[t("order.fee"), `${f.exact(order.fee)} ${coin}`] as [string, string]]
      : []),
    [t("order.method"), <Methods key="m" kinds={[order.way]} />],
    [
      t(buyer ? "order.seller" : "order.buyer"),
      <span key="c" data-testid="p2p-counterparty">
        {counterpartyName(order, buyer, t)}
      </span>,
    ],
    [t("order.created"), formatDateTime(order.created_at, locale)],
    ...(order.paid_at
      ? [[t("order.paidAt"), formatDateTime(order.paid_at, locale)] as [string, string]]
      : []),
  ];

  return (
    <div data-testid="p2p-order" data-status={order.status} data-role={order.type}>
      <section className={styles.hero}>
        <span className={lineStyles.muted}>
          {t(`order.role.${buyer ? "buy" : "sell"}`)} {coin}
        </span>
        <h2 className={styles.status} data-status={order.status} data-testid="p2p-order-status">
          {t(`status.${order.status as "unpaid"}`)}
        </h2>
        {order.status === "unpaid" ? (
          <div className={styles.countdown} data-testid="p2p-countdown">
            {left > 0 ? formatCountdown(left) : t("order.expired")}
          </div>
        ) : null}
        <p className={lineStyles.note} data-testid="p2p-hero-note">
          {heroNote(order, buyer, t, locale)}
        </p>
      </section>
      {order.ruling ? (
        <section className={`${lineStyles.card} ${styles.ruling}`} data-testid="p2p-ruling">
          <h3 className={lineStyles.cardTitle}>{t("order.rulingTitle")}</h3>
          <p data-testid="p2p-ruling-outcome" data-outcome={order.ruling.outcome}>
            {t(order.ruling.outcome === "release" ? "order.rulingRelease" : "order.rulingRefund")}
          </p>
          <p className={styles.rulingReason} data-testid="p2p-ruling-reason">
            {order.ruling.reason}
          </p>
        </section>
      ) : null}
      {!buyer && open ? (
        <p className={`${lineStyles.note} ${styles.warning}`} data-testid="p2p-seller-warning">
          {t("order.sellerWarning")}
        </p>
      ) : null}
      <section className={lineStyles.card}>
        <Facts items={facts} className={lineStyles.facts} />
      </section>
      {buyer && order.payment && open ? <PayTo order={order} details={order.payment} /> : null}
      {order.proof ? (
        <section className={lineStyles.card}>
          <h3 className={lineStyles.cardTitle}>{t("order.proof")}</h3>
          <PrivateImage path={order.proof} alt={t("order.proof")} className={styles.proof} />
        </section>
      ) : null}
      {buyer && order.status === "unpaid" ? <BuyerActions order={order} onChanged={onChanged} /> : null}
      {!buyer && (order.status === "paid" || order.status === "appeal") ? (
        <ReleaseForm order={order} onChanged={onChanged} />
      ) : null}
      {order.status === "paid" ? <AppealForm order={order} now={now} onChanged={onChanged} /> : null}
      <OrderChat orderId={order.id} open={open} />
    </div>
  );
}

type T = ReturnType<typeof useP2pTranslation>["t"];

/** A yes/no question before an order action, in the user's language. */
function useConfirm() {
  const common = useTranslation().t;
  return (content: string, confirmText = common("common.confirm")) =>
    confirmDialog({ content, confirmText, cancelText: common("common.cancel") });
}

/**
 * The other party: to the seller, the buyer's verified name (the name the transfer comes from); to the
 * buyer, the seller's store (or name); a user id while it has neither.
 */
function counterpartyName(order: P2pOrder, buyer: boolean, t: T): string {
  const name = (buyer ? null : order.buyer_name) ?? order.counterparty.name;
  return name !== "" ? name : t("order.userId", { id: order.counterparty.id });
}

/** What the state asks of this side: the buyer pays and waits, the seller checks its account and releases. */
function heroNote(order: P2pOrder, buyer: boolean, t: T, locale: string): string {
  const values = {
    money: formatExact(order.money, locale),
    fiat: order.coin_code,
    name: counterpartyName(order, buyer, t),
  };
  switch (order.status) {
    case "unpaid":
      return buyer ? t("order.payHint", values) : t("order.waitBuyer", values);
    case "paid":
      return buyer ? t("order.waitSeller") : t("order.checkAndRelease", values);
    case "appeal":
      return t("order.appealed");
    case "completed":
      return t(buyer ? "order.doneBuyer" : "order.done");
    default:
      return order.cancel_reason ? t(`cancelReason.${order.cancel_reason as "buyer"}`) : "";
  }
}

/** Where the buyer pays: the seller's details for the order's method, shown to the buyer only. */
function PayTo({ order, details }: { order: P2pOrder; details: Record<string, string> }) {
  const { t } = useP2pTranslation();
  return (
    <section className={lineStyles.card} data-testid="p2p-pay-to">
      <h3 className={lineStyles.cardTitle}>{t("order.payTo")}</h3>
      <MethodDetails kind={order.way} details={details} />
    </section>
  );
}

/** The buyer of an unpaid order: the payment proof, "I have paid", and cancel. */
function BuyerActions({ order, onChanged }: { order: P2pOrder; onChanged: () => void }) {
  const { t } = useP2pTranslation();
  const confirm = useConfirm();
  const [proof, setProof] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const f = useFormat();
  const money = { money: f.exact(order.money), fiat: order.coin_code };

  const markPaid = async () => {
    if (!proof) return void showToast(t("order.proofNeeded"));
    if (!(await confirm(t("order.markPaidConfirm", money), t("order.markPaid")))) return;
    setPending(true);
    await act(() => p2pCalls.pay(order.id, proof), onChanged);
    setPending(false);
  };
  const cancel = async () => {
    if (!(await confirm(t("order.cancelConfirm"), t("order.cancel")))) return;
    setPending(true);
    await act(() => p2pCalls.cancel(order.id), onChanged);
    setPending(false);
  };

  return (
    <>
      <section className={lineStyles.card}>
        <ImageUpload label={t("order.proofHint")} onUploaded={setProof} testId="p2p-proof" />
      </section>
      <div className={lineStyles.actions}>
        <Button block color="primary" loading={pending} onClick={markPaid} data-testid="p2p-mark-paid">
          {t("order.markPaid")}
        </Button>
        <Button block fill="outline" disabled={pending} onClick={cancel} data-testid="p2p-cancel">
          {t("order.cancel")}
        </Button>
      </div>
    </>
  );
}

/** The seller of a paid order: the fund password and release, after a confirmation naming the sum. */
function ReleaseForm({ order, onChanged }: { order: P2pOrder; onChanged: () => void }) {
  const { t } = useP2pTranslation();
  const f = useFormat();
  const confirm = useConfirm();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const release = async () => {
    if (password === "") return setError(t("take.passwordRequired"));
    const question = t("order.releaseConfirm", { money: f.exact(order.money), fiat: order.coin_code });
    if (!(await confirm(question))) return;
    setPending(true);
    if (await act(() => p2pCalls.release(order.id, password), onChanged)) setPassword("");
    setPending(false);
  };
  return (
    <section className={styles.form}>
      <FundPasswordField
        value={password}
        onChange={(v) => {
          setPassword(v);
          setError(undefined);
        }}
        error={error}
      />
      <div className={lineStyles.actions} style={{ padding: "8px 0 12px" }}>
        <Button
          block
          className={styles.buyButton}
          loading={pending}
          onClick={release}
          data-testid="p2p-release"
        >
          {t("order.release", { amount: f.exact(order.number), coin: order.currency_name })}
        </Button>
      </div>
    </section>
  );
}

/** Either party of a paid order may appeal once the wait after payment is over. */
function AppealForm({ order, now, onChanged }: { order: P2pOrder; now: number; onChanged: () => void }) {
  const { t } = useP2pTranslation();
  const locale = useLocaleTag();
  const [writing, setWriting] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const from = order.appeal_after ? Date.parse(order.appeal_after) : null;
  if (from !== null && now < from)
    return (
      <p className={`${lineStyles.note} ${lineStyles.actions}`} data-testid="p2p-appeal-after">
        {t("order.appealAfter", { time: formatDateTime(from, locale) })}
      </p>
    );
  if (!writing)
    return (
      <div className={lineStyles.actions}>
        <Button
          block
          fill="outline"
          color="warning"
          onClick={() => setWriting(true)}
          data-testid="p2p-appeal"
        >
          {t("order.appeal")}
        </Button>
      </div>
    );
  const submit = async () => {
    setPending(true);
    await act(() => p2pCalls.appeal(order.id, reason.trim()), onChanged);
    setPending(false);
  };
  return (
    <section className={styles.form}>
      <label htmlFor="p2p_appeal" className={lineStyles.cardTitle}>
        {t("order.appealReason")}
      </label>
      <TextArea id="p2p_appeal" rows={3} maxLength={500} value={reason} onChange={setReason} showCount />
      <div className={lineStyles.actions} style={{ padding: "8px 0 12px" }}>
        <Button block color="warning" loading={pending} onClick={submit} data-testid="p2p-appeal-submit">
          {t("order.appealSubmit")}
        </Button>
      </div>
    </section>
  );
}
