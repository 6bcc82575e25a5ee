import type { TFunction } from "i18next";
import i18next from "i18next";
import type { ReactNode } from "react";
import { confirmDialog } from "../../../ui/dialog";
import { NO_VALUE } from "../../../ui/quote";
import type { Formatters } from "../../../ui/use-format";
import type { SubmitFields } from "../model/draft";
import { isHighRisk } from "../model/multiple";
import type { OpenPreview } from "../model/preview";
import form from "./form.module.css";

interface ConfirmOpenInput {
  t: TFunction<"lever">;
  /** the formatters in the reader's language */
  f: Formatters;
  /** decimals of the margin currency */
  scale: number;
  /** the market's price precision */
  priceDecimals: number;
  pair: string;
  coin: string;
  fields: SubmitFields;
  marketPrice: string | null;
  figures: OpenPreview | null;
  liquidationRate: string | undefined;
  /** shown under the figures (the fee coupon chosen) */
  extra?: ReactNode;
}

/** Asks before a position opens: every term of it and what it costs; the leverage warning above 10×. */
export function confirmOpen({
  t,
  f,
  scale,
  priceDecimals,
  pair,
  coin,
  fields,
  marketPrice,
  figures,
  liquidationRate,
  extra,
}: ConfirmOpenInput): Promise<boolean> {
  const money = (value: string | undefined) =>
    value === undefined ? NO_VALUE : `${f.amount(value, scale)} ${coin}`;
  const price = (value: string | null | undefined) => f.price(value, priceDecimals);
  const stop = (value: string | undefined) => (value === undefined ? t("confirm.none") : price(value));
  const long = fields.type === 1;
  const rows: [string, string][] = [
    [t("confirm.pair"), pair],
    [t("confirm.direction"), t(long ? "long" : "short")],
    [t("confirm.type"), t(fields.status)],
    [
      t("confirm.price"),
      fields.target_price === undefined
        ? t("confirm.marketPrice", { price: price(marketPrice) })
        : price(fields.target_price),
    ],
    [t("confirm.lots"), f.exact(fields.share)],
    [t("confirm.multiple"), t("multiple", { multiple: fields.multiple })],
    [t("confirm.takeProfit"), stop(fields.target_profit_price)],
    [t("confirm.stopLoss"), stop(fields.stop_loss_price)],
    [t("confirm.margin"), money(figures?.margin)],
    [t("confirm.fee"), money(figures?.fee)],
    [t("confirm.overnight"), money(figures?.overnightPerDay)],
    [t("confirm.total"), money(figures?.total)],
  ];
  return confirmDialog({
    title: t("confirm.title"),
    content: (
      <div data-testid="lever-confirm">
        <dl className={`${form.facts} ${form.confirmFacts}`}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {extra}
        {isHighRisk(fields.multiple) ? (
          <p className={form.warning}>
            {t("form.highRisk", {
              rate: liquidationRate ? f.percent(liquidationRate, 2, false, 0) : NO_VALUE,
            })}
          </p>
        ) : null}
      </div>
    ),
    confirmText: t("confirm.submit"),
    cancelText: i18next.t("common.cancel"),
  });
}
