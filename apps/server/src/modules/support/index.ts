export { supportAdminRoutes } from "./support.admin.routes.ts";
export { supportLine } from "./support.plugin.ts";
export { supportRoutes } from "./support.routes.ts";
export { createSupportService, type SupportService } from "./support.service.ts";
