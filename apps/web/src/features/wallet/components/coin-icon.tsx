import styles from "./wallet.module.css";

/** Spec §9 "currency colours": BTC, USDT, LTC, ETH and a default. */
const coinColours: Record<string, string> = {
  BTC: "#f7931a",
  USDT: "#26a17b",
  LTC: "#345d9d",
  ETH: "#627eea",
};

/** A currency's picture, or its initial on the currency's colour. */
export function CoinIcon({ name, image }: { name: string; image?: string | null }) {
  if (image && /^(https?:|\/)/.test(image)) return <img className={styles.coinIcon} src={image} alt="" />;
  return (
    <span
      className={styles.coinIcon}
      style={{ background: coinColours[name] ?? "#64748b" }}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}
