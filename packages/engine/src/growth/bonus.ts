/**
 * New-user bonus tasks (PRODUCT-RULES "Growth"), amounts in integer units of USDT (6 decimals):
 * - KYC level 2: 10 USDT.
 * - First deposit over 1,000 USDT: 28 USDT.
 * - First contract trade over 10,000 USDT notional: 500 USDT.
 * - A single first contract trade of at least 100k / 200k / 500k / 1M USDT notional: 1,500 / 5,000 /
 *   15,000 / 50,000 USDT of experience funds, only the highest tier reached.
 * - An invitee's first deposit over 10,000 USDT: 5 USDT to the inviter.
 * "Over" is strictly above the threshold, "at least" includes it. Each task is claimable for 3 days
 * from the moment it is met and is paid once; cash is real money, experience funds are margin only.
 */

export type BonusTask = "kyc2" | "first_deposit" | "first_contract" | "contract_tier" | "invitee_deposit";

export interface BonusRule {
  task: BonusTask;
  /** the threshold on the event's amount (deposit or notional), units of USDT */
  min: bigint;
  /** true: the amount must be above min; false: at least min */
  strict: boolean;
  /** units of USDT */
  reward: bigint;
  kind: "cash" | "experience";
}

const USDT = 1_000_000n;
const DAY_MS = 86_400_000;
const TASKS: readonly BonusTask[] = [
  "kyc2",
  "first_deposit",
  "first_contract",
  "contract_tier",
  "invitee_deposit",
];

export const DEFAULT_BONUS_RULES: BonusRule[] = [
  // KYC level 2 has no amount: any amount ≥ 0 meets it
  { task: "kyc2", min: 0n, strict: false, reward: 10n * USDT, kind: "cash" },
  { task: "first_deposit", min: 1_000n * USDT, strict: true, reward: 28n * USDT, kind: "cash" },
  { task: "first_contract", min: 10_000n * USDT, strict: true, reward: 500n * USDT, kind: "cash" },
  { task: "contract_tier", min: 100_000n * USDT, strict: false, reward: 1_500n * USDT, kind: "experience" },
  { task: "contract_tier", min: 200_000n * USDT, strict: false, reward: 5_000n * USDT, kind: "experience" },
  { task: "contract_tier", min: 500_000n * USDT, strict: false, reward: 15_000n * USDT, kind: "experience" },
  {
    task: "contract_tier",
    min: 1_000_000n * USDT,
    strict: false,
    reward: 50_000n * USDT,
    kind: "experience",
  },
  { task: "invitee_deposit", min: 10_000n * USDT, strict: true, reward: 5n * USDT, kind: "cash" },
];

function checkTask(task: BonusTask) {
  if (!TASKS.includes(task)) throw new RangeError(`unknown bonus task ${String(task)}`);
}

function checkRules(rules: readonly BonusRule[]) {
  if (!Array.isArray(rules)) throw new RangeError("bonus rules must be a list");
  const tierMins = new Set<bigint>();
  for (const r of rules) {
    checkTask(r?.task);
    if (typeof r.min !== "bigint" || r.min < 0n) throw new RangeError("bonus threshold must not be negative");
    if (typeof r.reward !== "bigint" || r.reward <= 0n) throw new RangeError("bonus reward must be positive");
    if (r.kind !== "cash" && r.kind !== "experience")
      throw new RangeError("bonus kind must be cash or experience");
    if (typeof r.strict !== "boolean") throw new RangeError("bonus strict must be true or false");
    if (r.task === "contract_tier") {
      // tiers are told apart by their thresholds
      if (tierMins.has(r.min)) throw new RangeError("two contract tiers must not share a threshold");
      tierMins.add(r.min);
    }
  }
}

const meets = (r: BonusRule, amount: bigint) => (r.strict ? amount > r.min : amount >= r.min);

/**
 * What a met event earns: the rules of `task` whose threshold the amount (deposit or notional, units of
 * USDT; 0 for KYC) meets, in the order of `rules`; for contract_tier only the highest tier reached (the
 * greatest threshold met). Empty when nothing is met. Throws a RangeError on an unknown task, a negative
 * amount or a bad rule.
 */
export function bonusFor(
  task: BonusTask,
  amount: bigint,
  rules: readonly BonusRule[] = DEFAULT_BONUS_RULES,
): BonusRule[] {
  checkTask(task);
  if (typeof amount !== "bigint" || amount < 0n) throw new RangeError("bonus amount must not be negative");
  checkRules(rules);
  const met = rules.filter((r) => r.task === task && meets(r, amount));
  if (task !== "contract_tier") return met.map((r) => ({ ...r }));
  let highest: BonusRule | null = null;
  for (const r of met) if (highest === null || r.min > highest.min) highest = r;
  return highest === null ? [] : [{ ...highest }];
}

function checkWindow(metAt: number, days: number) {
  if (!Number.isSafeInteger(metAt)) throw new RangeError("bonus met time must be a ms timestamp");
  if (!Number.isSafeInteger(days) || days < 1)
    throw new RangeError("bonus claim days must be a whole number ≥ 1");
  if (!Number.isSafeInteger(metAt + days * DAY_MS))
    throw new RangeError("bonus claim window is out of range");
}

/** A met task's claim window: from metAt (ms) for `days` days, the end excluded. */
export function claimWindow(metAt: number, days = 3): { from: number; until: number } {
  checkWindow(metAt, days);
  return { from: metAt, until: metAt + days * DAY_MS };
}

/** Whether a task met at metAt may be claimed at `now`: from ≤ now < until. */
export function claimable(metAt: number, now: number, days = 3): boolean {
  checkWindow(metAt, days);
  if (!Number.isSafeInteger(now)) throw new RangeError("bonus claim time must be a ms timestamp");
  const { from, until } = claimWindow(metAt, days);
  return from <= now && now < until;
}
