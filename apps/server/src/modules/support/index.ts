export { supportAdminRoutes } from "./support.admin.routes.ts";
export { supportRoutes } from "./support.routes.ts";
export { createSupportService, type SupportService } from "./support.service.ts";
