export { apiKeysAdminRoutes } from "./apikeys.admin.routes.ts";
export { apiKeysLine } from "./apikeys.plugin.ts";
export { apiKeysRoutes } from "./apikeys.routes.ts";
export {
  type ApiKeysService,
  createApiKeysService,
  parseIps,
  parsePermissions,
  RECV_WINDOW_DEFAULT,
  RECV_WINDOW_MAX,
  type SignedCall,
  TIMESTAMP_AHEAD_MS,
  type Verified,
} from "./apikeys.service.ts";
