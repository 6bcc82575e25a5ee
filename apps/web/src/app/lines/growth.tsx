import type { RouteObject } from "react-router-dom";
import { growthPaths as paths } from "./growth-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/**
 * The invitation programme's screens (spec §2 `setting/share`, `setting/share2`). Both are one's own
 * (code, invitees, rebates), so a guest is asked to log in first.
 */
export default function growthRoutes(screen: Screen): LineRoutes {
  const signedIn: RouteObject[] = [
    { path: at(paths.share), lazy: screen(() => import("../../features/growth/pages/share")) },
    { path: at(paths.share2), lazy: screen(() => import("../../features/growth/pages/share2")) },
  ];
  return { guest: [], signedIn };
}
