import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { withProject } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { PublicLink } from "../../../ui/public-link";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { VerifyLink } from "../../../ui/verify-link";
import { type IeoSubscription, publishedAllocation } from "../api/ieo";
import { hashInput, isSubscriptionStatus } from "../model/ieo";
import earn from "./earn.module.css";
import styles from "./ieo.module.css";
import { priceText } from "./ieo-parts";

/**
 * One subscription: the project, its state (awaiting the allocation; allocated, with its tokens held
 * until the unlock or released; refunded), the payment frozen and each order that added to it, and once
 * allocated the tokens, what was paid and what came back; then one's line in the published list, with
 * how to check it (once allocated, a link to recompute one's line on the verifier).
 */
export function SubscriptionRow({ sub, userId }: { sub: IeoSubscription; userId: number | undefined }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const f = useFormat();
  const coin = sub.pay_currency_name;
  const unlock = formatDateTime(sub.unlock_at, locale);
  const status = isSubscriptionStatus(sub.status)
    ? sub.status === "allocated"
      ? sub.released
        ? t("ieo.orders.status.released")
        : t("ieo.orders.status.locked", { time: unlock })
      : t(`ieo.orders.status.${sub.status}`)
    : sub.status;
  const allocated = sub.status === "allocated";
  const facts: [string, ReactNode][] = [
    [
      t(sub.status === "subscribed" ? "ieo.orders.frozen" : "ieo.orders.amount", { coin }),
      <span key="amount" data-testid="ieo-sub-amount">
        {f.exact(sub.amount)}
      </span>,
    ],
    [t("ieo.price"), priceText(sub, locale)],
  ];
  if (allocated || sub.tokens !== null)
    facts.push([
      t("ieo.orders.tokens", { token: sub.token }),
      <span key="tokens" data-testid="ieo-sub-tokens">
        {f.exact(sub.tokens)}
      </span>,
    ]);
  if (allocated || sub.paid !== null)
    facts.push([
      t("ieo.orders.paid", { coin }),
      <span key="paid" data-testid="ieo-sub-paid">
        {f.exact(sub.paid)}
      </span>,
    ]);
  if (allocated || sub.refund !== null)
    facts.push([
      t("ieo.orders.refund", { coin }),
      <span key="refund" data-testid="ieo-sub-refund">
        {f.exact(sub.refund)}
      </span>,
    ]);
  if (sub.status !== "refunded") facts.push([t("ieo.unlockAt"), unlock]);

  return (
    <li
      className={lineStyles.item}
      data-testid="ieo-sub"
      data-project={sub.project_id}
      data-status={sub.status}
      data-released={sub.released ? "true" : "false"}
    >
      <div className={earn.itemHead}>
        <Link className={lineStyles.name} to={withProject(sub.project_id)}>
          {sub.name} · {sub.token}
        </Link>
        <span className={styles.state} data-status={sub.status} data-testid="ieo-sub-status">
          {status}
        </span>
      </div>
      <Facts className={styles.smallFacts} items={facts} />
      {sub.orders.length > 0 ? (
        <details className={styles.details} data-testid="ieo-sub-orders">
          <summary>{t("ieo.orders.lines", { n: sub.orders.length })}</summary>
          <ol>
            {sub.orders.map((o) => (
              <li key={o.id} data-testid="ieo-sub-order">
                <span>{formatDateTime(o.created_at, locale)}</span>
                <span>
                  {f.exact(o.amount)} {coin}
                </span>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className={styles.hash}>
        <span className={lineStyles.muted}>{t("ieo.orders.hashLabel")}</span>
        <code data-testid="ieo-sub-hash">{sub.hashed_id}</code>
        <span className={lineStyles.muted}>{t("ieo.orders.salt")}</span>
        <code data-testid="ieo-sub-salt">{sub.salt}</code>
        <p>
          {t("ieo.orders.hashNote")}
          {userId !== undefined ? (
            <> {t("ieo.orders.hashCheck", { input: hashInput(sub.project_id, userId, sub.salt) })}</>
          ) : null}
        </p>
        <p>
          <PublicLink href={publishedAllocation(sub.project_id)} testId="ieo-sub-allocation">
            {t("ieo.allocation")}
          </PublicLink>
        </p>
        {allocated ? (
          <p>
            <VerifyLink target={{ kind: "ieo", id: sub.id }} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
