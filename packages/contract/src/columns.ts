/**
 * The `NUMERIC(precision, scale)` columns that request fields land in, as the migrations declare them
 * (apps/server/src/db/migrations): each decimal field names its columns (`Decimal(column)` in
 * bounds.ts) and takes at most `precision − scale` integer digits and `scale` decimals, so a value the
 * schema admits is one the database stores. tests/adversarial/columns.db.test.ts reads the migrated
 * schema's `information_schema` and fails when an entry here, or a field's bounds, differ from it.
 */
export const NUMERIC_COLUMNS = {
  // the ledger: every amount that moves money is a posting
  "postings.amount": [38, 18],
  // wallet
  "deposit_requests.amount": [38, 18],
  "withdrawal_requests.amount": [38, 18],
  "currencies.reference_price": [38, 18],
  "currencies.second_approval_above": [38, 18],
  "currency_networks.deposit_min": [38, 18],
  "currency_networks.withdraw_min": [38, 18],
  "currency_networks.withdraw_fee": [38, 18],
  "currency_networks.auto_approve_max": [38, 18],
  "currency_networks.hot_wallet_min": [38, 18],
  "fiat_rates.rate": [38, 18],
  // spot
  "spot_orders.quantity": [38, 18],
  "spot_orders.quote_budget": [38, 18],
  "spot_orders.price": [38, 18],
  "markets.maker_fee": [10, 8],
  "markets.taker_fee": [10, 8],
  "markets.min_notional": [38, 18],
  "markets.price_step": [38, 18],
  "markets.lot_step": [38, 18],
  // contracts
  "lever_trades.lots": [38, 18],
  "lever_trades.target_price": [38, 18],
  "lever_trades.take_profit": [38, 18],
  "lever_trades.stop_loss": [38, 18],
  "lever_terms.lot_size": [38, 18],
  "lever_terms.min_lots": [38, 18],
  "lever_terms.max_lots": [38, 18],
  "lever_terms.spread_rate": [12, 10],
  "lever_terms.fee_rate": [12, 10],
  "lever_terms.overnight_rate": [12, 10],
  // the house's exposure limits
  "house_lever_limits.max_net_quote": [38, 18],
  "house_lever_limits.max_user_lots": [38, 18],
  "house_seconds_limits.max_expiry_payout": [38, 18],
  // copy trading
  "copy_follows.lots": [38, 18],
  "copy_follows.max_margin_order": [38, 18],
  "copy_follows.max_margin_total": [38, 18],
  // seconds
  "seconds_orders.stake": [38, 18],
  "seconds_orders.open_price": [38, 18],
  "seconds_orders.profit_ratio": [10, 4],
  "seconds_durations.profit_ratio": [10, 4],
  "seconds_durations.min_num": [38, 18],
  "seconds_durations.max_num": [38, 18],
  // P2P
  "p2p_ads.price": [38, 18],
  "p2p_ads.margin": [38, 18],
  "p2p_ads.total": [38, 18],
  "p2p_ads.min_amount": [38, 18],
  "p2p_ads.max_amount": [38, 18],
  "p2p_orders.amount": [38, 18],
  "p2p_orders.fiat_total": [38, 18],
  "p2p_fiats.usdt_rate": [38, 18],
  // earn: lock mining, loans, dual investment, IEO
  "lock_orders.amount": [36, 18],
  "lock_plans.min_amount": [36, 18],
  "lock_plans.max_amount": [36, 18],
  "lock_plans.quota": [36, 18],
  "loans.amount": [36, 18],
  "loans.collateral": [36, 18],
  "loan_configs.min_amount": [36, 18],
  "loan_configs.max_amount": [36, 18],
  "loan_configs.auto_approve_below": [36, 18],
  "dual_products.linked_price": [36, 18],
  "dual_products.share_price": [36, 18],
  "ieo_subscriptions.amount": [36, 18],
  "ieo_orders.amount": [36, 18],
  "ieo_projects.price": [36, 18],
  "ieo_projects.supply": [38, 18],
  "ieo_projects.min_amount": [36, 18],
  "ieo_projects.max_amount": [36, 18],
  // NFT
  "nft_sales.price": [36, 18],
  "nft_sales.per_increase": [36, 18],
  "nft_sales.margin": [36, 18],
  "nft_bids.price": [36, 18],
  // growth
  "bonus_rules.reward": [36, 6],
  "coupon_issues.cap": [36, 18],
  "coupon_issues.amount": [36, 18],
} as const satisfies Record<string, readonly [precision: number, scale: number]>;

export type NumericColumn = keyof typeof NUMERIC_COLUMNS;

/** What a value stored in every one of `columns` may have: the fewest integer digits and decimals among them. */
export function numericBounds(columns: readonly NumericColumn[]): { integerDigits: number; scale: number } {
  const sizes = columns.map((c) => NUMERIC_COLUMNS[c]);
  return {
    integerDigits: Math.min(...sizes.map(([precision, scale]) => precision - scale)),
    scale: Math.min(...sizes.map(([, scale]) => scale)),
  };
}

/**
 * Whether plain decimal text (an optional minus, digits, an optional fraction) fits `column`: for a
 * value a command computes, where the request's bounds alone do not decide it.
 */
export function fitsColumn(column: NumericColumn, text: string): boolean {
  const [precision, scale] = NUMERIC_COLUMNS[column];
  const match = /^-?([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return false;
  const whole = (match[1] ?? "").replace(/^0+/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  return whole.length <= precision - scale && fraction.length <= scale;
}
