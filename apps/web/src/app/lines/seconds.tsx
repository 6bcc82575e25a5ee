import type { RouteObject } from "react-router-dom";
import type { LineRoutes, Screen } from "./routes";
import { secondsPaths as paths } from "./seconds-paths";

const at = (path: string) => path.slice(1);

/**
 * Seconds contracts (spec §2 `transaction/index`, `index2`, `seconds_order`, and `game/game`, the
 * spec's other name of the trade screen). The trade screen is open to guests (they see the markets
 * and are asked to log in to place an order); an order and one's orders are one's own.
 */
export default function secondsRoutes(screen: Screen): LineRoutes {
  const trade = screen(() => import("../../features/seconds/pages/index"));
  const guest: RouteObject[] = [
    { path: at(paths.seconds), lazy: trade },
    { path: at(paths.game), lazy: trade },
  ];
  const signedIn: RouteObject[] = [
    { path: at(paths.secondsDetail), lazy: screen(() => import("../../features/seconds/pages/index2")) },
    {
      path: at(paths.secondsOrders),
      lazy: screen(() => import("../../features/seconds/pages/seconds-order")),
    },
  ];
  return { guest, signedIn };
}
