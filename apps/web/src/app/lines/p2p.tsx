import type { RouteObject } from "react-router-dom";
import { p2pPaths as paths } from "./p2p-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * Fiat P2P's screens (spec §2 `otc`, `legal`). The transfer and bills screens of the wallet serve the
 * fiat account's `legal/transfer` and `legal/transactionRecord` (the paths choose the account).
 */
export default function p2pRoutes(screen: Screen): LineRoutes {
  const guest: RouteObject[] = [
    { path: at(paths.otc), lazy: screen(() => import("../../features/p2p/pages/otc")) },
    { path: at(paths.legal), lazy: screen(() => import("../../features/p2p/pages/legal")) },
    { path: at(paths.legalStoreDetail), lazy: screen(() => import("../../features/p2p/pages/store-detail")) },
  ];
  const signedIn: RouteObject[] = [
    { path: at(paths.legalOrder), lazy: screen(() => import("../../features/p2p/pages/order")) },
    { path: at(paths.legalOrderDetail), lazy: screen(() => import("../../features/p2p/pages/order-detail")) },
    { path: at(paths.legalRecords), lazy: screen(() => import("../../features/p2p/pages/recordlist")) },
    { path: at(paths.legalNotices), lazy: screen(() => import("../../features/p2p/pages/notices")) },
    { path: at(paths.legalStore), lazy: screen(() => import("../../features/p2p/pages/store")) },
    { path: at(paths.legalStoreOrders), lazy: screen(() => import("../../features/p2p/pages/store-order")) },
    { path: at(paths.legalStoreUser), lazy: screen(() => import("../../features/p2p/pages/store-user")) },
    {
      path: at(paths.paymentMethods),
      lazy: screen(() => import("../../features/p2p/pages/payment-methods")),
    },
    { path: at(paths.legalTransfer), lazy: screen(() => import("../../features/wallet/pages/transfer")) },
    {
      path: at(paths.legalTransactionRecord),
      lazy: screen(() => import("../../features/wallet/pages/assets-record")),
    },
  ];
  return { guest, signedIn };
}
