export { secondsAdminRoutes } from "./seconds.admin.routes.ts";
export { secondsLine } from "./seconds.plugin.ts";
export { secondsRoutes } from "./seconds.routes.ts";
export { createSecondsService, type SecondsNotice, type SecondsService } from "./seconds.service.ts";
