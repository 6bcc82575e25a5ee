/**
 * King managers (PRODUCT-RULES "Growth"): an inviter may become one with at least `direct` (100) direct
 * invitees who have traded, or at least `team` (500) invitees who have traded over its levels 1–3; an
 * operator still approves it. This only says whether the counts qualify.
 */

export interface KingThresholds {
  direct: number;
  team: number;
}

export interface KingStats {
  /** direct invitees (level 1) who have traded */
  directTraded: number;
  /** invitees over levels 1–3 who have traded, the direct ones included */
  teamTraded: number;
}

export const DEFAULT_KING_THRESHOLDS: KingThresholds = { direct: 100, team: 500 };

function checkCount(value: number, what: string, min: number) {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`${what} must be a whole number ≥ ${min}`);
}

/**
 * True when directTraded ≥ thresholds.direct or teamTraded ≥ thresholds.team. Throws a RangeError on a
 * count that is not a whole number ≥ 0, a team count below the direct count (the team includes level 1),
 * or a threshold below 1.
 */
export function kingEligible(
  stats: KingStats,
  thresholds: KingThresholds = DEFAULT_KING_THRESHOLDS,
): boolean {
  checkCount(stats?.directTraded, "direct invitees who traded", 0);
  checkCount(stats.teamTraded, "team invitees who traded", 0);
  if (stats.teamTraded < stats.directTraded)
    throw new RangeError("team invitees who traded must include the direct ones");
  checkCount(thresholds?.direct, "king direct threshold", 1);
  checkCount(thresholds.team, "king team threshold", 1);
  return stats.directTraded >= thresholds.direct || stats.teamTraded >= thresholds.team;
}
