export { transparencyAdminRoutes } from "./transparency.admin.routes.ts";
export { transparencyLine } from "./transparency.plugin.ts";
export { transparencyRoutes } from "./transparency.routes.ts";
export { createTransparencyService, type TransparencyService } from "./transparency.service.ts";
