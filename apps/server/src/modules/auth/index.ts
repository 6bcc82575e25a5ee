export { type AccountRef, isEmail, normalizeEmail } from "./account.ts";
export { authLine } from "./auth.plugin.ts";
export { authRoutes } from "./auth.routes.ts";
export {
  type AuthService,
  createAuthService,
  parseAccount,
  type SessionsEnded,
  withdrawLockUntil,
} from "./auth.service.ts";
export { type Scene, useCode } from "./codes.service.ts";
export { sendAccountNotice } from "./notices.ts";
export { hashPassword, isStrongPassword, verifyPassword } from "./password.ts";
