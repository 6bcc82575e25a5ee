import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { dualMineTab, earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { AvailableLine } from "../../../ui/balance-line";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { AmountField, SubmitBar, useOrderForm } from "../../../ui/order-form";
import { useIdParam } from "../../../ui/query-gate";
import { NO_VALUE } from "../../../ui/quote";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useLocaleTag } from "../../../ui/use-locale";
import { type DualProduct, dualCalls, useDualProduct } from "../api/dual";
import { refreshEarn } from "../api/earn";
import { ShortNote, useAvailable } from "../components/available";
import styles from "../components/dual.module.css";
import { DualSummary } from "../components/dual-parts";
import earn from "../components/earn.module.css";
import { DetailPage } from "../components/query-gate";
import {
  dualPreview,
  dualSides,
  groupedPrice,
  type SharesProblem,
  sharesOf,
  sharesProblem,
} from "../model/dual";
import { ratePercent } from "../model/figures";
import { isShort } from "../model/ieo";

/**
 * One dual investment product (`?id=`): its terms; buying whole shares from the financial account,
 * with the balance and the way to fill it, the investment computed exactly, what it pays at maturity
 * on either side of the linked price, a confirmation, and the server's refusal as it words it. Guests
 * may look; buying asks them to log in.
 */
export default function DualPurchasePage() {
  const { t } = useEarnTranslation();
  const id = useIdParam();
  const detail = useDualProduct(id);
  return (
    <DetailPage
      title={t("dual.purchase.title")}
      backTo={earnPaths.dual}
      id={id}
      query={detail}
      notFound={t("dual.purchase.notFound")}
      browse={{ label: t("dual.purchase.browse"), to: earnPaths.dual }}
    >
      {(d) => <PurchaseForm key={d.product.id} product={d.product} refetch={() => detail.refetch()} />}
    </DetailPage>
  );
}

/** Each side of the linked price, low side first: its condition in words and what the shares pay. */
interface Scenario {
  side: "kept" | "converted";
  when: string;
  condition: string;
  amount: string;
  coin: string;
  hint: string;
}

function PurchaseForm({ product, refetch }: { product: DualProduct; refetch: () => Promise<unknown> }) {
  const { t } = useEarnTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const f = useFormat();
  const navigate = useNavigate();
  const signedIn = useUserInfo() !== null;
  const { available, shown } = useAvailable(product.invest_currency_id, signedIn);
  const form = useOrderForm("num");
  const num = form.value;
  const coin = product.invest_currency_name;
  const shares = sharesOf(num);
  const counted = shares ?? 1;
  const figures = dualPreview(product, counted);
  const investment = shares === null ? null : (figures?.investment ?? null);
  const short = isShort(available, investment ?? product.per_price);
  const soldOut = product.remaining_shares <= 0;
  const price = groupedPrice(product.linked_price, locale);
  const maturity = formatDateTime(product.maturity_at, locale);
  const typeName = t(`dual.type.${product.type}`);

  const scenarios = (preview: typeof figures): Scenario[] =>
    dualSides(product.type).map(({ side, when }) => {
      const pays = preview?.[side] ?? product.per_share[side];
      return {
        side,
        when,
        condition: t(`dual.scenario.${product.type}.${side}`, {
          base: product.currency_name,
          quote: product.legal_name,
          price,
        }),
        amount: preview ? f.exact(pays.amount) : NO_VALUE,
        coin: pays.currency_name,
        hint:
          side === "kept"
            ? t("dual.scenario.keptHint", { coin: pays.currency_name })
            : t("dual.scenario.convertedHint", {
                coin: pays.currency_name,
                price,
                quote: product.legal_name,
              }),
      };
    });

  const problemText = (problem: SharesProblem) =>
    t(`dual.problem.${problem}`, {
      left: f.exact(product.remaining_shares),
      available: available === undefined ? "" : f.exact(available),
      coin,
    });

  const submit = async (event: FormEvent) => {
    if (!form.start(event, signedIn)) return;
    const problem = sharesProblem(num, {
      remaining: product.remaining_shares,
      perPrice: product.per_price,
      available,
    });
    const n = sharesOf(num);
    if (!form.check(problem && problemText(problem)) || n === null) return;
    const sure = dualPreview(product, n);
    const confirmed = await confirmSheet({
      title: t("dual.confirm.title"),
      testId: "dual-confirm",
      ok: t("dual.confirm.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>
            {t("dual.confirm.invest", {
              investment: f.exact(sure?.investment),
              coin,
              shares: n,
              symbol: product.symbol,
              type: typeName,
            })}
          </p>
          <p>
            {t("dual.confirm.terms", {
              price,
              quote: product.legal_name,
              apr: ratePercent(product.apr, locale),
              days: product.days,
            })}
          </p>
          {scenarios(sure).map((s) => (
            <p key={s.side}>
              {s.condition}: ≈ {s.amount} {s.coin}
            </p>
          ))}
          <p className={lineStyles.muted}>{t("dual.purchase.held", { time: maturity })}</p>
        </>
      ),
    });
    if (!confirmed) return;
    const failure = await form.send(
      () => dualCalls.buy(product.id, String(n)),
      (done) => {
        void showToast(t("dual.purchase.done", { investment: f.exact(done.investment), coin }));
        void refreshEarn();
        navigate(dualMineTab("purchased"), { replace: true });
      },
    );
    // the shares left or the product changed since the screen read them: show the server's
    if (failure?.code === "DUAL_SHARES_LEFT" || failure?.code === "DUAL_PRODUCT_NOT_FOUND") void refetch();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="dual-form" data-id={product.id} data-type={product.type}>
      <section className={lineStyles.card}>
        <DualSummary product={product} />
      </section>
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("dual.purchase.terms")}</h3>
        <Facts
          className={earn.facts}
          testId="dual-terms"
          items={[
            [t("dual.purchase.type"), typeName],
            [t("dual.purchase.investCoin"), coin],
            [t("dual.linkedPrice"), `${price} ${product.legal_name}`],
            [t("dual.term"), t("dual.days", { days: product.days })],
            [t("dual.settleTime"), t("dual.utc", { time: product.settle_time })],
            [t("dual.maturity"), maturity],
          ]}
        />
        <p className={lineStyles.note}>
          {t(`dual.typeLead.${product.type}`, { base: product.currency_name, quote: product.legal_name })}{" "}
          <Link to={earnPaths.dualHelp} data-testid="dual-link-help">
            {t("dual.howItWorks")}
          </Link>
        </p>
      </section>
      <section className={lineStyles.card}>
        <AvailableLine label={t("dual.purchase.available", { coin })} shown={shown} testId="dual-available" />
        {short ? <ShortNote currencyId={product.invest_currency_id} testId="dual-transfer-link" /> : null}
      </section>
      <section className={lineStyles.form}>
        <AmountField
          id="dual_num"
          label={t("dual.purchase.num")}
          hint={t("dual.purchase.numHint", {
            price: f.exact(product.per_price),
            coin,
            left: f.exact(product.remaining_shares),
          })}
          unit={t("dual.purchase.unit")}
          form={form}
          placeholder="1"
          inputMode="numeric"
          disabled={soldOut}
          testId="dual-num"
        />
        <div className={styles.balance}>
          <span className={lineStyles.muted}>{t("dual.purchase.investment")}</span>
          <strong>
            <span data-testid="dual-investment">{f.exact(investment)}</span> <small>{coin}</small>
          </strong>
        </div>
      </section>
      <section className={lineStyles.card} data-testid="dual-preview">
        <h3 className={lineStyles.cardTitle}>{t("dual.purchase.preview")}</h3>
        <div className={styles.scenarios}>
          {scenarios(figures).map((s) => (
            <div
              key={s.side}
              className={styles.scenario}
              data-testid={`dual-scenario-${s.side}`}
              data-when={s.when}
              data-coin={s.coin}
            >
              <span>{s.condition}</span>
              <strong>
                ≈ {s.amount} {s.coin}
              </strong>
              <small>{s.hint}</small>
            </div>
          ))}
        </div>
        <p className={lineStyles.note}>{t("dual.purchase.forShares", { n: counted })}</p>
        <p className={lineStyles.note}>{t("dual.purchase.note")}</p>
        <p className={lineStyles.note}>{t("dual.purchase.held", { time: maturity })}</p>
      </section>
      <SubmitBar
        refusal={form.refusal}
        errorTestId="dual-error"
        pending={form.pending}
        disabled={soldOut}
        label={signedIn ? t("dual.purchase.submit") : t("dual.purchase.login")}
        testId="dual-submit"
      />
    </form>
  );
}
