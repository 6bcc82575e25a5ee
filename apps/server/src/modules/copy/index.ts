export { copyAdminRoutes } from "./copy.admin.routes.ts";
export { copyLine } from "./copy.plugin.ts";
export { type CopyQueries, createCopyQueries } from "./copy.queries.ts";
export { copyRoutes } from "./copy.routes.ts";
export { type CopyService, createCopyService } from "./copy.service.ts";
