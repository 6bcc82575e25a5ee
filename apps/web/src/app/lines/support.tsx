import type { RouteObject } from "react-router-dom";
import { paths } from "../paths";
import type { LineRoutes, Screen } from "./routes";

const at = (path: string) => path.slice(1);

/** The live support chat (spec §2 `common/liveChatView`): a signed-in person's thread with support. */
export default function supportRoutes(screen: Screen): LineRoutes {
  const signedIn: RouteObject[] = [
    { path: at(paths.liveChatView), lazy: screen(() => import("../../features/support/pages/live-chat")) },
  ];
  return { guest: [], signedIn };
}
