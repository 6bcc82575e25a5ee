import type { ComponentPropsWithoutRef, ReactNode } from "react";
import styles from "./trade-card.module.css";

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/**
 * The cards of trades (orders, positions) as a list, one under another; `apart` sets each on its own
 * background with room between them (a history screen).
 *
 *     <TradeCardList>
 *       <TradeCard className={buyTone}>
 *         <TradeCardHead>
 *           <SideTag>Buy</SideTag> <PairName>BTC/USDT</PairName> <KindTag>Limit</KindTag>
 *           <CardEnd><CardStatus>Open</CardStatus></CardEnd>
 *         </TradeCardHead>
 *         <FigureGrid>…</FigureGrid>
 *       </TradeCard>
 *     </TradeCardList>
 */
export function TradeCardList({
  apart = false,
  className,
  ...rest
}: ComponentPropsWithoutRef<"ul"> & { apart?: boolean }) {
  return <ul className={join(styles.list, apart && styles.apart, className)} {...rest} />;
}

/** One trade's card; its `className` sets the side's tone (`--tone`). */
export function TradeCard({ className, ...rest }: ComponentPropsWithoutRef<"li">) {
  return <li className={join(styles.card, className)} {...rest} />;
}

/** The card's head on one line (`wrap`: it may wrap, for an explanation that unfolds). */
export function TradeCardHead({
  wrap = false,
  className,
  ...rest
}: ComponentPropsWithoutRef<"div"> & { wrap?: boolean }) {
  return <div className={join(styles.head, wrap && styles.wrap, className)} {...rest} />;
}

/** The side (buy, sell, long, short) in the card's tone. */
export function SideTag({ children }: { children: ReactNode }) {
  return <span className={styles.sideTag}>{children}</span>;
}

/** The pair, or what the card is of. */
export function PairName({ children }: { children: ReactNode }) {
  return <span className={styles.pair}>{children}</span>;
}

/** The order's type (limit, market) or term, quiet. */
export function KindTag({ children }: { children: ReactNode }) {
  return <span className={styles.kind}>{children}</span>;
}

/** The head's end, at the right: the status, a button. */
export function CardEnd({ children }: { children: ReactNode }) {
  return <span className={styles.end}>{children}</span>;
}

/** The card's status, quiet; `active` (an open order) in the brand colour. */
export function CardStatus({
  active = false,
  ...rest
}: Omit<ComponentPropsWithoutRef<"span">, "className"> & { active?: boolean }) {
  return <span className={join(styles.status, active && styles.active)} {...rest} />;
}
