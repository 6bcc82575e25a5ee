export { dualAdminRoutes } from "./dual.admin.routes.ts";
export { dualLine } from "./dual.plugin.ts";
export { dualRoutes } from "./dual.routes.ts";
export { createDualService, type DualService } from "./dual.service.ts";
