export { createFavouritesService } from "./favourites.service.ts";
export { marketLine } from "./market.plugin.ts";
export { marketRoutes } from "./market.routes.ts";
export { createMarketStats, type MarketStats } from "./stats.service.ts";
