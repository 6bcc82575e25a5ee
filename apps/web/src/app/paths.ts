/** Hash-route paths; they mirror the spec's `pages/<group>/<name>` routes (spec §2). */
export const paths = {
  home: "/pages/index/index",
  market: "/pages/market/market",
  trade: "/pages/transaction/currency",
  contract: "/pages/transaction/contract",
  assets: "/pages/fund/assets",
  login: "/pages/common/login",
  register: "/pages/common/register",
  area: "/pages/common/area",
  forget: "/pages/setting/forget",
  set: "/pages/setting/set",
  setting: "/pages/setting/setting",
  realMark: "/pages/setting/real_mark",
} as const;

/** Login path that returns to `from` after a successful login. */
export function loginPath(from?: string): string {
  return from && from !== paths.login ? `${paths.login}?redirect=${encodeURIComponent(from)}` : paths.login;
}
