import type { RouteObject } from "react-router-dom";
import { copyPaths as paths } from "./copy-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * Copy trading's screens (spec §2 `follow`, `copytrade`). Guests may look at the traders, a trader and
 * the agreement; copying, applying and one's copies ask them to log in first.
 */
export default function copyRoutes(screen: Screen): LineRoutes {
  const agreement = screen(() => import("../../features/copy/pages/agreement"));
  const guest: RouteObject[] = [
    { path: at(paths.followIndex), lazy: screen(() => import("../../features/copy/pages/index")) },
    { path: at(paths.followTrader), lazy: screen(() => import("../../features/copy/pages/trader")) },
    { path: at(paths.followAgreement), lazy: agreement },
    { path: at(paths.followAgreementEn), lazy: agreement },
    { path: at(paths.followAgreementZh), lazy: agreement },
  ];
  const signedIn: RouteObject[] = [
    { path: at(paths.followFollow), lazy: screen(() => import("../../features/copy/pages/follow")) },
    { path: at(paths.followJoin), lazy: screen(() => import("../../features/copy/pages/join")) },
    { path: at(paths.followEditName), lazy: screen(() => import("../../features/copy/pages/edit-name")) },
    { path: at(paths.copytradeCopy), lazy: screen(() => import("../../features/copy/pages/copy")) },
    { path: at(paths.copytradeMy), lazy: screen(() => import("../../features/copy/pages/my")) },
    {
      path: at(paths.copytradeTrader),
      lazy: screen(() => import("../../features/copy/pages/trader-dashboard")),
    },
  ];
  return { guest, signedIn };
}
