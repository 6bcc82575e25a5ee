export { adminLine } from "./admin.plugin.ts";
export { adminRoutes } from "./admin.routes.ts";
export { type AdminService, createAdminService } from "./admin.service.ts";
