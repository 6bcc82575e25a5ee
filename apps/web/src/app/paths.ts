/** Hash-route paths; they mirror the spec's `pages/<group>/<name>` routes (spec §2). */
export const paths = {
  home: "/pages/index/index",
  market: "/pages/market/market",
  marketSearch: "/pages/market/search",
  futures: "/pages/market/futures",
  marketDetail: "/pages/market/detail",
  trade: "/pages/transaction/currency",
  /** A spot market's full order book, depth and trades. */
  tradeBook: "/pages/transaction/currency2",
  /** The user's spot orders: open and history. */
  tradeOrders: "/pages/transaction/currency_order",
  contract: "/pages/transaction/contract",
  /** The user's lever orders and positions: pending, open, closed, cancelled. */
  contractOrders: "/pages/transaction/contract_order",
  /** One closed position checked against the public tick log (`?id=`). */
  contractVerify: "/pages/transaction/contract_verify",
  assets: "/pages/fund/assets",
  fundSelect: "/pages/fund/select",
  receive: "/pages/fund/receive",
  fundRecords: "/pages/fund/receive_withdraw_record",
  withdraw: "/pages/fund/withdraw",
  transfer: "/pages/fund/transfer",
  /** The spec's second name of the transfer screen; an alias of transfer. */
  fundTransfer: "/pages/fund/fundTransfer",
  transferHistory: "/pages/fund/transfer_history",
  assetsRecord: "/pages/fund/assets_record",
  assetsAllRecord: "/pages/fund/assets_all_record",
  /** The spec's settings-group name for every bill (`setting/bill`); the bills screen as assetsAllRecord. */
  bill: "/pages/setting/bill",
  walletAddresses: "/pages/setting/wallet",
  addWallet: "/pages/setting/addWallet",
  bank: "/pages/setting/bank",
  login: "/pages/common/login",
  register: "/pages/common/register",
  area: "/pages/common/area",
  article: "/pages/common/article",
  webView: "/pages/common/webView",
  eventPlaza: "/pages/common/eventPlaza",
  serverView: "/pages/common/serverView",
  liveChatView: "/pages/common/liveChatView",
  news: "/pages/index/news",
  activity: "/pages/index/activity",
  guide: "/pages/index/guide",
  forget: "/pages/setting/forget",
  forgetPhone: "/pages/setting/forget_phone",
  set: "/pages/setting/set",
  setting: "/pages/setting/setting",
  userInfo: "/pages/setting/userInfo",
  security: "/pages/setting/security",
  password: "/pages/setting/password",
  payPassword: "/pages/setting/payPassword",
  bindPhone: "/pages/setting/bind_phone",
  /** The spec's name for the phone screen; an alias of bindPhone. */
  passwordPhone: "/pages/setting/password_phone",
  bindEmail: "/pages/setting/bind_email",
  bindAuthenticator: "/pages/setting/bind_authenticator",
  antiPhishing: "/pages/setting/anti_phishing",
  devices: "/pages/setting/devices",
  apiKeys: "/pages/setting/api",
  real: "/pages/setting/real",
  realMark: "/pages/setting/real_mark",
  privacy: "/pages/setting/privacy",
  operationalCompliance: "/pages/setting/operational_compliance",
  about: "/pages/setting/about",
  help: "/pages/setting/help",
  contactUs: "/pages/setting/contactUs",
  download: "/pages/setting/download",
  whitePage: "/pages/setting/whitePage",
  /** The spec's settings-group name for the region picker; an alias of area. */
  areas: "/pages/setting/areas",
} as const;

/** Login path that returns to `from` after a successful login. */
export function loginPath(from?: string): string {
  return from && from !== paths.login ? `${paths.login}?redirect=${encodeURIComponent(from)}` : paths.login;
}

/** The detail screen of a market, by symbol ("BTC/USDT"). */
export function marketDetailPath(symbol: string): string {
  return `${paths.marketDetail}?${new URLSearchParams({ symbol })}`;
}

export function articlePath(id: number): string {
  return `${paths.article}?id=${id}`;
}

export function webViewPath(url: string, title?: string): string {
  const query = new URLSearchParams({ url });
  if (title) query.set("title", title);
  return `${paths.webView}?${query}`;
}

/** True for an absolute http(s) URL, the only kind the web view opens. */
export function isWebUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Where a content link (banner, article, menu entry) leads inside the app: an app route as is
 * ("/pages/…", with or without "#"), an http(s) URL through the web view, anything else nowhere.
 */
export function linkTarget(link: string | null | undefined, title?: string): string | null {
  const value = link?.trim();
  if (!value) return null;
  const route = value.replace(/^#/, "");
  if (route.startsWith("/pages/")) return route;
  return isWebUrl(value) ? webViewPath(value, title) : null;
}
