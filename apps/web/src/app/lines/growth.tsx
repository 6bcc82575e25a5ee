import type { RouteObject } from "react-router-dom";
import { growthPaths as paths } from "./growth-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * The growth programme's screens (spec §2 `setting/share`, `setting/share2`, `setting/coupon`,
 * `index/getusdt`). Each is one's own (code, invitees, rebates, coupons, bonus tasks and claims), so a
 * guest is asked to log in first.
 */
export default function growthRoutes(screen: Screen): LineRoutes {
  const signedIn: RouteObject[] = [
    { path: at(paths.share), lazy: screen(() => import("../../features/growth/pages/share")) },
    { path: at(paths.share2), lazy: screen(() => import("../../features/growth/pages/share2")) },
    { path: at(paths.coupon), lazy: screen(() => import("../../features/growth/pages/coupon")) },
    { path: at(paths.getusdt), lazy: screen(() => import("../../features/growth/pages/getusdt")) },
  ];
  return { guest: [], signedIn };
}
