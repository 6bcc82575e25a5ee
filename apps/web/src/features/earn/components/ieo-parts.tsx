import { useState } from "react";
import { useEarnTranslation } from "../../../i18n/earn";
import { formatExact } from "../../../ui/format";
import { useLocaleTag } from "../../../ui/use-locale";
import type { IeoProject } from "../api/ieo";
import { countdownParts, type IeoCountdown, isDue, logoInitials, progressText } from "../model/ieo";
import styles from "./ieo.module.css";
import { ProgressBar } from "./progress-bar";

/** A project's logo, or the token's initials when it has none (or it does not load). */
export function IeoLogo({ logo, token, big = false }: { logo: string; token: string; big?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={big ? styles.bigLogo : styles.logo} aria-hidden="true">
      {logo && !failed ? <img src={logo} alt="" onError={() => setFailed(true)} /> : logoInitials(token)}
    </span>
  );
}

/** A project's state as a small chip. */
export function StateTag({ status }: { status: string }) {
  const { t } = useEarnTranslation();
  const known = ["active", "warmup", "finished", "closed"].includes(status);
  return (
    <span className={styles.state} data-status={status} data-testid="ieo-state">
      {known ? t(`ieo.state.${status as IeoProject["status"]}`) : status}
    </span>
  );
}

/** "1 ABC = 0.1 USDT": the issue price. */
export function priceText(
  project: { token: string; price: string; pay_currency_name: string },
  locale: string,
): string {
  return `1 ${project.token} = ${formatExact(project.price, locale)} ${project.pay_currency_name}`;
}

/**
 * The subscription's progress: the bar (full past 100 %) and the real figure, with what has been
 * subscribed of what the sale raises and by how many.
 */
export function IeoProgress({ project }: { project: IeoProject }) {
  const { t } = useEarnTranslation();
  const locale = useLocaleTag();
  const coin = project.pay_currency_name;
  return (
    <ProgressBar percent={project.progress} label={t("ieo.progress")} testId="ieo-progress">
      <span data-testid="ieo-progress-subscribed">
        {t("ieo.subscribedOf", {
          subscribed: formatExact(project.subscribed, locale),
          raise: formatExact(project.raise, locale),
          coin,
        })}{" "}
        · {t("ieo.subscribers", { n: project.subscribers })}
      </span>
      <strong data-testid="ieo-progress-percent">{progressText(project.progress, locale)}</strong>
    </ProgressBar>
  );
}

/** A project's countdown, or where it stands when it has none. */
export function IeoCountdownText({ countdown }: { countdown: IeoCountdown }) {
  const { t } = useEarnTranslation();
  const due = isDue(countdown);
  let text: string;
  if ("ms" in countdown && !due) {
    const { days, clock } = countdownParts(countdown.ms);
    const time = days > 0 ? t("ieo.countdown.days", { days, clock }) : clock;
    text = t(`ieo.countdown.${countdown.kind}`, { time });
  } else if (countdown.kind === "startsIn") text = t("ieo.countdown.opening");
  else if (countdown.kind === "endsIn") text = t("ieo.countdown.allocating");
  else if (countdown.kind === "unlocksIn") text = t("ieo.countdown.releasing");
  else text = t(`ieo.countdown.${countdown.kind}`);
  return (
    <span
      className={styles.countdown}
      data-testid="ieo-countdown"
      data-kind={countdown.kind}
      data-due={due ? "true" : undefined}
      role="timer"
    >
      {text}
    </span>
  );
}
