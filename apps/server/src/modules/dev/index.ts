export { devRoutes, shiftedClock, type TestClock } from "./dev.routes.ts";
