import { parseRate, type Rate } from "@bourse/engine";
import { iso } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";

/** Three rates from their text ("0.16,0.08,0.04"), or undefined when it does not parse. */
function ratesOf(text: string) {
  const texts = text.split(",").map((p) => p.trim());
  const rates = texts.map((p) => parseRate(p));
  return texts.length === 3 && rates.every((r) => r !== undefined && r.num <= r.den)
    ? { rates: rates as [Rate, Rate, Rate], texts }
    : undefined;
}

export interface RateSet {
  id: number;
  levels: { rates: [Rate, Rate, Rate]; texts: string[] };
  king: { rates: [Rate, Rate, Rate]; texts: string[] };
  thresholds: { direct: number; team: number };
  effectiveAt: Date;
}

interface ChangeRow {
  id: string;
  rates: string;
  king_rates: string;
  king_direct: number;
  king_team: number;
  effective_at: Date;
  effective: string;
  operator: string | null;
}

const DEFAULT = { levels: "0.16,0.08,0.04", king: "0.32,0.16,0.08" };

function setOf(r: ChangeRow): RateSet {
  return {
    id: Number(r.id),
    levels: ratesOf(r.rates) ?? ratesOf(DEFAULT.levels)!,
    king: ratesOf(r.king_rates) ?? ratesOf(DEFAULT.king)!,
    thresholds: { direct: r.king_direct, team: r.king_team },
    effectiveAt: r.effective_at,
  };
}

/** Whether three rates together stay within the whole fee. */
const withinFee = (rates: Rate[]) => {
  // a/b + c/d + e/f ≤ 1, exactly
  let num = 0n;
  let den = 1n;
  for (const r of rates) {
    num = num * r.den + r.num * den;
    den *= r.den;
  }
  return num <= den;
};

/**
 * Rebate rates and king thresholds that change for the future only: each set is recorded with the time it
 * takes effect (`rebate_rate_changes`), and a fee is reckoned at the set in effect when it was paid.
 */
export function createRates(db: Db, clock: () => Date) {
  async function all(q: Queryable = db): Promise<ChangeRow[]> {
    return q.query<ChangeRow>(
      `SELECT r.id::text, r.rates, r.king_rates, r.king_direct, r.king_team, r.effective_at,
         ${iso("r.effective_at")} AS effective, o.username AS operator
       FROM rebate_rate_changes r LEFT JOIN operators o ON o.id = r.operator_id ORDER BY r.effective_at, r.id`,
    );
  }

  return {
    /** Every set, oldest first, to look the set of a time up in (`at`). */
    async history(): Promise<RateSet[]> {
      return (await all()).map(setOf);
    },
    /** The set in effect at `time` among `sets` (oldest first). */
    at(sets: RateSet[], time: Date): RateSet {
      let found = sets[0]!;
      for (const s of sets) if (s.effectiveAt.getTime() <= time.getTime()) found = s;
      return found;
    },
    async current(): Promise<RateSet> {
      const sets = await this.history();
      return this.at(sets, clock());
    },
    /** The console's view: the set in effect, every set, the thresholds. */
    async view() {
      const rows = await all();
      const now = clock().getTime();
      const shown = rows.map((r) => ({
        id: Number(r.id),
        rates: r.rates.split(","),
        king_rates: r.king_rates.split(","),
        effective_at: r.effective,
        operator: r.operator,
      }));
      const currentIndex = rows.reduce((at, r, i) => (r.effective_at.getTime() <= now ? i : at), 0);
      const cur = rows[currentIndex]!;
      return {
        current: shown[currentIndex]!,
        history: [...shown].reverse(),
        thresholds: { direct: cur.king_direct, team: cur.king_team },
      };
    },
    /** A new set, effective now. The rates live here only (no copy among the generic settings). */
    async change(
      operatorId: number,
      input: { levels: string[]; king: string[]; direct: number; team: number },
    ): Promise<Outcome<null>> {
      const levels = ratesOf(input.levels.join(","));
      const king = ratesOf(input.king.join(","));
      if (!levels || !king || !withinFee(levels.rates) || !withinFee(king.rates))
        return failure("GROWTH_RATES_INVALID");
      await db.query(
        `INSERT INTO rebate_rate_changes (rates, king_rates, king_direct, king_team, effective_at, operator_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [levels.texts.join(","), king.texts.join(","), input.direct, input.team, clock(), operatorId],
      );
      return success(null);
    },
  };
}

export type Rates = ReturnType<typeof createRates>;
