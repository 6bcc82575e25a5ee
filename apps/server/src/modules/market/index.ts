export { createFavouritesService } from "./favourites.service.ts";
export { marketRoutes } from "./market.routes.ts";
export { createMarketStats, type MarketStats } from "./stats.service.ts";
