import type { MessageKey } from "../../i18n";
import type { LedgerViolation } from "./api/check-ledger";

/** The invariants the server checks (apps/server/src/core/checker.ts), in its order. */
export const ledgerRules = [
  "entry-balanced",
  "currency-balanced",
  "no-negative-user",
  "balance-equals-journal",
  "frozen-equals-holds",
  "hash-chain",
] as const;

export type LedgerRule = (typeof ledgerRules)[number];

export const ruleLabels: Record<LedgerRule, MessageKey> = {
  "entry-balanced": "ledger.rule.entry-balanced",
  "currency-balanced": "ledger.rule.currency-balanced",
  "no-negative-user": "ledger.rule.no-negative-user",
  "balance-equals-journal": "ledger.rule.balance-equals-journal",
  "frozen-equals-holds": "ledger.rule.frozen-equals-holds",
  "hash-chain": "ledger.rule.hash-chain",
};

export const isKnownRule = (rule: string): rule is LedgerRule => rule in ruleLabels;

/**
 * One line per rule with how many violations it has: the known rules always (so the page shows
 * what was checked), then any rule the server reports that this console does not know yet.
 */
export function ruleSummary(violations: LedgerViolation[]): { rule: string; violations: number }[] {
  const counts = new Map<string, number>();
  for (const v of violations) counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1);
  const unknown = [...counts.keys()].filter((rule) => !isKnownRule(rule));
  return [...ledgerRules, ...unknown].map((rule) => ({ rule, violations: counts.get(rule) ?? 0 }));
}
