import { verifyOutcome } from "@bourse/engine";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import type { Tick } from "../../../api/get-ticks";
import { paths, webViewPath } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { isPositive } from "../../../ui/decimal";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { NO_VALUE } from "../../../ui/quote";
import { SectionLoading } from "../../../ui/status";
import tickLog from "../../../ui/tick-log.module.css";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { verifyPath } from "../../../ui/verify-link";
import { type LeverProofs, useLeverProofs, useLogTicks } from "../api/get-lever-proofs";
import styles from "../components/check.module.css";
import { pnlTone } from "../components/tone";
import { fieldMatches, inLog, type PositionCheck, passed, readProofs, type UsedTick } from "../model/check";

/** Ticks of the log shown before the close tick (and one after it). */
const BEFORE = 2;

/**
 * One closed position checked against the public tick log (`contract_verify?id=`): the tick that decided
 * the open price and the one that decided the close price, each figure recomputed on the phone by the
 * engine's rules (the code the server settled with) next to what was recorded, the log around the close
 * tick, and for experts the raw tick data and the full proof in the verifier.
 */
export default function ContractVerifyPage() {
  const { t, ready } = useLeverTranslation();
  const id = useIdParam();
  const proofs = useLeverProofs(id);
  return (
    <DetailPage
      ready={ready}
      title={t("check.title")}
      backTo={paths.contractOrders}
      id={id}
      query={proofs}
      notFound={t("check.notFound")}
      browse={{ label: t("history.title"), to: paths.contractOrders }}
    >
      {(data) => <Check id={id ?? 0} proofs={data} />}
    </DetailPage>
  );
}

function Check({ id, proofs }: { id: number; proofs: LeverProofs }) {
  const { t } = useLeverTranslation();
  const check = useMemo(() => readProofs(proofs.open, proofs.close, id, verifyOutcome), [proofs, id]);
  if (!check) {
    return (
      <div className={styles.screen}>
        <section className={styles.card} data-testid="lever-check" data-ok="false">
          <p className={styles.lead}>{t("check.unreadable")}</p>
        </section>
      </div>
    );
  }
  return <CheckView id={id} check={check} />;
}

function CheckView({ id, check }: { id: number; check: PositionCheck }) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const scale = useCurrencyScale();
  const priceDecimals = useMarketPriceDecimals()(check.symbol);
  const openLog = useLogTicks(check.symbol, check.open.tick.seq - 1, 1);
  const closeLog = useLogTicks(check.symbol, check.close.tick.seq - 1 - BEFORE, BEFORE + 2);
  const coin = check.symbol.split("/")[1] ?? "";
  const price = (value: string) => f.price(value, priceDecimals);
  const money = (value: string, signed = false) => `${f.amount(value, scale(coin), signed)} ${coin}`;
  /** A factor of a rule (spread, fee rate, lot size) with all its digits, in the reader's separators. */
  const factor = (value: string) => {
    const text = f.number(value, value.split(".")[1]?.length ?? 0);
    return text === NO_VALUE ? value : text;
  };
  const size = { lots: check.lots, size: factor(check.lotSize) };
  const long = check.direction === "long";
  const spread = { spread: factor(check.spreadRate) };
  // a long opens at the higher price and closes at the lower one; a short the other way round
  const openRule =
    check.open.orderType === "limit"
      ? t("check.limitRule", { price: price(check.open.target ?? "") })
      : t(long ? "check.upRule" : "check.downRule", spread);
  const closeRule = t(long ? "check.downRule" : "check.upRule", spread);
  const closeKey = (field: string) => (check.close.liquidation ? `${field}.${id}` : field);

  const logged = openLog.data && closeLog.data ? [...openLog.data, ...closeLog.data] : null;
  const openInLog = logged ? inLog(check.open.tick, logged) : false;
  const closeInLog = logged ? inLog(check.close.tick, logged) : false;
  const ok = passed(check.open.steps) && passed(check.close.steps) && openInLog && closeInLog;
  const rawUrl = new URL(
    `/api/ticks?symbol=${encodeURIComponent(check.symbol)}&after_seq=${check.close.tick.seq - 1 - BEFORE}&limit=${BEFORE + 2}`,
    window.location.origin,
  ).href;

  return (
    <div className={styles.screen} data-testid="lever-check" data-ok={logged ? String(ok) : undefined}>
      <section className={styles.card}>
        {logged ? (
          <div
            className={styles.verdict}
            data-ok={String(ok)}
            role="status"
            data-testid="lever-check-verdict"
          >
            <span className={styles.verdictMark} aria-hidden="true">
              <span>{ok ? "✓" : "✗"}</span>
            </span>
            <span>{t(ok ? "check.ok" : "check.failed")}</span>
          </div>
        ) : null}
        <p className={styles.lead}>
          {t("check.lead", {
            direction: t(check.direction),
            lots: check.lots,
            pair: check.symbol,
          })}
        </p>
      </section>

      <section className={styles.card} data-testid="check-open">
        <h2 className={styles.cardTitle}>{t("check.open")}</h2>
        <TickLine tick={check.open.tick} priceDecimals={priceDecimals} />
        <ul className={styles.rows}>
          <Row
            label={t("check.openPrice")}
            rule={openRule}
            value={price(check.open.price)}
            ok={fieldMatches(check.open.steps, "open_price")}
            testId="check-open-price"
          />
          <Row
            label={t("check.margin")}
            rule={t("check.marginRule", { ...size, multiple: check.open.multiple ?? "--" })}
            value={money(check.open.margin)}
            ok={fieldMatches(check.open.steps, "margin")}
          />
          <Row
            label={t("check.fee")}
            rule={t("check.feeRule", {
              ...size,
              rate: check.open.feeRate === null ? NO_VALUE : factor(check.open.feeRate),
            })}
            value={money(check.open.fee)}
            ok={fieldMatches(check.open.steps, "fee")}
          />
        </ul>
      </section>

      <section className={styles.card} data-testid="check-close">
        <h2 className={styles.cardTitle}>{t("check.close")}</h2>
        <TickLine tick={check.close.tick} priceDecimals={priceDecimals} />
        <ul className={styles.rows}>
          {check.close.liquidation ? (
            <Row
              label={t("reason.liquidation")}
              rule={t("check.liquidationRule", {
                rate: f.rate(check.close.threshold),
              })}
              value=""
              ok={check.close.steps.some((s) => s.name === "at liquidation" && s.ok)}
            />
          ) : null}
          <Row
            label={t("check.closePrice")}
            rule={closeRule}
            value={price(check.close.price)}
            ok={fieldMatches(check.close.steps, closeKey("close_price"))}
            testId="check-close-price"
          />
          <Row
            label={t("check.pnl")}
            rule={t(long ? "check.pnlLong" : "check.pnlShort", size)}
            value={money(check.close.pnl, true)}
            tone={pnlTone(check.close.pnl)}
            ok={fieldMatches(check.close.steps, closeKey("pnl"))}
            testId="check-pnl"
          />
          {isPositive(check.close.absorbed) ? (
            <Row
              label={t("check.absorbed")}
              value={money(check.close.absorbed)}
              ok={fieldMatches(check.close.steps, "absorbed")}
            />
          ) : null}
        </ul>
      </section>

      <section className={styles.card} data-testid="check-log">
        <h2 className={styles.cardTitle}>{t("check.log")}</h2>
        {logged && closeLog.data ? (
          <>
            <ul className={styles.rows}>
              <Row
                label={t("check.logHas", { seq: check.open.tick.seq, price: price(check.open.tick.price) })}
                ok={openInLog}
              />
              <Row
                label={t("check.logHas", { seq: check.close.tick.seq, price: price(check.close.tick.price) })}
                ok={closeInLog}
              />
            </ul>
            <LogTable ticks={closeLog.data} used={check.close.tick.seq} priceDecimals={priceDecimals} />
          </>
        ) : (
          <SectionLoading />
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("check.experts")}</h2>
        <p className={styles.lead}>{t("check.expertsHint")}</p>
        <div className={styles.links}>
          <Link className={styles.link} to={webViewPath(rawUrl, t("check.raw"))} data-testid="check-raw">
            {t("check.raw")}
          </Link>
          <Link className={styles.link} to={verifyPath({ kind: "lever", id })} data-testid="verify-link">
            {t("check.proof")}
          </Link>
        </div>
      </section>
    </div>
  );
}

function TickLine({ tick, priceDecimals }: { tick: UsedTick; priceDecimals: number | undefined }) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  return (
    <div className={styles.tick} data-testid="check-tick" data-seq={tick.seq}>
      <span>
        {t("check.tick", { seq: tick.seq })}
        <br />
        {f.dateTime(tick.time, "millisecond")}
      </span>
      <span>
        {t("check.index")}
        <br />
        <strong>{f.price(tick.price, priceDecimals)}</strong>
      </span>
    </div>
  );
}

function Row({
  label,
  rule,
  value,
  tone,
  ok,
  testId,
}: {
  label: string;
  rule?: string;
  value?: string;
  tone?: string;
  ok: boolean;
  testId?: string;
}) {
  const { t } = useLeverTranslation();
  return (
    <li className={styles.row} data-ok={String(ok)} data-testid={testId}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={`${styles.rowValue} ${tone ?? ""}`}>{value}</span>
      <span className={styles.rowRule}>{rule}</span>
      <span className={styles.rowMark}>{ok ? `✓ ${t("check.matches")}` : `✗ ${t("check.differs")}`}</span>
    </li>
  );
}

/** The log's ticks around the close tick, oldest first, the one used marked. */
function LogTable({
  ticks,
  used,
  priceDecimals,
}: {
  ticks: readonly Tick[];
  used: number;
  priceDecimals: number | undefined;
}) {
  const f = useFormat();
  const sorted = [...ticks].sort((a, b) => a.seq - b.seq);
  return (
    <table className={`${tickLog.log} ${styles.log}`} data-testid="check-log-table">
      <tbody>
        {sorted.map((tick) => (
          <tr key={tick.seq} data-used={tick.seq === used ? "true" : undefined}>
            <td>#{tick.seq}</td>
            <td>{f.dateTime(tick.time, "millisecond")}</td>
            <td>{f.price(tick.price, priceDecimals)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
