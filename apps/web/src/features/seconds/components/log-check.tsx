import type { SecondsOrder, TickRef } from "@bourse/contract";
import { Fragment } from "react";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { SectionLoading } from "../../../ui/status";
import tickLog from "../../../ui/tick-log.module.css";
import { useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { useLoggedTicks } from "../api/get-ticks";
import { checkTicks, expiryIndex } from "../model/verify";
import detail from "./detail.module.css";
import shared from "./seconds.module.css";
import { formatTickClock } from "./tick-card";

/** Ticks of the log shown before the end tick (after it, one more). */
const BEFORE_END = 2;

/**
 * A settled order's ticks checked against the public tick log, in the app: the open and end tick as
 * the log has them, and the log around the end time, so the end tick is seen to be the first at or
 * after it.
 */
export function LogCheck({ order, endTick }: { order: SecondsOrder; endTick: TickRef }) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const locale = f.locale;
  const priceDecimals = useMarketPriceDecimals()(order.symbol);
  const price = (value: string) => f.price(value, priceDecimals);
  const open = useLoggedTicks(order.symbol, order.open_tick.seq - 1, 1, true);
  const around = useLoggedTicks(order.symbol, endTick.seq - 1 - BEFORE_END, BEFORE_END + 2, true);
  if (!open.data || !around.data) {
    return (
      <section className={shared.card}>
        <h2 className={shared.cardTitle}>{t("check.title")}</h2>
        <SectionLoading />
      </section>
    );
  }
  const check = checkTicks({ ...order, end_tick: endTick }, open.data, around.data);
  const ticks = [...around.data].sort((a, b) => a.seq - b.seq);
  const divider = expiryIndex(ticks, order.expires_at);
  const lines: [boolean, string][] = [
    [check.open, t("check.open", { seq: order.open_tick.seq, price: price(order.open_tick.price) })],
    [check.end, t("check.end", { seq: endTick.seq, price: price(endTick.price) })],
    [check.first, t("check.first")],
  ];
  return (
    <section className={shared.card} data-testid="log-check" data-ok={check.open && check.end && check.first}>
      <h2 className={shared.cardTitle}>{t("check.title")}</h2>
      <ul className={detail.checks}>
        {lines.map(([ok, text]) => (
          <li key={text} className={ok ? detail.checkOk : detail.checkFailed}>
            <span aria-hidden="true">{ok ? "✓" : "✗"}</span>
            <span>{ok ? text : `${text} — ${t("check.differs")}`}</span>
          </li>
        ))}
      </ul>
      <table className={tickLog.log}>
        <tbody>
          {ticks.map((tick, i) => (
            <Fragment key={tick.seq}>
              {i === divider ? (
                <tr className={detail.logExpiry}>
                  <td colSpan={3}>
                    {t("check.expiry", { time: formatTickClock(Date.parse(order.expires_at), locale) })}
                  </td>
                </tr>
              ) : null}
              <tr data-used={tick.seq === endTick.seq ? "true" : undefined}>
                <td>#{tick.seq}</td>
                <td>{formatTickClock(tick.time, locale)}</td>
                <td>{price(tick.price)}</td>
              </tr>
            </Fragment>
          ))}
          {divider === ticks.length ? (
            <tr className={detail.logExpiry}>
              <td colSpan={3}>
                {t("check.expiry", { time: formatTickClock(Date.parse(order.expires_at), locale) })}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}
