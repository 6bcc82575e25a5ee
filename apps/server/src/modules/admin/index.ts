export { adminRoutes } from "./admin.routes.ts";
export { type AdminService, createAdminService } from "./admin.service.ts";
