export { authRoutes } from "./auth.routes.ts";
export { type AuthService, createAuthService } from "./auth.service.ts";
export { hashPassword, verifyPassword } from "./password.ts";
