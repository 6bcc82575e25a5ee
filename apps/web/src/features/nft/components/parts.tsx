import type { NftSaleKind, NftSaleState, Rarity } from "@bourse/contract";
import { useState } from "react";
import { useNftTranslation } from "../../../i18n/nft";
import { countdownParts, isDue, type SaleClock } from "../model/sale";
import styles from "./nft.module.css";

/** An artwork's rarity as a chip. */
export function RarityBadge({ rarity }: { rarity: Rarity | string }) {
  const { t } = useNftTranslation();
  const known = ["common", "rare", "epic", "legendary"].includes(rarity);
  return (
    <span className={styles.rarity} data-rarity={rarity} data-testid="nft-rarity">
      {known ? t(`rarity.${rarity as Rarity}`) : rarity}
    </span>
  );
}

/** A sale's kind as a chip. */
export function KindTag({ kind }: { kind: NftSaleKind }) {
  const { t } = useNftTranslation();
  return <span className={styles.chip}>{t(`kind.${kind}`)}</span>;
}

/** A sale's state as a chip. */
export function StateTag({ state }: { state: NftSaleState }) {
  const { t } = useNftTranslation();
  return (
    <span className={styles.state} data-state={state} data-testid="nft-state">
      {t(`state.${state}`)}
    </span>
  );
}

/** "1d 02:03:04", or "02:03:04" under a day. */
export function useTimeLeft() {
  const { t } = useNftTranslation();
  return (ms: number) => {
    const { days, clock } = countdownParts(ms);
    return days > 0 ? t("clock.days", { days, clock }) : clock;
  };
}

/** A sale's countdown to its start or end on the server's clock, or where it stands when it has none. */
export function SaleCountdown({ clock, big = false }: { clock: SaleClock; big?: boolean }) {
  const { t } = useNftTranslation();
  const timeLeft = useTimeLeft();
  const due = isDue(clock);
  let text: string;
  if (!("ms" in clock)) text = t(clock.kind === "ended" ? "clock.ended" : "clock.soldOut");
  else if (due) text = t(clock.kind === "startsIn" ? "clock.starting" : "clock.ending");
  else text = t(`clock.${clock.kind}`, { time: timeLeft(clock.ms) });
  return (
    <span
      className={big ? styles.bigCountdown : styles.countdown}
      data-testid="nft-countdown"
      data-kind={clock.kind}
      data-ms={"ms" in clock ? Math.max(0, clock.ms) : undefined}
      role="timer"
    >
      {text}
    </span>
  );
}

/**
 * A still (a list's thumb, a cover, an avatar): lazily loaded, sized so that the page does not move as
 * it arrives; nothing but its background when there is none or it fails.
 */
export function Still({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className={className} role="img" aria-label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
