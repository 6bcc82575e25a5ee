import type { RouteObject } from "react-router-dom";
import { coinPaths as paths } from "./coin-paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/** A coin's profile (spec §2 `transaction/white_paper`): public, as the market screens it is linked from. */
export default function coinRoutes(screen: Screen): LineRoutes {
  const guest: RouteObject[] = [
    { path: at(paths.whitePaper), lazy: screen(() => import("../../features/coin/pages/white-paper")) },
  ];
  return { guest, signedIn: [] };
}
