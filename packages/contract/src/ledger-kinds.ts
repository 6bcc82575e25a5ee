/**
 * Every kind of journal entry the ledger writes (`journal_entries.kind`), by product line. A bill line
 * (`/wallet/legal_log`, `/wallet/hzhistory`, `/seller/balance_log`) carries its entry's kind as `type`;
 * the apps name each one in every language. A unit test of the server keeps this list equal to the kinds
 * its commands write.
 */
export const LEDGER_ENTRY_KINDS = [
  // wallet
  "deposit",
  "transfer",
  "withdraw_request",
  "withdraw_paid",
  "withdraw_rejected",
  // spot
  "spot_order",
  "house_capital",
  // perpetual contracts
  "lever_open",
  "lever_order",
  "lever_fill",
  "lever_cancel",
  "lever_stops",
  "lever_close",
  "lever_liquidation",
  "lever_overnight",
  // seconds contracts
  "seconds_order",
  "seconds_settle",
  "seconds_cancel",
  // fiat P2P
  "p2p_ad",
  "p2p_merchant_deposit",
  "p2p_give_back",
  "p2p_order",
  "p2p_release",
  "p2p_cancel",
  // copy trading
  "copy_profit_share",
  // NFT market
  "nft_buy",
  "nft_box_buy",
  "nft_margin",
  "nft_sale_end",
  "nft_pay",
  "nft_forfeit",
  // IEO launchpad
  "ieo_subscribe",
  "ieo_settle",
  "ieo_release",
  "ieo_close",
  // lock mining
  "lock_buy",
  "lock_yield",
  "lock_redeem",
  "lock_mature",
  // collateral loans
  "loan_apply",
  "loan_apply_approved",
  "loan_approve",
  "loan_reject",
  "loan_repay_request",
  "loan_repay",
  "loan_repay_refused",
  "loan_topup",
  "loan_liquidate",
  // dual investment
  "dual_buy",
  "dual_settle",
  // growth: rebates, the new-user bonus, experience funds, coupons
  "rebate",
  "bonus",
  "experience_grant",
  "experience_expire",
  "coupon",
  // demo accounts
  "demo_open",
  "demo_reset",
  // operators: a manual balance adjustment, applied when a second operator approves it
  "balance_adjust",
] as const;

export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export function isLedgerEntryKind(value: string): value is LedgerEntryKind {
  return (LEDGER_ENTRY_KINDS as readonly string[]).includes(value);
}
