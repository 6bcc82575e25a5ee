import type { RouteObject } from "react-router-dom";
import { earnPaths as paths } from "./earn-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * Earn products' screens (spec §2 `lockming`, `financial`, `ieo`, `invest`, `loan`). Guests may look at
 * the lock mining plans, the IEO projects, the dual investment products and rules, and the loan offers
 * (subscribing, buying and borrowing ask them to log in); locking, one's orders, subscriptions,
 * investments and loans, and the financial account ask them to log in first.
 */
export default function earnRoutes(screen: Screen): LineRoutes {
  const guest: RouteObject[] = [
    { path: at(paths.lockming), lazy: screen(() => import("../../features/earn/pages/lockming")) },
    { path: at(paths.ieo), lazy: screen(() => import("../../features/earn/pages/ieo")) },
    { path: at(paths.ieoSubscribe), lazy: screen(() => import("../../features/earn/pages/ieo-subscribe")) },
    { path: at(paths.dual), lazy: screen(() => import("../../features/earn/pages/dual")) },
    { path: at(paths.dualPurchase), lazy: screen(() => import("../../features/earn/pages/dual-purchase")) },
    { path: at(paths.dualHelp), lazy: screen(() => import("../../features/earn/pages/dual-help")) },
    { path: at(paths.loan), lazy: screen(() => import("../../features/earn/pages/loan")) },
    { path: at(paths.loanBuy), lazy: screen(() => import("../../features/earn/pages/loan-buy")) },
  ];
  const signedIn: RouteObject[] = [
    { path: at(paths.lockmingBuy), lazy: screen(() => import("../../features/earn/pages/buy")) },
    { path: at(paths.lockmingOrder), lazy: screen(() => import("../../features/earn/pages/order")) },
    { path: at(paths.financial), lazy: screen(() => import("../../features/earn/pages/financial")) },
    { path: at(paths.ieoOrder), lazy: screen(() => import("../../features/earn/pages/ieo-order")) },
    { path: at(paths.dualMine), lazy: screen(() => import("../../features/earn/pages/dual-mine")) },
    { path: at(paths.loanOrder), lazy: screen(() => import("../../features/earn/pages/loan-order")) },
  ];
  return { guest, signedIn };
}
