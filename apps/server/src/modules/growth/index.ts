export { growthRoutes } from "./growth.routes.ts";
export { createGrowthService, type GrowthService } from "./growth.service.ts";
