import type { Capability } from "../api/operator";
import type { MessageKey } from "../i18n";
import { paths } from "./paths";

export interface NavItem {
  path: string;
  capability: Capability;
  label: MessageKey;
}

/** The left menu, in order; each entry shows only for the roles its capability allows. */
export const navItems: NavItem[] = [
  { path: paths.dashboard, capability: "dashboard", label: "nav.dashboard" },
  { path: paths.users, capability: "users", label: "nav.users" },
  { path: paths.kyc, capability: "kyc", label: "nav.kyc" },
  { path: paths.deposits, capability: "funds", label: "nav.deposits" },
  { path: paths.withdrawals, capability: "funds", label: "nav.withdrawals" },
  { path: paths.approvals, capability: "approvals", label: "nav.approvals" },
  { path: paths.chain, capability: "funds", label: "nav.chain" },
  { path: paths.p2p, capability: "p2p", label: "nav.p2p" },
  { path: paths.support, capability: "support", label: "nav.support" },
  { path: paths.copy, capability: "copy", label: "nav.copy" },
  { path: paths.earn, capability: "earn", label: "nav.earn" },
  { path: paths.nft, capability: "nft", label: "nav.nft" },
  { path: paths.growth, capability: "growth", label: "nav.growth" },
  { path: paths.currencies, capability: "funds", label: "nav.currencies" },
  { path: paths.markets, capability: "funds", label: "nav.markets" },
  { path: paths.contracts, capability: "contracts", label: "nav.contracts" },
  { path: paths.exposure, capability: "contracts", label: "nav.exposure" },
  { path: paths.ledger, capability: "ledger", label: "nav.ledger" },
  { path: paths.jobs, capability: "jobs", label: "nav.jobs" },
  { path: paths.content, capability: "content", label: "nav.content" },
  { path: paths.settings, capability: "settings", label: "nav.settings" },
  { path: paths.audit, capability: "audit", label: "nav.audit" },
  { path: paths.outbox, capability: "outbox", label: "nav.outbox" },
  { path: paths.security, capability: "security", label: "nav.security" },
  { path: paths.operators, capability: "operators", label: "nav.operators" },
];
