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
