import { secondsPayoutRisky } from "@bourse/engine";
import { type Amount, compare, fromUnits, parse, toPlainString } from "@bourse/money";
import { writeAudit } from "../../audit/audit.ts";
import { num } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { AskApproval } from "../approvals/index.ts";
import { exact, plain } from "./seconds.store.ts";

/** A duration on offer (table `seconds_durations`, operator configuration). */
export interface Duration {
  seconds: number;
  /** percent paid on a win, shortest text ("20") */
  profitRatio: string;
  /** stake limits at MAX_SCALE, compared with the stake rescaled to it */
  min: Amount;
  max: Amount;
  enabled: boolean;
  sort: number;
}

/** A currency a stake can be paid in (table `seconds_currencies`). */
export interface StakeCurrency {
  id: number;
  name: string;
  decimals: number;
  /** preset stakes the app shows as buttons */
  numbers: string[];
  enabled: boolean;
}

export interface DurationInput {
  profit_ratio: string;
  min_num: string;
  max_num: string;
  enabled: boolean;
  sort?: number;
}

/** What a second operator's approval of a risky payout rate applies: the first operator's save. */
export interface DurationApproval {
  seconds: number;
  /** a new duration (`addDuration`) or a change of one (`updateDuration`) */
  create: boolean;
  terms: DurationInput;
}

/** The payout rate as the engine takes it: percent ÷ 100, exact ("20" → "0.2"). */
export function rateOf(percent: string): string {
  const p = parse(percent, 16);
  if (!p.ok) throw new Error(`not a percent: ${percent}`);
  return toPlainString(fromUnits(p.value.units, 18));
}

const MAX_SECONDS = 86_400;
const MAX_PRESETS = 20;

/**
 * The operator's configuration of seconds contracts: durations (rate, stake limits) and stake currencies
 * (preset stakes). Read on every request, so a change applies to the next order; orders keep the rate
 * they were placed under.
 */
export function createSecondsConfig({ db }: { db: Db }) {
  let secondApproval: AskApproval<DurationApproval> | undefined;
  async function durations(all = false): Promise<Duration[]> {
    const rows = await db.query<{
      seconds: number;
      profit_ratio: string;
      min_num: string;
      max_num: string;
      enabled: boolean;
      sort: number;
    }>(
      `SELECT seconds, profit_ratio::text AS profit_ratio, min_num::text AS min_num, max_num::text AS max_num,
         enabled, sort
       FROM seconds_durations WHERE enabled OR $1 ORDER BY sort, seconds`,
      [all],
    );
    return rows.map((r) => ({
      seconds: r.seconds,
      profitRatio: plain(r.profit_ratio),
      min: exact(r.min_num),
      max: exact(r.max_num),
      enabled: r.enabled,
      sort: r.sort,
    }));
  }

  async function currencies(all = false): Promise<StakeCurrency[]> {
    const rows = await db.query<{
      id: number;
      name: string;
      decimals: number;
      numbers: string;
      enabled: boolean;
    }>(
      `SELECT c.id, c.name, c.decimals, s.numbers, s.enabled AND c.enabled AS enabled
       FROM seconds_currencies s JOIN currencies c ON c.id = s.currency_id
       WHERE (s.enabled AND c.enabled) OR $1 ORDER BY c.sort, c.id`,
      [all],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      decimals: r.decimals,
      numbers: r.numbers
        .split(",")
        .map((n) => n.trim())
        .filter((n) => n !== ""),
      enabled: r.enabled,
    }));
  }

  /** Checks a duration's terms: 0 < rate ≤ 1000 %, 0 < min ≤ max. */
  function checkTerms(b: DurationInput): Outcome<{ ratio: string; min: string; max: string }> {
    const ratio = parse(b.profit_ratio.trim(), 4);
    if (!ratio.ok || ratio.value.units <= 0n || compare(ratio.value, fromUnits(10_000_000n, 4)) > 0)
      return failure("REQUEST_INVALID_FIELD", { field: "profit_ratio" });
    const min = parse(b.min_num.trim(), 18);
    if (!min.ok || min.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "min_num" });
    const max = parse(b.max_num.trim(), 18);
    if (!max.ok || compare(max.value, min.value) < 0)
      return failure("REQUEST_INVALID_FIELD", { field: "max_num" });
    return success({
      ratio: toPlainString(ratio.value),
      min: toPlainString(min.value),
      max: toPlainString(max.value),
    });
  }

  const durationRow = (q: Queryable, seconds: number) =>
    q.query(
      `SELECT seconds, profit_ratio::text AS profit_ratio, min_num::text AS min_num, max_num::text AS max_num,
         enabled, sort FROM seconds_durations WHERE seconds = $1 FOR UPDATE`,
      [seconds],
    );

  /**
   * A payout rate above the usual (engine `secondsPayoutRisky`) waits for a second operator
   * (`APPROVAL_PENDING`) unless the rate stays as it was; `secondApproved` is that operator's approval
   * applying the same save.
   */
  async function askSecond(
    operator: SessionOperator,
    seconds: number,
    b: DurationInput,
    ratio: string,
    create: boolean,
    ip: string,
  ): Promise<Failure | undefined> {
    if (!secondApproval || !secondsPayoutRisky(ratio)) return undefined;
    const [row] = await db.query<{ profit_ratio: string }>(
      `SELECT ${num("profit_ratio")} AS profit_ratio FROM seconds_durations WHERE seconds = $1`,
      [seconds],
    );
    if (!create && !row) return undefined;
    if (!create && row?.profit_ratio === ratio) return undefined;
    return secondApproval({
      maker: operator,
      subject: `seconds_duration:${seconds}`,
      payload: { seconds, create, terms: b },
      summary: {
        target: `Seconds ${seconds} s`,
        changes: [{ field: "profit_ratio", from: create ? null : (row?.profit_ratio ?? null), to: ratio }],
      },
      ip,
    });
  }

  async function updateDuration(
    operator: SessionOperator,
    seconds: number,
    b: DurationInput,
    ip: string,
    secondApproved = false,
  ): Promise<Outcome<null>> {
    const terms = checkTerms(b);
    if (!terms.ok) return terms;
    const asked = secondApproved
      ? undefined
      : await askSecond(operator, seconds, b, terms.value.ratio, false, ip);
    if (asked) return asked;
    return db.tx(async (q) => {
      const [before] = await durationRow(q, seconds);
      if (!before) return failure("SECONDS_UNKNOWN_DURATION");
      const { ratio, min, max } = terms.value;
      await q.query(
        `UPDATE seconds_durations SET profit_ratio = $2, min_num = $3, max_num = $4, enabled = $5,
           sort = COALESCE($6, sort), updated_at = now() WHERE seconds = $1`,
        [seconds, ratio, min, max, b.enabled, b.sort ?? null],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "seconds.duration.update",
        targetType: "seconds_duration",
        targetId: seconds,
        before,
        after: b,
        ip,
      });
      return success(null);
    });
  }

  async function addDuration(
    operator: SessionOperator,
    seconds: number,
    b: DurationInput,
    ip: string,
    secondApproved = false,
  ): Promise<Outcome<null>> {
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SECONDS)
      return failure("REQUEST_INVALID_FIELD", { field: "seconds" });
    const terms = checkTerms(b);
    if (!terms.ok) return terms;
    if (!secondApproved) {
      const [exists] = await db.query("SELECT 1 FROM seconds_durations WHERE seconds = $1", [seconds]);
      if (exists) return failure("REQUEST_INVALID_FIELD", { field: "seconds" });
      const asked = await askSecond(operator, seconds, b, terms.value.ratio, true, ip);
      if (asked) return asked;
    }
    return db.tx(async (q) => {
      const [exists] = await durationRow(q, seconds);
      if (exists) return failure("REQUEST_INVALID_FIELD", { field: "seconds" });
      const { ratio, min, max } = terms.value;
      await q.query(
        `INSERT INTO seconds_durations (seconds, profit_ratio, min_num, max_num, enabled, sort)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [seconds, ratio, min, max, b.enabled, b.sort ?? seconds],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "seconds.duration.create",
        targetType: "seconds_duration",
        targetId: seconds,
        after: { seconds, ...b },
        ip,
      });
      return success(null);
    });
  }

  /** Sets a currency's preset stakes and whether stakes can be paid in it (adding it if new). */
  async function updateCurrency(
    operator: SessionOperator,
    id: number,
    b: { numbers: string; enabled: boolean },
    ip: string,
  ): Promise<Outcome<null>> {
    const [currency] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      id,
    ]);
    if (!currency) return failure("SECONDS_UNKNOWN_CURRENCY");
    const presets: string[] = [];
    for (const item of b.numbers.split(",")) {
      if (item.trim() === "") continue;
      const n = parse(item.trim(), currency.decimals);
      if (!n.ok || n.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "numbers" });
      presets.push(toPlainString(n.value));
    }
    if (presets.length > MAX_PRESETS) return failure("REQUEST_INVALID_FIELD", { field: "numbers" });
    return db.tx(async (q) => {
      const [before] = await q.query(
        "SELECT numbers, enabled FROM seconds_currencies WHERE currency_id = $1 FOR UPDATE",
        [id],
      );
      await q.query(
        `INSERT INTO seconds_currencies (currency_id, numbers, enabled) VALUES ($1, $2, $3)
         ON CONFLICT (currency_id) DO UPDATE SET numbers = EXCLUDED.numbers, enabled = EXCLUDED.enabled,
           updated_at = now()`,
        [id, presets.join(","), b.enabled],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "seconds.currency.update",
        targetType: "seconds_currency",
        targetId: id,
        before: before ?? null,
        after: { numbers: presets.join(","), enabled: b.enabled },
        ip,
      });
      return success(null);
    });
  }

  /** Seconds after placing within which an order may be cancelled; 0 (the default) forbids it. */
  async function cancelGraceSeconds(): Promise<number> {
    return readSetting(db, "seconds_cancel_grace_seconds");
  }

  return {
    durations,
    currencies,
    updateDuration,
    addDuration,
    updateCurrency,
    cancelGraceSeconds,
    /** Risky payout rates go to a second operator through this (see `askSecond`). */
    useSecondApproval(ask: AskApproval<DurationApproval>) {
      secondApproval = ask;
    },
  };
}

export type SecondsConfig = ReturnType<typeof createSecondsConfig>;
