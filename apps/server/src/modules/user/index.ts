export { kycRoutes } from "./kyc.routes.ts";
export { createKycService, type KycService } from "./kyc.service.ts";
export { createProfileService } from "./profile.service.ts";
export { createSecurityService } from "./security.service.ts";
export { userLine } from "./user.plugin.ts";
export { userRoutes } from "./user.routes.ts";
export { userMatches } from "./user-search.ts";
export { usersAdminRoutes } from "./users.admin.routes.ts";
export { createUsersAdminService } from "./users.admin.service.ts";
