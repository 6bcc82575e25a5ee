export { filesLine } from "./files.plugin.ts";
export { filesRoutes } from "./files.routes.ts";
export { createFilesService, type FilesService } from "./files.service.ts";
export { readUpload } from "./upload.ts";
