/**
 * What a session in demo mode may call (PRODUCT-RULES "Growth", demo account). Demo money lives in its
 * own ledger namespace, which the money core keeps apart from real money; this table decides which
 * routes act on it:
 * - `acting`: the route runs as the demo account (its wallet, spot, perpetual and seconds contracts);
 * - `owner`: the route is about the signed-in person, not money (profile, security, sessions), and runs
 *   as the demo account's owner;
 * - any other route — deposits, withdrawals, addresses, bank cards, fiat P2P, NFT, earn, loans, copy
 *   trading, invitations and rebates, bonus and coupons, identity verification, and every route added
 *   later until it is classified here — is refused in demo mode (`DEMO_NOT_AVAILABLE`).
 */
export type DemoPolicy = "acting" | "owner";

const ACTING = [
  // the demo account itself
  "POST /user/demo_account",
  "POST /user/change_account",
  "POST /user/reset_account",
  // wallet: balances, transfers between the demo account's own accounts, bills
  "POST /wallet/list",
  "POST /wallet/detail",
  "POST /wallet/get_info",
  "GET /currency/user_currency_list",
  "POST /wallet/change",
  "POST /user/Transfer",
  "POST /user/getTransferList",
  "POST /user/getTransferFee",
  "GET /wallet/hzhistory",
  "POST /wallet/legal_log",
  // spot, on the demo books
  "POST /coin/trade",
  "PUT /coin/trade",
  "GET /coin/list",
  // perpetual contracts at the index price
  "POST /lever/submit",
  "POST /lever/deal",
  "POST /lever/dealall",
  "POST /lever/my_trade",
  "POST /lever/close",
  "POST /lever/batch_close",
  "POST /lever/cancel",
  "POST /lever/setstop",
  // seconds contracts at the index price
  "POST /microtrade/submit",
  "GET /microtrade/lists",
  "GET /microtrade/get_result",
  "POST /microtrade/cancelMicOrder",
  // API keys made in demo mode are the demo account's (its code goes to the owner)
  "POST /user/api_keys/code",
  "POST /user/api_keys",
  "GET /user/api_keys",
  "DELETE /user/api_keys/:id",
];

const OWNER = [
  "GET /user/info",
  "POST /user/check",
  "GET /real/state",
  "GET /user/logout",
  "POST /user/logout",
  "GET /user/sessions",
  "POST /user/sessions/revoke",
  "POST /user/sessions/logout_others",
  "POST /user/editNickname",
  "POST /user/editSignature",
  "POST /user/uploadHeadPortrait",
  // an image for the profile (identity documents and payment proofs are refused with their products)
  "POST /upload",
  "GET /user/getAuthenticator",
  "POST /user/bindAuthenticator",
  "POST /safe/change_password",
  "POST /safe/update_password",
  "POST /safe/mobile",
  "POST /safe/email",
  "POST /safe/anti_phishing",
  // the market list's favourites are the person's
  "GET /optional/list",
  "POST /optional/add",
  "POST /optional/del",
  // the support chat is the person's, whatever account the session acts as
  "GET /support/chat",
  "POST /support/chat",
  "GET /support/unread",
];

const policies = new Map<string, DemoPolicy>([
  ...ACTING.map((r): [string, DemoPolicy] => [r, "acting"]),
  ...OWNER.map((r): [string, DemoPolicy] => [r, "owner"]),
]);

/** The policy of a route (method and path pattern, with or without `/api`); undefined: refused in demo. */
export function demoPolicy(method: string, url: string): DemoPolicy | undefined {
  return policies.get(`${method} ${url.replace(/^\/api(?=\/)/, "")}`);
}

/** Every classified route (a test checks each exists and is guarded). */
export const demoRoutes = (): [string, DemoPolicy][] => [...policies];
