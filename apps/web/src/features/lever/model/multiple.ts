/** Spec §5: leverage above this shows a liquidation-risk warning before anything is opened. */
export const HIGH_RISK_MULTIPLE = 10;

/** True when `multiple` needs the liquidation-risk warning (above 10×). */
export function isHighRisk(multiple: number): boolean {
  return multiple > HIGH_RISK_MULTIPLE;
}

/** The multiple a form starts with: 5× when offered, else the largest offered one not above 10×. */
export function defaultMultiple(multiples: readonly number[]): number | undefined {
  if (multiples.includes(5)) return 5;
  const safe = multiples.filter((m) => !isHighRisk(m));
  return safe.length > 0 ? Math.max(...safe) : multiples[0];
}
