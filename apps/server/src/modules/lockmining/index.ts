export { lockAdminRoutes } from "./lockmining.admin.routes.ts";
export { lockMiningLine } from "./lockmining.plugin.ts";
export { lockRoutes } from "./lockmining.routes.ts";
export { createLockService, type LockService } from "./lockmining.service.ts";
