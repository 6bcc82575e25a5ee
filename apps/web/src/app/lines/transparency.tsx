import type { RouteObject } from "react-router-dom";
import type { LineRoutes, Screen } from "./routes";

/**
 * `transparencyPaths.verify` without the leading slash, written out rather than imported: the paths
 * module travels with the "Verify" links (ui/verify-link), and importing it here would list one more
 * file for the app to preload with this table (a test keeps the two the same).
 */
export const VERIFY_ROUTE = "pages/setting/verify";

/**
 * The verifier (setting/verify): open to guests, since the hub and a seconds order's outcome are
 * public; the proofs about one's own account (a bill's entry, one's balances, a position) ask a guest to
 * log in on the screen itself.
 */
export default function transparencyRoutes(screen: Screen): LineRoutes {
  const guest: RouteObject[] = [
    { path: VERIFY_ROUTE, lazy: screen(() => import("../../features/transparency/pages/verify")) },
  ];
  return { guest, signedIn: [] };
}
