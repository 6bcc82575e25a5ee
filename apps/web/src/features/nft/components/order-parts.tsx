import { useNftTranslation } from "../../../i18n/nft";
import { orderStatusKey } from "../model/order";
import styles from "./nft.module.css";
import { useTimeLeft } from "./parts";

/** An order's status as a chip. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useNftTranslation();
  const key = orderStatusKey(status);
  return (
    <span className={styles.status} data-status={status} data-testid="nft-order-status">
      {key ? t(`order.status.${key}`) : status}
    </span>
  );
}

/** The time left to pay a won auction, or that the deadline has passed. */
export function PayCountdown({ ms, big = false }: { ms: number; big?: boolean }) {
  const { t } = useNftTranslation();
  const timeLeft = useTimeLeft();
  const late = ms <= 0;
  return (
    <span
      className={big ? styles.bigCountdown : styles.countdown}
      data-testid="nft-countdown"
      data-kind="payBy"
      data-late={late ? "true" : "false"}
      data-ms={Math.max(0, ms)}
      role="timer"
    >
      {late ? t("pay.late") : t("pay.left", { time: timeLeft(ms) })}
    </span>
  );
}
