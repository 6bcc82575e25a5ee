import { createHashRouter, type RouteObject } from "react-router-dom";
import { LoadingOverlay } from "../ui/status";
import { paths } from "./paths";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { NotFoundScreen, RouteErrorScreen } from "./route-states";
import { screen } from "./screen-loader";
import { TabLayout } from "./tab-layout";

/** Route paths without the leading slash, as nested route objects expect. */
const at = (path: string) => path.slice(1);

const home = screen(() => import("../features/home/pages/home"));

const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    HydrateFallback: LoadingOverlay,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        Component: TabLayout,
        children: [
          { index: true, lazy: home },
          { path: at(paths.home), lazy: home },
          { path: at(paths.market), lazy: screen(() => import("../features/market/pages/market")) },
          { path: at(paths.trade), lazy: screen(() => import("../features/spot/pages/currency")) },
          { path: at(paths.contract), lazy: screen(() => import("../features/lever/pages/contract")) },
          {
            Component: RequireAuth,
            children: [
              { path: at(paths.assets), lazy: screen(() => import("../features/wallet/pages/assets")) },
            ],
          },
        ],
      },
      { path: at(paths.login), lazy: screen(() => import("../features/auth/pages/login")) },
      { path: at(paths.register), lazy: screen(() => import("../features/auth/pages/register")) },
      { path: at(paths.area), lazy: screen(() => import("../features/auth/pages/area")) },
      { path: at(paths.forget), lazy: screen(() => import("../features/auth/pages/forget")) },
      { path: at(paths.setting), lazy: screen(() => import("../features/setting/pages/setting")) },
      { path: at(paths.set), lazy: screen(() => import("../features/setting/pages/set")) },
      { path: at(paths.realMark), lazy: screen(() => import("../features/setting/pages/real-mark")) },
      { path: "*", Component: NotFoundScreen },
    ],
  },
];

export const router = createHashRouter(routes);
