import type { RouteObject } from "react-router-dom";
import type { screen } from "../screen-loader";

/** The app's lazy-screen wrapper (timeout, chunk errors), handed to each line's route table. */
export type Screen = typeof screen;

/**
 * A product line's screens, fetched with its first screen rather than with the app: `guest` screens
 * open for everyone, `signedIn` ones ask a guest to log in first.
 */
export interface LineRoutes {
  guest: RouteObject[];
  signedIn: RouteObject[];
}

/**
 * Which paths each product line serves, and where its route table is. A table takes the app's
 * `screen` rather than importing it, so that its chunk shares nothing with the first screen's.
 */
export const lines: { prefixes: string[]; load: () => Promise<{ default: (s: Screen) => LineRoutes }> }[] = [
  {
    prefixes: ["/pages/otc/", "/pages/legal/", "/pages/setting/payment_methods"],
    load: () => import("./p2p"),
  },
];
