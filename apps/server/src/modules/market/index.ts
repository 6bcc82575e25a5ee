export { marketRoutes } from "./market.routes.ts";
