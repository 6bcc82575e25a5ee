import Button from "antd-mobile/es/components/button";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { growthPaths } from "../../../app/lines/growth-paths";
import { paths } from "../../../app/paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { copyText } from "../../../ui/copy";
import { formatDateTime, formatRelativeTime } from "../../../ui/format";
import { CopyIcon, GiftIcon } from "../../../ui/icons";
import { QueryGate } from "../../../ui/query-gate";
import { useLocaleTag } from "../../../ui/use-locale";
import { useNow } from "../../../ui/use-now";
import { type ShareInfo, useShareInfo } from "../api/growth";
import styles from "../components/growth.module.css";
import { GrowthPage } from "../components/growth-page";
import { KingCard } from "../components/king-card";
import { PosterPopup } from "../components/poster";
import { QrCode } from "../components/qr-code";
import { qrMatrix } from "../model/qr";
import { coinAmount, DEFAULT_RATES, invitedAt, LEVELS, ratePercent } from "../model/share";

/**
 * Invite friends (spec §2 `setting/share`): one's invitation code and link, each with a copy button,
 * the link's QR code and a poster to save; one's invitees per level and in all, one's rates by level
 * (a king manager's marked), the rebates received per coin, in all and today, with when the last came
 * and the way to the records; one's king manager standing and application; and how the programme
 * pays, with the way to the new-user bonus. A rebate lands in the spot account, so the
 * user channel's balance event brings it here without a reload.
 */
export default function SharePage() {
  const info = useShareInfo();
  return (
    <GrowthPage title={(t) => t("share.title")} backTo={paths.setting}>
      <QueryGate query={info}>{(data) => <ShareView info={data} />}</QueryGate>
    </GrowthPage>
  );
}

function ShareView({ info }: { info: ShareInfo & { offset: number } }) {
  const { t } = useGrowthTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const now = new Date(useNow(60_000).getTime() + info.offset);
  const [poster, setPoster] = useState(false);
  const matrix = useMemo(() => {
    try {
      return info.invite_link ? qrMatrix(info.invite_link) : null;
    } catch {
      return null;
    }
  }, [info.invite_link]);
  const app = common("app.name");
  const texts = useMemo(
    () => ({
      app,
      title: t("share.posterTitle"),
      lead: t("share.posterLead", { app }),
      codeLabel: t("share.code"),
      code: info.invite_code,
      scan: t("share.posterScan"),
    }),
    [app, t, info.invite_code],
  );
  const [l1, l2, l3] = LEVELS.map((_, i) => ratePercent(info.rates[i], locale));
  const other = (info.king ? DEFAULT_RATES.standard : DEFAULT_RATES.king).map((r) => ratePercent(r, locale));

  return (
    <>
      <section className={styles.hero}>
        <h2 className={styles.heroTitle}>{t("share.headline")}</h2>
        <p className={styles.heroLead}>{t("share.lead")}</p>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>{t("share.code")}</span>
          <div className={styles.codeLine}>
            <strong className={styles.code} data-testid="share-code">
              {info.invite_code}
            </strong>
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copyText(info.invite_code)}
              disabled={!info.invite_code}
              aria-label={t("share.copyCode")}
              data-testid="share-copy-code"
            >
              <CopyIcon size={16} />
              <span>{t("share.copyCode")}</span>
            </button>
          </div>
        </div>
      </section>

      <Link className={styles.banner} to={growthPaths.getusdt} data-testid="share-bonus-link">
        <span className={styles.bannerIcon}>
          <GiftIcon size={24} />
        </span>
        <span className={styles.bannerText}>
          <span className={styles.bannerTitle}>{t("share.bonus")}</span>
          <span className={styles.bannerHint}>{t("share.bonusHint")}</span>
        </span>
        <span aria-hidden="true">›</span>
      </Link>

      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t("share.link")}</h3>
        <div className={styles.linkLine}>
          <span className={styles.link} data-testid="share-link">
            {info.invite_link}
          </span>
          <button
            type="button"
            className={styles.copy}
            onClick={() => void copyText(info.invite_link)}
            disabled={!info.invite_link}
            aria-label={t("share.copyLink")}
            data-testid="share-copy-link"
          >
            <CopyIcon size={16} />
            <span>{t("share.copyLink")}</span>
          </button>
        </div>
        {matrix ? (
          <div className={styles.qr}>
            <QrCode
              matrix={matrix}
              value={info.invite_link}
              label={t("share.qr")}
              size={168}
              testId="share-qr"
            />
            <p className={styles.note}>{t("share.qrHint")}</p>
            <Button
              color="primary"
              fill="outline"
              onClick={() => setPoster(true)}
              data-testid="share-poster-open"
            >
              {t("share.poster")}
            </Button>
            <PosterPopup visible={poster} onClose={() => setPoster(false)} matrix={matrix} texts={texts} />
          </div>
        ) : null}
      </section>

      <section className={styles.card} data-testid="share-invited" data-total={info.total_invited}>
        <h3 className={styles.cardTitle}>{t("share.invited")}</h3>
        <dl className={styles.figures}>
          <div className={styles.figureTotal}>
            <dt>{t("share.invitedTotal")}</dt>
            <dd data-testid="share-invited-total">{info.total_invited}</dd>
          </div>
          {LEVELS.map((level) => (
            <div key={level}>
              <dt>{t("share.level", { level })}</dt>
              <dd data-testid={`share-invited-${level}`}>{invitedAt(info.invited, level)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.card} data-testid="share-rates" data-king={info.king ? "true" : "false"}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t("share.rates")}</h3>
          {info.king ? (
            <span className={styles.king} data-testid="share-king">
              {t("share.king")}
            </span>
          ) : null}
        </div>
        <dl className={styles.figures}>
          {LEVELS.map((level, i) => (
            <div key={level}>
              <dt>{t("share.level", { level })}</dt>
              <dd data-testid={`share-rate-${level}`}>{ratePercent(info.rates[i], locale)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <KingCard />

      <section className={styles.card} data-testid="share-rebates">
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t("share.rebates")}</h3>
          <Link className="text-button" to={growthPaths.share2} data-testid="share-records-link">
            {t("share.records")} ›
          </Link>
        </div>
        {info.rebates.length === 0 ? (
          <p className={styles.note} data-testid="share-rebates-empty">
            {t("share.noRebates")}
          </p>
        ) : (
          <table className={styles.coins}>
            <thead>
              <tr>
                <th scope="col">{t("share.coin")}</th>
                <th scope="col">{t("share.total")}</th>
                <th scope="col">{t("share.today")}</th>
              </tr>
            </thead>
            <tbody>
              {info.rebates.map((r) => (
                <tr key={r.currency_name} data-testid="share-rebate" data-currency={r.currency_name}>
                  <td>{r.currency_name}</td>
                  <td data-testid="share-rebate-total">
                    {coinAmount(r.total, r.currency_name, locale)}
                    {r.by_level ? (
                      <span className={styles.byLevel} data-testid="share-rebate-levels">
                        {r.by_level
                          .map((v, i) => t("share.levelShort", { level: i + 1, amount: v }))
                          .join(" · ")}
                      </span>
                    ) : null}
                  </td>
                  <td data-testid="share-rebate-today">{coinAmount(r.today, r.currency_name, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {info.updated_at ? (
          <p className={styles.note} data-testid="share-rebates-last">
            <time dateTime={info.updated_at} title={formatDateTime(info.updated_at, locale)}>
              {t("share.lastAt", {
                time: formatRelativeTime(info.updated_at, now, locale, common("time.justNow")),
              })}
            </time>
          </p>
        ) : null}
      </section>

      <section className={styles.card} data-testid="share-how">
        <h3 className={styles.cardTitle}>{t("share.how")}</h3>
        <ul className={styles.how}>
          <li>{t("share.howLevels")}</li>
          <li>{t("share.howFees", { l1, l2, l3 })}</li>
          <li>
            {info.king
              ? t("share.howKingYou", { s1: other[0], s2: other[1], s3: other[2] })
              : t("share.howKing", { k1: other[0], k2: other[1], k3: other[2] })}
          </li>
          <li>{t("share.howPaid")}</li>
          <li>{t("share.howLimits")}</li>
        </ul>
      </section>
    </>
  );
}
