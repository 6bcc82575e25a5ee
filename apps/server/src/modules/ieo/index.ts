export { ieoAdminRoutes } from "./ieo.admin.routes.ts";
export { ieoLine } from "./ieo.plugin.ts";
export { ieoRoutes } from "./ieo.routes.ts";
export { createIeoService, type IeoService } from "./ieo.service.ts";
