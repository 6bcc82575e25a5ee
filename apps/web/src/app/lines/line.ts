import type { LineRoutes, Screen } from "./routes";

/**
 * Which paths each product line serves, and where its route table is. A table takes the app's
 * `screen` rather than importing it, so that its chunk shares nothing with the first screen's.
 */
export const lines: { prefixes: string[]; load: () => Promise<{ default: (s: Screen) => LineRoutes }> }[] = [
  {
    prefixes: ["/pages/otc/", "/pages/legal/", "/pages/setting/payment_methods"],
    load: () => import("./p2p"),
  },
  {
    prefixes: ["/pages/follow/", "/pages/copytrade/"],
    load: () => import("./copy"),
  },
  {
    prefixes: ["/pages/lockming/", "/pages/financial/", "/pages/ieo/", "/pages/invest/", "/pages/loan/"],
    load: () => import("./earn"),
  },
  {
    prefixes: ["/pages/nft/"],
    load: () => import("./nft"),
  },
  {
    prefixes: ["/pages/setting/share", "/pages/setting/coupon", "/pages/index/getusdt"],
    load: () => import("./growth"),
  },
  {
    prefixes: ["/pages/setting/verify"],
    load: () => import("./transparency"),
  },
  {
    prefixes: ["/pages/transaction/index", "/pages/transaction/seconds_order", "/pages/game/"],
    load: () => import("./seconds"),
  },
  {
    prefixes: ["/pages/transaction/white_paper"],
    load: () => import("./coin"),
  },
  {
    prefixes: ["/pages/common/liveChatView"],
    load: () => import("./support"),
  },
];
