import type { SecondsOrder } from "@bourse/contract";
import { Link } from "react-router-dom";
import { webViewPath } from "../../../app/paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { useFormat } from "../../../ui/use-format";
import { VerifyLink } from "../../../ui/verify-link";
import { STATUS } from "../model/orders";
import detail from "./detail.module.css";
import shared from "./seconds.module.css";

/** The order's own links may be relative to the site; the web view opens absolute http(s) URLs only. */
function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * The settlement rule in plain words for this order, and where anyone can check its two ticks; once
 * settled, the verifier, which recomputes the result from the recorded ticks in the browser.
 */
export function RuleCard({ order }: { order: SecondsOrder }) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const rules = [
    t("rule.open"),
    t("rule.end", { n: order.seconds }),
    t(order.direction === "down" ? "rule.down" : "rule.up", { rate: f.exact(order.profit_ratio) }),
    t("rule.tie"),
    t("rule.public"),
  ];
  return (
    <section className={shared.card} data-testid="seconds-rule">
      <h2 className={shared.cardTitle}>{t("rule.title")}</h2>
      <ul className={detail.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className={detail.verify}>
        <Link
          className={detail.verifyLink}
          to={webViewPath(absolute(order.verify_url), t("rule.verify"))}
          data-testid="seconds-verify"
        >
          {t("rule.verify")}
        </Link>
        <Link
          className={detail.verifyLink}
          to={webViewPath(absolute(order.proof_url), t("rule.proof"))}
          data-testid="seconds-proof"
        >
          {t("rule.proof")}
        </Link>
        {order.status === STATUS.settled ? (
          <VerifyLink className={detail.verifyMain} target={{ kind: "seconds", id: order.public_id }} />
        ) : null}
      </div>
    </section>
  );
}
