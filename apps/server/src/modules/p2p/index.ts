export { p2pAdminRoutes } from "./p2p.admin.routes.ts";
export { p2pLine } from "./p2p.plugin.ts";
export { createP2pQueries, type P2pQueries } from "./p2p.queries.ts";
export { p2pRoutes } from "./p2p.routes.ts";
export { createP2pService, type P2pService } from "./p2p.service.ts";
