/**
 * How the console checks and shapes the growth programme's figures before the server (module
 * `growth`), which stays the authority and refuses the rest naming the field. Rates and amounts stay
 * decimal text: compared and summed digit by digit as bigints, never as floats.
 */
import { decimalProblem } from "../../ui/decimal";
import { compareDecimals } from "../contracts/terms-rules";
import type {
  BonusRuleBody,
  CouponIssueBody,
  CouponKind,
  CouponSegment,
  InviteNode,
  InviteTree,
} from "./api/growth";

/** Places a rebate rate or a coupon's discount rate is typed with (the server's pattern). */
export const RATE_DECIMALS = 6;

export type RateProblem = "format" | "precision" | "range" | "positive";

const isZero = (text: string) => /^0*(\.0*)?$/.test(text.trim());

/**
 * What is wrong with a rate typed as a fraction from 0 to 1 with at most 6 places ("0.16" is 16 %);
 * `positive`: zero is refused too (a coupon's discount).
 */
export function rateProblem(text: string, positive = false): RateProblem | null {
  const trimmed = text.trim();
  const problem = decimalProblem(trimmed, RATE_DECIMALS);
  if (problem === "precision") return "precision";
  if (problem) return "format";
  if (compareDecimals(trimmed, "1") > 0) return "range";
  return positive && isZero(trimmed) ? "positive" : null;
}

/**
 * A plain decimal as the server's patterns take it: no leading zeros ("00.5" → "0.5"), no trailing
 * ones ("0.160" → "0.16", "1.0" → "1"). Text that is not a plain decimal comes back trimmed.
 */
export function canonicalDecimal(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(trimmed);
  if (!match) return trimmed;
  const whole = (match[1] ?? "0").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The rate text as millionths (valid rates only). */
const millionths = (rate: string): bigint => {
  const [whole = "0", fraction = ""] = canonicalDecimal(rate).split(".");
  return BigInt(whole + fraction.padEnd(RATE_DECIMALS, "0").slice(0, RATE_DECIMALS));
};

/**
 * The most a fee could pay out over its three levels: each level at the higher of the member's and
 * the king manager's rate (every inviter of the chain may be a king manager), as decimal text; null
 * while a rate is not valid yet (its own rule speaks).
 */
export function mostPaidOfFee(member: readonly string[], king: readonly string[]): string | null {
  if ([...member, ...king].some((rate) => rateProblem(rate) !== null)) return null;
  let sum = 0n;
  for (let level = 0; level < Math.max(member.length, king.length); level++) {
    const a = millionths(member[level] ?? "0");
    const b = millionths(king[level] ?? "0");
    sum += a > b ? a : b;
  }
  const text = sum.toString().padStart(RATE_DECIMALS + 1, "0");
  return canonicalDecimal(`${text.slice(0, -RATE_DECIMALS)}.${text.slice(-RATE_DECIMALS)}`);
}

/** A bonus rule's threshold in USDT as the operator reads it ("> 1000", "≥ 100000"); null: none (KYC). */
export function thresholdText(min: string, strict: boolean): string | null {
  if (isZero(min)) return null;
  return `${strict ? ">" : "≥"} ${min}`;
}

/** The values of the coupon issue form; only those its kind and segment need are sent. */
export interface CouponIssueValues {
  title: string;
  kind: CouponKind;
  currency_id: number;
  rate?: string;
  cap?: string;
  amount?: string;
  valid_days: number;
  segment: CouponSegment;
  user_id?: number | null;
  new_days?: number | null;
}

/** The body of `POST /admin/growth/coupons`: the terms of the kind, the target of the segment. */
export function couponBody(values: CouponIssueValues): CouponIssueBody {
  const { kind, segment } = values;
  const terms =
    kind === "fee_discount"
      ? { rate: canonicalDecimal(values.rate ?? ""), cap: (values.cap ?? "").trim() }
      : { amount: (values.amount ?? "").trim() };
  const target =
    segment === "user"
      ? { user_id: values.user_id ?? 0 }
      : segment === "new"
        ? { new_days: values.new_days ?? 0 }
        : {};
  return {
    title: values.title.trim(),
    kind,
    currency_id: values.currency_id,
    ...terms,
    valid_days: values.valid_days,
    segment,
    ...target,
  };
}

/** Where a node of the invitation tree stands from the user looked up. */
export type Relation = "inviter" | "self" | "invitee";

/** A row of the invitation tree's table: the node, where it stands, and those it invited beneath it. */
export interface TreeRow extends InviteNode {
  key: string;
  relation: Relation;
  children?: TreeRow[];
}

const byLevelThenTime = (a: InviteNode, b: InviteNode) =>
  a.level - b.level || a.created_at.localeCompare(b.created_at) || a.id - b.id;

/**
 * The invitation tree as one table: the farthest inviter (level 3 up) at the top, each inviter above
 * the one it invited, then the user, then its invitees each under the one who invited them. An invitee
 * whose inviter is not in the answer (or a loop in the chain) hangs under the user, and no node is
 * shown twice among the invitees.
 */
export function treeRows(tree: InviteTree): TreeRow[] {
  const self: TreeRow = { ...tree.user, key: "self", relation: "self" };
  const invitedBy = new Map<number, InviteNode[]>();
  for (const node of [...tree.invitees].sort(byLevelThenTime)) {
    if (node.inviter_id === null) continue;
    invitedBy.set(node.inviter_id, [...(invitedBy.get(node.inviter_id) ?? []), node]);
  }
  const placed = new Set<number>([tree.user.id]);
  const childrenOf = (id: number): TreeRow[] => {
    const rows: TreeRow[] = [];
    for (const node of invitedBy.get(id) ?? []) {
      if (placed.has(node.id)) continue;
      placed.add(node.id);
      rows.push({ ...node, key: `down:${node.id}`, relation: "invitee" });
    }
    for (const row of rows) {
      const children = childrenOf(row.id);
      if (children.length) row.children = children;
    }
    return rows;
  };
  const below = childrenOf(tree.user.id);
  for (const node of [...tree.invitees].sort(byLevelThenTime)) {
    if (placed.has(node.id)) continue;
    placed.add(node.id);
    below.push({ ...node, key: `down:${node.id}`, relation: "invitee" });
  }
  if (below.length) self.children = below;

  // the chain upwards, level 1 (the user's inviter) nearest the user
  let top = self;
  for (const node of [...tree.inviters].sort((a, b) => a.level - b.level)) {
    top = { ...node, key: `up:${node.level}:${node.id}`, relation: "inviter", children: [top] };
  }
  return [top];
}

/** Every row key of a tree, to show it expanded. */
export function rowKeys(rows: readonly TreeRow[]): string[] {
  return rows.flatMap((row) => [row.key, ...rowKeys(row.children ?? [])]);
}

const SEGMENTS: readonly string[] = [
  "user",
  "all",
  "verified",
  "new",
  "traded",
  "task",
] satisfies CouponSegment[];

/**
 * A coupon issue's segment as the list shows it: the segment ("user", "new", …) and what it was
 * narrowed by when the text carries it ("user:42" → the user, "new:7" → the days); an unknown text
 * comes back whole as the detail.
 */
export function segmentParts(text: string): { segment: CouponSegment | null; detail: string | null } {
  const [head = "", ...rest] = text.split(":");
  if (!SEGMENTS.includes(head)) return { segment: null, detail: text };
  const detail = rest.join(":").trim();
  return { segment: head as CouponSegment, detail: detail || null };
}

/** A bonus rule being changed: its reward as typed, whether it is offered, the `task` issue it gives (0: none). */
export interface BonusRuleDraft {
  id: number;
  reward: string;
  enabled: boolean;
  coupon: number;
}

/** The body of `POST /admin/growth/bonus/:id`: the reward trimmed, and the coupon (0 detaches it). */
export function bonusRuleBody(draft: BonusRuleDraft): BonusRuleBody & { id: number } {
  return {
    id: draft.id,
    reward: draft.reward.trim(),
    enabled: draft.enabled,
    coupon_issue_id: draft.coupon,
  };
}
