import {
  choice,
  coinList,
  decimal,
  email,
  hostList,
  httpsUrl,
  integer,
  link,
  type SettingKind,
  text,
  version,
} from "./settings.types.ts";

export interface SettingDefinition<T> {
  type: SettingKind<T>;
  /** what readers use while the stored text is missing or not of the type; itself of the type */
  default: string;
  /** who reads the value, and what for */
  readers: string;
}

const define = <T>(type: SettingKind<T>, fallback: string, readers: string): SettingDefinition<T> => ({
  type,
  default: fallback,
  readers,
});

/** The accounts a deposit may credit and a withdrawal may be taken from (PRODUCT-RULES "Wallet"). */
const FUNDING_ACCOUNTS = ["legal", "change"] as const;

/**
 * Every operator setting (table `settings`, changed in the console): its type and range, checked when
 * an operator saves it, and its default, which readers use while the stored text does not read as the
 * type. A key not declared here cannot be saved. docs/product-decisions.md "Settings" lists them.
 */
export const SETTINGS = {
  // the apps' venue details (public)
  site_name: define(text(1, 64), "Bourse", "apps: the venue's name"),
  app_version: define(version, "1.1.3", "apps: the published app version (update prompt)"),
  app_version_code: define(integer(0, 2147483647), "113", "apps: the published build number"),
  app_update_url: define(httpsUrl, "", "apps: where the update prompt leads"),
  download_url: define(httpsUrl, "", "web: the download page's link"),
  customer_service_url: define(link, "", "web: the online service page (or a mailto: address)"),
  support_email: define(email, "support@bourse.local", "web: contact page, live chat, service page"),
  telegram_url: define(httpsUrl, "", "web: contact page"),
  twitter_url: define(httpsUrl, "", "web: contact page"),
  webview_allowed_hosts: define(hostList, "", "web: hosts the in-app web view may open"),
  risk_disclosure_rate: define(integer(0, 100), "76", "apps: the risk notice (percent of accounts losing)"),
  // wallet
  deposit_account: define(
    choice(FUNDING_ACCOUNTS),
    "change",
    "wallet: the account an approved deposit credits",
  ),
  withdraw_account: define(
    choice(FUNDING_ACCOUNTS),
    "change",
    "wallet: the account withdrawals are taken from",
  ),
  transfer_fee_rate: define(
    decimal("0", "0.1", 4),
    "0",
    "wallet: the fee of a transfer between own accounts",
  ),
  withdraw_lock_hours: define(
    integer(0, 720),
    "24",
    "auth, wallet: withdrawals locked after a password or authenticator change",
  ),
  // spot market maker
  spot_maker_levels: define(integer(1, 50), "8", "spot: the maker's price levels per side"),
  spot_maker_spread_bps: define(integer(1, 2000), "10", "spot: the maker's spread (basis points)"),
  spot_maker_step_bps: define(integer(1, 1000), "5", "spot: the distance between the maker's levels (bps)"),
  spot_maker_quote_size: define(decimal("0", "1000000", 6), "2000", "spot: USDT quoted at each level"),
  // contracts
  lever_liquidation_risk_rate: define(
    decimal("1", "1000", 2),
    "20",
    "lever, transparency: the risk rate (percent) at or below which an account is liquidated",
  ),
  seconds_cancel_grace_seconds: define(
    integer(0, 3600),
    "0",
    "seconds: how long after placing an order it may be cancelled (0: never)",
  ),
  // fiat P2P
  p2p_pay_minutes: define(integer(1, 1440), "15", "p2p: a new ad's minutes to pay"),
  p2p_fee_rate: define(decimal("0", "0.1", 4), "0", "p2p: the merchant's fee rate on a trade"),
  p2p_daily_cancel_limit: define(integer(0, 100), "3", "p2p: cancellations a taker may make a day"),
  p2p_appeal_wait_minutes: define(integer(0, 1440), "10", "p2p: minutes after paying before an appeal"),
  p2p_merchant_deposit: define(
    decimal("0", "1000000000", 8),
    "0",
    "p2p: a merchant's security deposit (USDT)",
  ),
  // copy trading
  copy_trader_min_assets: define(
    decimal("0", "1000000000", 8),
    "100000",
    "copy: the assets (USDT) a trader applicant needs",
  ),
  copy_share_rate_cap: define(
    decimal("0", "0.5", 4),
    "0.1",
    "copy: the highest profit share a trader may ask",
  ),
  copy_max_followers: define(integer(1, 100000), "500", "copy: followers per trader"),
  // NFT
  nft_fee_rate: define(decimal("0", "0.5", 4), "0.025", "nft: the venue's fee on a resale, kept per sale"),
  nft_extend_within_minutes: define(
    integer(0, 1440),
    "5",
    "nft: a late bid this close to the end extends it",
  ),
  nft_extend_by_minutes: define(integer(0, 1440), "2", "nft: how far a late bid moves an auction's end"),
  nft_pay_hours: define(integer(1, 720), "24", "nft: the hours an auction's winner has to pay"),
  nft_resale_margin_rate: define(decimal("0", "1", 4), "0.1", "nft: a resale auction's margin, of its price"),
  nft_currencies: define(coinList, "USDT", "nft: the coins sales are priced in"),
  // growth
  bonus_claim_days: define(integer(1, 365), "3", "growth: days a met bonus task stays claimable; its report"),
  experience_days: define(integer(1, 365), "30", "growth: days experience funds last"),
  // transparency
  transparency_head_minutes: define(integer(1, 1440), "10", "transparency: minutes between signed heads"),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> =
  (typeof SETTINGS)[K] extends SettingDefinition<infer T> ? T : never;

/** True for a declared setting (own keys only: "constructor" names none). */
export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTINGS, key);
