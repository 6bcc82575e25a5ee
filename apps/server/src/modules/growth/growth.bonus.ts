import { createHash } from "node:crypto";
import type { BONUS_TASKS, BonusOverview, BonusRow } from "@bourse/contract";
import { type BonusRule, bonusFor, userAccount } from "@bourse/engine";
import type { Static } from "typebox";
import type { Core } from "../../core/core.ts";
import { decimalToUnits, decimalToUnitsDown, positiveUnits, unitsToDecimal } from "../../core/units.ts";
import { num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { GrowthCommands, GrowthState } from "./growth.commands.ts";

type Row = Static<typeof BonusRow>;
type Task = (typeof BONUS_TASKS)[number];

const DAY_MS = 86_400_000;
const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const masked = (column: string) =>
  `CASE WHEN position('@' in ${column}) > 0
     THEN left(${column}, 1) || '***' || substring(${column} from position('@' in ${column}))
     ELSE left(${column}, 3) || '****' || right(${column}, 2) END`;

interface Rule {
  id: number;
  task: Task;
  min: string;
  strict: boolean;
  reward: string;
  kind: "cash" | "experience";
  enabled: boolean;
  coupon_issue_id: number | null;
  coupon_title: string | null;
  /** the coupon it also gives, as the app shows it */
  coupon: Row["coupon"];
}

/** An event a task is met by: when it happened and its amount in USDT. */
interface Event {
  at: Date;
  amount: string;
  invitee?: { id: number; shown: string };
}

/**
 * Whether an event's amount (decimal text, USDT at `scale`) earns `rule`: the engine's `bonusFor` over the
 * rules offered, which for the contract tiers gives only the highest one reached.
 */
function earns(rules: Rule[], rule: Rule, amount: string, scale: number) {
  // finer digits than the coin's (a notional of price × lots × lot size) are cut: thresholds are whole
  const units = (text: string) => decimalToUnitsDown(text, scale);
  const offered: BonusRule[] = rules.map((r) => ({
    task: r.task,
    min: units(r.min),
    strict: r.strict,
    reward: units(r.reward),
    kind: r.kind,
  }));
  return bonusFor(rule.task, units(amount), offered).some((r) => r.min === units(rule.min));
}

/**
 * The new-user bonus (PRODUCT-RULES "Growth"): the tasks of `bonus_rules`, each met at the moment of its
 * event (the KYC level 2 approval, the first USDT deposit's credit, the opening of the first position in
 * one's lever account, each invitee's first USDT deposit), claimable for `bonus_claim_days` from then and
 * paid once per verified identity (per invitee for the invite reward) by the command `growth.bonus`.
 * Experience funds expire after `experience_days`: the job `experience` takes back what is left.
 */
export function createBonus({
  db,
  core,
  clock,
  commands,
  state,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  commands: GrowthCommands;
  state: GrowthState;
}) {
  async function usdt() {
    const [c] = await db.query<{ id: number; decimals: number; name: string }>(
      "SELECT id, decimals, name FROM currencies WHERE name = 'USDT'",
    );
    if (!c) throw new Error("growth: the venue has no USDT");
    return c;
  }

  async function rules(all = false): Promise<Rule[]> {
    return db.query<Rule>(
      `SELECT r.id, r.task, ${num("r.min")} AS min, r.strict, ${num("r.reward")} AS reward, r.kind, r.enabled,
         r.coupon_issue_id::int, i.title AS coupon_title,
         CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('title', i.title, 'kind', i.kind,
           'currency_name', c.name, 'rate', ${num("i.rate")}, 'cap', ${num("i.cap")}, 'amount', ${num("i.amount")},
           'valid_days', i.valid_days) END AS coupon
       FROM bonus_rules r LEFT JOIN coupon_issues i ON i.id = r.coupon_issue_id
         LEFT JOIN currencies c ON c.id = i.currency_id
       ${all ? "" : "WHERE r.enabled"} ORDER BY CASE r.task WHEN 'kyc2' THEN 1 WHEN 'first_deposit' THEN 2
         WHEN 'first_contract' THEN 3 WHEN 'contract_tier' THEN 4 ELSE 5 END, r.min`,
    );
  }

  /** The verified identity behind an account (its approved level-1 document), hashed; null when unverified. */
  async function identity(userId: number): Promise<string | null> {
    const [k] = await db.query<{ doc_type: string | null; doc_number: string | null }>(
      `SELECT doc_type, doc_number FROM kyc_applications WHERE user_id = $1 AND level = 1 AND state = 'approved'
       ORDER BY id DESC LIMIT 1`,
      [userId],
    );
    if (!k) return null;
    const doc = `${k.doc_type ?? ""}:${(k.doc_number ?? "").replace(/[\s-]/g, "").toUpperCase()}`;
    return createHash("sha256").update(`bourse-identity:${doc}`).digest("hex").slice(0, 40);
  }

  /** The events of the caller's tasks. */
  async function events(userId: number, usdtId: number) {
    const [kyc] = await db.query<{ at: Date }>(
      `SELECT reviewed_at AS at FROM kyc_applications WHERE user_id = $1 AND level = 2 AND state = 'approved'
       AND reviewed_at IS NOT NULL ORDER BY reviewed_at LIMIT 1`,
      [userId],
    );
    const [deposit] = await db.query<{ at: Date; amount: string }>(
      `SELECT reviewed_at AS at, ${num("amount")} AS amount FROM deposit_requests
       WHERE user_id = $1 AND currency_id = $2 AND state = 'approved' AND reviewed_at IS NOT NULL
       ORDER BY reviewed_at, id LIMIT 1`,
      [userId, usdtId],
    );
    // the first position opened in one's own lever account; its notional at the open price
    const [contract] = await db.query<{ at: Date; amount: string }>(
      `SELECT opened_at AS at, ${num("open_price * lots * lot_size")} AS amount FROM lever_trades
       WHERE user_id = $1 AND account = 'lever' AND currency_id = $2 AND opened_at IS NOT NULL
       ORDER BY opened_at, id LIMIT 1`,
      [userId, usdtId],
    );
    const invitees = await db.query<{ id: string; shown: string; at: Date; amount: string }>(
      `SELECT DISTINCT ON (u.id) u.id::text, ${masked("coalesce(u.email, u.phone)")} AS shown,
         d.reviewed_at AS at, ${num("d.amount")} AS amount
       FROM users u JOIN deposit_requests d ON d.user_id = u.id
       WHERE u.inviter_id = $1 AND d.currency_id = $2 AND d.state = 'approved' AND d.reviewed_at IS NOT NULL
       ORDER BY u.id, d.reviewed_at, d.id`,
      [userId, usdtId],
    );
    return {
      kyc2: kyc ? { at: kyc.at, amount: "0" } : undefined,
      first_deposit: deposit,
      first_contract: contract,
      contract_tier: contract,
      invitee_deposit: invitees.map((i) => ({
        at: i.at,
        amount: i.amount,
        invitee: { id: Number(i.id), shown: i.shown },
      })),
    };
  }

  /** Every row of the caller's bonus, with its once-key and (when met) the amounts for a claim. */
  async function rowsFor(userId: number) {
    const coin = await usdt();
    const claimDays = await readSetting(db, "bonus_claim_days");
    const [ruleList, ev, id, claimed] = await Promise.all([
      rules(),
      events(userId, coin.id),
      identity(userId),
      db.query<{ key: string; created_at: Date }>(
        "SELECT key, created_at FROM bonus_claims WHERE user_id = $1",
        [userId],
      ),
    ]);
    const claimedAt = new Map(claimed.map((c) => [c.key, c.created_at]));
    const now = clock().getTime();
    const contract = ev.contract_tier;
    const out: { row: Row; rule: Rule; once: string | null; event: Event | undefined }[] = [];
    const push = (rule: Rule, key: string, event: Event | undefined, met: boolean) => {
      const once = rule.task === "invitee_deposit" ? key : id === null ? null : `${key}:${id}`;
      const at = claimedAt.get(key);
      const until = met && event ? event.at.getTime() + claimDays * DAY_MS : null;
      const stateOf = (): Row["state"] => {
        if (at) return "claimed";
        if (!event) return "open";
        if (!met) return "missed";
        if (once !== null && state.paid.has(once)) return "taken";
        return until !== null && now >= until ? "expired" : "claimable";
      };
      out.push({
        rule,
        once,
        event: met ? event : undefined,
        row: {
          key,
          task: rule.task,
          min: rule.min,
          strict: rule.strict,
          reward: rule.reward,
          kind: rule.kind,
          currency_name: coin.name,
          state: stateOf(),
          met_at: met && event ? iso(event.at) : null,
          claim_until: until === null ? null : new Date(until).toISOString(),
          claimed_at: at ? iso(at) : null,
          invitee: event?.invitee?.shown ?? null,
          coupon: rule.coupon,
        },
      });
    };
    for (const rule of ruleList) {
      if (rule.task === "invitee_deposit") {
        for (const e of ev.invitee_deposit)
          if (earns(ruleList, rule, e.amount, coin.decimals))
            push(rule, `invitee_deposit:${e.invitee.id}`, e, true);
        // the task as an offer, for inviting more
        push(rule, "invitee_deposit", undefined, false);
      } else if (rule.task === "contract_tier") {
        push(
          rule,
          `contract_tier:${rule.min}`,
          contract,
          contract !== undefined && earns(ruleList, rule, contract.amount, coin.decimals),
        );
      } else {
        const e = ev[rule.task as "kyc2" | "first_deposit" | "first_contract"];
        push(rule, rule.task, e, e !== undefined && earns(ruleList, rule, e.amount, coin.decimals));
      }
    }
    return { coin, claimDays, identity: id, rows: out };
  }

  /** `GET /api/growth/bonus`. */
  async function overview(userId: number): Promise<Static<typeof BonusOverview>> {
    const { coin, claimDays, identity: id, rows } = await rowsFor(userId);
    return {
      now: clock().toISOString(),
      claim_days: claimDays,
      verified: id !== null,
      tasks: rows.map((r) => r.row),
      experience: await experience(userId, coin),
    };
  }

  async function experience(userId: number, coin: { id: number; decimals: number; name: string }) {
    const [inUse] = await db.query<{ amount: string }>(
      `SELECT ${num(`coalesce((SELECT sum(experience) FROM lever_trades WHERE user_id = $1 AND status IN (0, 1)), 0)
         + coalesce((SELECT sum(experience) FROM seconds_orders WHERE user_id = $1 AND status = 1), 0)`)} AS amount`,
      [userId],
    );
    const grants = await db.query<{ id: number; amount: string; expired: string; expires_at: Date }>(
      `SELECT id::int, ${num("amount")} AS amount, ${num("expired")} AS expired, expires_at FROM experience_grants
       WHERE user_id = $1 ORDER BY id DESC`,
      [userId],
    );
    const now = clock().getTime();
    return {
      currency_name: coin.name,
      available: unitsToDecimal(core.balance(userAccount(userId, "experience"), coin.id), coin.decimals),
      in_use: inUse?.amount ?? "0",
      grants: grants.map((g) => ({
        id: g.id,
        amount: g.amount,
        expired: g.expired,
        expires_at: g.expires_at.toISOString(),
        state: g.expires_at.getTime() <= now ? ("expired" as const) : ("live" as const),
      })),
    };
  }

  /** `POST /api/growth/bonus/claim {key}`. */
  async function claim(userId: number, key: string): Promise<Outcome<Row>> {
    const { coin, rows } = await rowsFor(userId);
    const found = rows.find(
      (r) => r.row.key === key && (r.row.state !== "open" || r.row.task !== "invitee_deposit"),
    );
    if (!found) return failure("GROWTH_BONUS_NOT_FOUND");
    const { row, rule, once, event } = found;
    switch (row.state) {
      case "claimed":
        return failure("GROWTH_BONUS_CLAIMED");
      case "taken":
        return failure("GROWTH_BONUS_IDENTITY_USED");
      case "expired":
        return failure("GROWTH_BONUS_WINDOW_OVER", { until: row.claim_until ?? "" });
      case "open":
      case "missed":
        return failure("GROWTH_BONUS_NOT_MET");
    }
    if (once === null) return failure("GROWTH_BONUS_NOT_VERIFIED");
    if (!event || row.claim_until === null) return failure("GROWTH_BONUS_NOT_MET");
    const days = await readSetting(db, "experience_days");
    const answer = await core.submit(
      commands.bonus,
      {
        user: userId,
        key,
        task: rule.task,
        once,
        kind: rule.kind,
        currency: coin.id,
        scale: coin.decimals,
        reward: String(decimalToUnits(rule.reward, coin.decimals)),
        metAt: event.at.getTime(),
        until: Date.parse(row.claim_until),
        expiresAt: clock().getTime() + days * DAY_MS,
        ...(rule.coupon_issue_id !== null && rule.coupon
          ? { coupon: { issue: rule.coupon_issue_id, days: rule.coupon.valid_days } }
          : {}),
      },
      { user: userId },
      `bonus:${key}:${userId}`,
    );
    if (!answer.ok) return answer;
    if (answer.duplicate) return failure("GROWTH_BONUS_CLAIMED");
    return success({ ...row, state: "claimed", claimed_at: clock().toISOString() });
  }

  /**
   * The job `experience`: every grant past its expiry with something left takes back what the experience
   * account holds beyond the grants still running, up to what is left of it (`experience:<grant>:<n>`). A
   * grant with nothing to take and nothing in a margin is done.
   */
  async function due(now: Date) {
    if (!core.leading) return 0;
    const grants = await db.query<{
      id: string;
      user_id: string;
      currency_id: number;
      decimals: number;
      left: string;
      burns: number;
      running: string;
      in_use: boolean;
    }>(
      `SELECT g.id::text, g.user_id::text, g.currency_id, c.decimals, ${num("g.amount - g.expired")} AS left, g.burns,
         ${num(`coalesce((SELECT sum(r.amount - r.expired) FROM experience_grants r
           WHERE r.user_id = g.user_id AND r.currency_id = g.currency_id AND r.expires_at > $1), 0)`)} AS running,
         EXISTS (SELECT 1 FROM lever_trades t WHERE t.user_id = g.user_id AND t.status IN (0, 1) AND t.experience > 0)
           OR EXISTS (SELECT 1 FROM seconds_orders s WHERE s.user_id = g.user_id AND s.status = 1 AND s.experience > 0)
           AS in_use
       FROM experience_grants g JOIN currencies c ON c.id = g.currency_id
       WHERE g.expires_at <= $1 AND NOT g.done AND g.expired < g.amount ORDER BY g.expires_at, g.id LIMIT 200`,
      [now],
    );
    let ran = 0;
    for (const g of grants) {
      const user = Number(g.user_id);
      const running = decimalToUnits(g.running, g.decimals);
      const beyond = core.balance(userAccount(user, "experience"), g.currency_id) - running;
      if (beyond <= 0n) {
        if (!g.in_use)
          await core.writerTx((q) =>
            q.query("UPDATE experience_grants SET done = true WHERE id = $1", [g.id]),
          );
        continue;
      }
      const answer = await core.submit(
        commands.expire,
        {
          grant: Number(g.id),
          user,
          currency: g.currency_id,
          scale: g.decimals,
          left: String(decimalToUnits(g.left, g.decimals)),
          running: String(running),
        },
        { system: "experience" },
        `experience:${g.id}:${g.burns}`,
      );
      if (!answer.ok) throw new Error(`experience:${g.id}: ${answer.code}`);
      ran++;
    }
    return ran;
  }

  /** The console: every rule, the claim window and the grants' life. */
  async function settings() {
    return {
      rules: (await rules(true)).map(({ coupon: _, ...r }) => r),
      claim_days: await readSetting(db, "bonus_claim_days"),
      experience_days: await readSetting(db, "experience_days"),
    };
  }

  /**
   * The console changes a rule's reward, whether it is offered and the coupon (a `task` issue) it also
   * gives, 0 for none; for claims from then on.
   */
  async function changeRule(
    id: number,
    change: { reward: string; enabled: boolean; couponIssueId?: number | undefined },
  ): Promise<Outcome<null>> {
    const coin = await usdt();
    if (!/^\d+(\.\d+)?$/.test(change.reward) || positiveUnits(change.reward, coin.decimals) === undefined)
      return failure("REQUEST_INVALID_FIELD", { field: "reward" });
    if (change.couponIssueId) {
      const [issue] = await db.query("SELECT id FROM coupon_issues WHERE id = $1 AND segment = 'task'", [
        change.couponIssueId,
      ]);
      if (!issue) return failure("GROWTH_COUPON_NOT_FOUND");
    }
    const rows = await db.query(
      `UPDATE bonus_rules SET reward = $2, enabled = $3,
         coupon_issue_id = CASE WHEN $4::bigint IS NULL THEN coupon_issue_id ELSE nullif($4::bigint, 0) END
       WHERE id = $1 RETURNING id`,
      [id, change.reward, change.enabled, change.couponIssueId ?? null],
    );
    return rows.length === 0 ? failure("GROWTH_BONUS_NOT_FOUND") : success(null);
  }

  return { overview, claim, due, settings, changeRule };
}

export type Bonus = ReturnType<typeof createBonus>;
