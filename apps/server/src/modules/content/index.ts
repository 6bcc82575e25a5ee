export { contentLine } from "./content.plugin.ts";
export { contentRoutes } from "./content.routes.ts";
export { type ContentService, createContentService } from "./content.service.ts";
