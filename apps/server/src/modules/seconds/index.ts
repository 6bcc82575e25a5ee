export { secondsAdminRoutes } from "./seconds.admin.routes.ts";
export type { PlacingOrder } from "./seconds.commands.ts";
export { rateOf } from "./seconds.config.ts";
export { secondsLine } from "./seconds.plugin.ts";
export { secondsRoutes } from "./seconds.routes.ts";
export { createSecondsService, type SecondsNotice, type SecondsService } from "./seconds.service.ts";
export type { SecondsOrderState } from "./seconds.store.ts";
