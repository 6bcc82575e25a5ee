export { createMarketMaker, MARKET_MAKER_EMAIL, type MarketMaker } from "./market-maker.ts";
export type { OrderFill } from "./spot.commands.ts";
export { spotLine } from "./spot.plugin.ts";
export { createOrderRetention } from "./spot.retention.ts";
export { spotRoutes } from "./spot.routes.ts";
export { createSpotService, type SpotService } from "./spot.service.ts";
