import type { NftSaleDetail } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { useLoginFirst } from "../../../app/require-auth";
import { useAppStore } from "../../../app/store";
import { useNftTranslation } from "../../../i18n/nft";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { decimalInput, isPositive } from "../../../ui/decimal";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, nftKeys } from "../api/nft";
import { auctionPart, bidProblem, leastBid, lowerBid, raiseBid } from "../model/bid";
import { amountText } from "../model/sale";
import styles from "./nft.module.css";

/** Refusals after which the screen reads the sale again: its bid, its end or one's part moved on. */
const STALE = new Set([
  "NFT_BID_TOO_LOW",
  "NFT_ALREADY_LEADING",
  "NFT_ALREADY_JOINED",
  "NFT_NOT_JOINED",
  "NFT_NOT_IN_SALE_TIME",
]);

/**
 * An auction's bid box (docs/nft-api.md "Auction"). Not joined (or a guest, who is asked to log in
 * first): "Join (margin X)", confirmed, freezes the margin; one may join before the start. Joined, once
 * live: the bid, prefilled with the least next bid and moved by the sale's raise, checked here,
 * confirmed, then sent; the leader is told so and cannot bid against itself. A refusal shows as the
 * server words it (NFT_BID_TOO_LOW names the minimum), and the sale is read again. An ended auction
 * says so.
 */
export function BidBox({ sale, refetch }: { sale: NftSaleDetail; refetch: () => Promise<unknown> }) {
  const { t } = useNftTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const signedIn = useAppStore((s) => s.token !== null);
  const loginFirst = useLoginFirst();
  const part = auctionPart(sale, signedIn);
  const coin = sale.currency_type;
  const least = leastBid(sale);
  const step = sale.per_increase !== null && isPositive(sale.per_increase) ? sale.per_increase : null;
  const [price, setPrice] = useState(least);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);

  // the least bid moved (a new bid, a refusal, a refetch): follow it until the user types
  useEffect(() => {
    if (!touched) setPrice(least);
  }, [least, touched]);

  const edit = (value: string) => {
    setPrice(value);
    setTouched(true);
    setError(undefined);
    setRefusal(undefined);
  };

  const fail = (failure: unknown) => {
    if (!(failure instanceof ApiError)) return;
    if (failure.field === "price") setError(failure.message);
    else setRefusal(failure.message);
    if (failure.code && STALE.has(failure.code)) {
      setTouched(false);
      void refetch();
    }
  };

  const join = async () => {
    if (!signedIn) {
      loginFirst();
      return;
    }
    const margin = amountText(sale.margin ?? "0", coin, locale);
    const confirmed = await confirmSheet({
      title: t("auction.joinTitle"),
      testId: "nft-join-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("auction.joinOk"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t("auction.joinConfirm", { margin })}</p>
          <p>{t("auction.joinForfeit")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    setPending(true);
    setRefusal(undefined);
    try {
      await nftCalls.join(sale.id);
      void showToast(t("auction.joined", { margin }));
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
      await refetch();
    } catch (failure) {
      fail(failure);
    } finally {
      setPending(false);
    }
  };

  const bid = async () => {
    if (pending) return;
    const problem = bidProblem(price, least);
    if (problem) {
      setError(t(`auction.problem.${problem}`, { min: amountText(least, coin, locale) }));
      return;
    }
    const value = price.trim();
    const confirmed = await confirmSheet({
      title: t("auction.bidTitle"),
      testId: "nft-bid-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("auction.bidOk"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t("auction.bidConfirm", { price: amountText(value, coin, locale), title: sale.title })}</p>
          <p>{t("auction.bidNote")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await nftCalls.bid(sale.id, value);
      void showToast(t("auction.placed", { price: amountText(answer.price, coin, locale) }));
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: [...nftKeys.bids, sale.id] });
      void queryClient.invalidateQueries({ queryKey: nftKeys.myBids });
      await refetch();
    } catch (failure) {
      fail(failure);
    } finally {
      setPending(false);
    }
  };

  if (sale.state !== "live" && sale.state !== "upcoming")
    return (
      <p className={lineStyles.lead} data-testid="nft-not-for-sale">
        {t("detail.closed.ended")}
      </p>
    );
  const opensAt = formatDateTime(sale.start_at, locale);

  return (
    <section className={lineStyles.card} data-testid="nft-bid-box" data-part={part} data-state={sale.state}>
      <h3 className={lineStyles.cardTitle}>{t("auction.title")}</h3>
      {sale.state === "upcoming" && part !== "guest" && part !== "join" ? (
        <p className={lineStyles.note} data-testid="nft-joined-waiting">
          {t("auction.joinedWaiting", { time: opensAt })}
        </p>
      ) : part === "guest" || part === "join" ? (
        <>
          {sale.state === "upcoming" ? (
            <p className={lineStyles.note} data-testid="nft-opens-at">
              {t("detail.opensAt", { time: opensAt })}
            </p>
          ) : null}
          <p className={lineStyles.note}>
            {t("auction.joinNote", { margin: amountText(sale.margin ?? "0", coin, locale) })}
          </p>
          <div className={styles.bidActions}>
            <Button
              block
              color="primary"
              loading={pending}
              onClick={() => void join()}
              data-testid="nft-join"
            >
              {t("auction.join", { margin: amountText(sale.margin ?? "0", coin, locale) })}
            </Button>
          </div>
        </>
      ) : (
        <>
          {part === "leading" ? (
            <p className={styles.leading} data-testid="nft-leading">
              {t("auction.leading", { price: amountText(sale.mine?.bid ?? sale.current_bid, coin, locale) })}
            </p>
          ) : sale.mine?.bid ? (
            <p className={lineStyles.note}>
              {t("auction.yourBid", { price: amountText(sale.mine.bid, coin, locale) })}
            </p>
          ) : null}
          <label className={lineStyles.muted} htmlFor="nft_bid">
            {t("auction.price", { coin })}
          </label>
          <div className={styles.bidRow}>
            <button
              type="button"
              className={styles.step}
              onClick={() => edit(lowerBid(price, step ?? "0", least))}
              disabled={step === null}
              aria-label={t("auction.lower", { step: step ?? "" })}
              data-testid="nft-bid-down"
            >
              −
            </button>
            <span className={styles.bidInput} data-invalid={error ? "true" : undefined}>
              <input
                id="nft_bid"
                className={lineStyles.input}
                inputMode="decimal"
                autoComplete="off"
                value={price}
                onChange={(e) => edit(decimalInput(e.target.value))}
                aria-invalid={error ? true : undefined}
                aria-describedby="nft_bid_hint"
                data-testid="nft-bid-input"
              />
              <span className={lineStyles.unit}>{coin}</span>
            </span>
            <button
              type="button"
              className={styles.step}
              onClick={() => edit(raiseBid(price, step ?? "0", least))}
              disabled={step === null}
              aria-label={t("auction.raise", { step: step ?? "" })}
              data-testid="nft-bid-up"
            >
              +{step ?? ""}
            </button>
          </div>
          {error ? (
            <p className={styles.fieldError} role="alert" data-testid="nft-bid-error">
              {error}
            </p>
          ) : (
            <p className={styles.fieldHint} id="nft_bid_hint" data-testid="nft-bid-least">
              {t("auction.least", { min: amountText(least, coin, locale) })}
            </p>
          )}
          <div className={styles.bidActions}>
            <Button
              block
              color="primary"
              loading={pending}
              disabled={part === "leading"}
              onClick={() => void bid()}
              data-testid="nft-bid"
            >
              {t("auction.bid")}
            </Button>
          </div>
        </>
      )}
      {refusal ? (
        <p className={lineStyles.alert} role="alert" data-testid="nft-error">
          {refusal}
        </p>
      ) : null}
    </section>
  );
}
