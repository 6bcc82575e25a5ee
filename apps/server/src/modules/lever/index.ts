export { leverAdminRoutes } from "./lever.admin.routes.ts";
export { leverLine } from "./lever.plugin.ts";
export { leverRoutes } from "./lever.routes.ts";
export { createLeverService, type LeverService } from "./lever.service.ts";
export { createLeverViews, type LeverViews } from "./lever.views.ts";
export { type LeverWatch, watchLever } from "./lever.watch.ts";
