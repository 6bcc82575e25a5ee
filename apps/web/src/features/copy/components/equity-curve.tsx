import { useCopyTranslation } from "../../../i18n/copy";
import lineStyles from "../../../ui/line.module.css";
import { useLocaleTag } from "../../../ui/use-locale";
import type { CurvePoint } from "../api/copy";
import { curveGeometry, curveValues } from "../model/curve";
import { amountText } from "../model/figures";
import styles from "./copy.module.css";

const WIDTH = 358;
const HEIGHT = 140;

/** The daily cumulative net result as an inline SVG line over its zero line, with its range. */
export function EquityCurve({ points }: { points: readonly CurvePoint[] }) {
  const { t } = useCopyTranslation();
  const locale = useLocaleTag();
  const values = curveValues(points);
  if (values.length === 0) return <p className={lineStyles.muted}>{t("trader.noCurve")}</p>;
  const g = curveGeometry(values, WIDTH, HEIGHT);
  const first = points[0]?.day ?? "";
  const last = points.at(-1)?.day ?? "";
  const range = { low: amountText(g.low, locale), high: amountText(g.high, locale) };
  return (
    <figure className={styles.figure} data-testid="copy-equity-curve" data-points={points.length}>
      <svg
        className={styles.curve}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t("trader.curveRange", range)}
      >
        <line className={styles.curveZero} x1={0} x2={WIDTH} y1={g.zeroY} y2={g.zeroY} />
        <polyline className={styles.curveLine} points={g.points} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.curveScale}>
        <span>{first}</span>
        <span>{t("trader.curveRange", range)}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
